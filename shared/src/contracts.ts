// Node-safe part of the shared library: no React, no DOM. The API imports
// this entry; browser apps import the full library from the package root.
// The form rules (validation, form schemas and options) are not here: they
// are @site/shared/form-rules, so a page without a form never loads them.
//
// It is what a page needs (page-contracts.ts) and what only the hosts and the
// API use: the page policy and headers, the release feed, the page cache,
// canary cohorts and the contrast check, kept out of the browser's shared
// library (docs/decisions/031).
export * from './page-contracts.ts';
// The address of every route with a real item: what the bench and the end-to-end suites walk, never a page.
export * from './routes/route-urls.ts';
// Which sitemap lists each route (the API's sitemaps, issue 52).
export * from './seo/sitemap-plan.ts';
export * from './config/security-policy.ts';
export * from './accessibility/contrast.ts';
export * from './constants/canary.ts';
export * from './constants/release-feed.ts';
export * from './constants/release-controls.ts';
export * from './constants/page-cache.ts';
// The seed's portrait files (scripts/monogram-portraits.ts); the page's Monogram draws its own from the same rules.
export * from './content/monogram-portrait.ts';
// The desktop mega menus' videos, which the shell's lazy menu chunk takes from here.
export * from './content/menu-testimonial-videos.ts';
// QA overrides and the release manifest's reader: the shell's browser bootstrap and its host both apply them.
export * from './release/qa-override.ts';
export * from './release/release-manifest.ts';
// A career application's registration ID from its idempotency key: the host shows it for a lead it spooled (ADR 042).
export * from './api/registration-id.ts';
// What a remote's server bundle answers besides its pages (docs/decisions/041).
export * from './federation/server-handlers.ts';
