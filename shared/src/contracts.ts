// Node-safe part of the shared library: no React, no DOM. The API imports
// this entry; browser apps import the full library from the package root.
export * from './brand/brand.ts';
export * from './config/apps.ts';
export * from './constants/guides.ts';
export * from './constants/federation.ts';
export * from './constants/messages.ts';
export * from './routes/route-table.ts';
export * from './api/types.ts';
export * from './constants/content.ts';
export * from './api/content-types.ts';
