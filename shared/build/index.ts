// Build-time helpers shared by every app's rspack config. Node only.
export { createAppConfig } from './create-app-config.ts';
export { singletonShared, SINGLETON_PACKAGES } from './singleton-shared.ts';
