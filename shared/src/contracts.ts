// Node-safe part of the shared library: no React, no DOM. The API imports
// this entry; browser apps import the full library from the package root.
// The form rules (validation, form schemas and options) are not here: they
// are @site/shared/form-rules, so a page without a form never loads them.
export * from './brand/brand.ts';
export * from './config/apps.ts';
export * from './constants/guides.ts';
export * from './constants/federation.ts';
export * from './constants/messages.ts';
export * from './routes/route-table.ts';
export * from './routes/route-urls.ts';
export * from './api/types.ts';
export * from './api/application-draft.ts';
export * from './constants/content.ts';
export * from './api/content-types.ts';
export * from './constants/submissions.ts';
export * from './constants/form-posts.ts';
export * from './constants/security.ts';
export * from './config/site-config.ts';
export * from './config/server-render.ts';
export * from './config/security-policy.ts';
export * from './config/cookies.ts';
export * from './content/service-tree.ts';
export * from './constants/header.ts';
export * from './content/testimonial-videos.ts';
export * from './content/event-dates.ts';
export * from './content/us-english.ts';
export * from './content/monogram-portrait.ts';
export * from './constants/footer.ts';
export * from './constants/consent.ts';
export * from './constants/accessibility.ts';
export * from './accessibility/contrast.ts';
export * from './constants/motion.ts';
export * from './constants/company.ts';
export * from './api/release-types.ts';
export * from './constants/canary.ts';
export * from './constants/release-feed.ts';
export * from './constants/page-cache.ts';
export * from './federation/required-exposes.ts';
export * from './constants/insights.ts';
