// Build-time helpers shared by every app's rspack config. Node only.
export { createAppConfig } from './create-app-config.ts';
export { singletonShared, SINGLETON_PACKAGES } from './singleton-shared.ts';
export { REMOTE_EXPERIMENTS, SHELL_EXPERIMENTS } from './federation-experiments.ts';
export { PageAssetsPlugin } from './page-assets-plugin.ts';
export { PAGE_ASSETS_FILE, PAGE_CHUNK_PREFIX } from './page-assets.ts';
export type { AssetFiles, PageAssets } from './page-assets.ts';
