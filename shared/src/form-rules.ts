// Node-safe form rules: validation messages, limits and rule functions, and
// every form's schema, options and country codes. The browser forms and the
// API's server-side checks import this entry; no React, no DOM, no form
// library. Its own federation singleton, so the rules exist once at
// runtime, and only pages with a form load it.
export * from './validation/messages.ts';
export * from './validation/limits.ts';
export * from './validation/rules.ts';
export * from './validation/calendar.ts';
export * from './validation/date-rules.ts';
export * from './validation/file-rules.ts';
export * from './validation/input-format.ts';
export * from './validation/form-schema.ts';
export * from './forms/options.ts';
export * from './forms/indian-states.ts';
export * from './forms/country-codes.ts';
export * from './forms/consultation-form.ts';
export * from './forms/subscribe-form.ts';
export * from './forms/talk-to-expert-form.ts';
export * from './forms/case-study-download-form.ts';
export * from './forms/partnership-form.ts';
export * from './forms/careers-enquiry-form.ts';
export * from './forms/general-query-form.ts';
export * from './forms/guide-comment-form.ts';
export * from './forms/form-schemas.ts';
export * from './forms/career-application.ts';
export * from './forms/posted-values.ts';
export * from './forms/career-application-payload.ts';
