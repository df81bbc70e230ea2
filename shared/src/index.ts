// The core of the shared library every app builds on: brand, routes, the store's slot,
// page frame, UI kit and the Node-safe contracts. This entry is a federation
// singleton, and a singleton is bundled whole (it cannot be tree-shaken), so
// every page loads all of it. The form code therefore has entries of its own,
// separate singletons that only pages with a form load: @site/shared/forms
// (the field components and the form library) and @site/shared/form-rules
// (validation and form schemas, Node-safe). Nothing this entry reaches may
// import them or the form library (eslint.config.js enforces it).
export * from './page-contracts.ts';
export * from './routes/resolve-route.ts';
export * from './store/store-slot.ts';
export * from './federation/remote-contract.ts';
export * from './ui/breadcrumb.tsx';
export * from './ui/page-frame.tsx';
export * from './ui/not-found-page.tsx';
export * from './federation/remote-pages.ts';
export * from './config/site-config-browser.ts';
export * from './seo/page-meta.ts';
export * from './seo/structured-data.ts';
export * from './ui/video-modal.tsx';
export * from './ui/content-image.tsx';
export * from './ui/monogram.tsx';
export * from './ui/motion-pause.tsx';
export * from './ui/use-modal-dialog.ts';
export * from './ui/accordion.tsx';
export * from './ui/count-up.ts';
export * from './ui/use-is-client.ts';
export * from './ui/use-location-hash.ts';
export * from './ui/use-near-viewport.ts';
export * from './ui/first-hydration.ts';
export * from './ui/hydrate-when-near.tsx';
export * from './ui/carried-form.ts';
export * from './ui/page-ready.ts';
export * from './ui/request-cookies.ts';
export * from './ui/form-page-state.ts';
export * from './federation/remote-widget.tsx';
// The error boundary the shell and the widgets use: one copy, in this singleton, rather than one per app.
export { ErrorBoundary } from 'react-error-boundary';
