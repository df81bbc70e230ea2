// The shared library every app builds on. It is one federation singleton, so
// it has one entry: this file.
export * from './contracts.ts';
export * from './routes/resolve-route.ts';
export * from './store/base-api.ts';
export * from './store/make-store.ts';
export * from './federation/remote-contract.ts';
export * from './ui/breadcrumb.tsx';
export * from './ui/page-frame.tsx';
export * from './federation/remote-pages.ts';
export * from './config/site-config-browser.ts';
export * from './seo/page-meta.ts';
export * from './seo/structured-data.ts';
export * from './ui/video-modal.tsx';
export * from './ui/form-field.tsx';
export * from './ui/form-field-errors.ts';
export * from './ui/form-field-honeypot.tsx';
export * from './ui/accordion.tsx';
export * from './ui/count-up.ts';
export * from './ui/use-is-client.ts';
export * from './federation/remote-widget.tsx';
