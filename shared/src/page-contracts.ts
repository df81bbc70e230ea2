// What a page needs of the Node-safe contracts: no React, no DOM. The browser's
// shared library (the package root, a federation singleton bundled whole) exports
// this, so it holds nothing that only the hosts and the API use; those parts are
// added by @site/shared/contracts (docs/decisions/031).
export * from './brand/brand.ts';
export * from './config/apps.ts';
export * from './constants/guides.ts';
export * from './constants/federation.ts';
export * from './constants/messages.ts';
export * from './routes/route-table.ts';
export * from './routes/job-link.ts';
export * from './api/types.ts';
export * from './api/application-draft.ts';
export * from './constants/content.ts';
export * from './api/content-types.ts';
export * from './constants/submissions.ts';
export * from './constants/idempotency.ts';
export * from './constants/retention.ts';
export * from './constants/form-posts.ts';
export * from './constants/idempotency.ts';
export * from './constants/security.ts';
export * from './config/site-config.ts';
export * from './config/server-render.ts';
export * from './config/cookies.ts';
export * from './config/consent-cookie.ts';
export * from './content/service-tree.ts';
export * from './constants/header.ts';
export * from './content/testimonial-videos.ts';
export * from './content/event-dates.ts';
export * from './content/us-english.ts';
export * from './constants/footer.ts';
export * from './constants/consent.ts';
export * from './constants/accessibility.ts';
export * from './constants/motion.ts';
export * from './constants/company.ts';
export * from './api/release-types.ts';
export * from './federation/required-exposes.ts';
export * from './constants/insights.ts';
export * from './seo/site-documents.ts';
