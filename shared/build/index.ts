// Build-time helpers shared by every app's rspack config. Node only.
export { createAppConfig, createAppConfigs } from './create-app-config.ts';
export { singletonShared, SINGLETON_PACKAGES } from './singleton-shared.ts';
export type { SharedLibraryEntry } from './singleton-shared.ts';
export { REMOTE_EXPERIMENTS, SHELL_EXPERIMENTS, remoteContainerLibrary } from './federation-experiments.ts';
export { PageAssetsPlugin } from './page-assets-plugin.ts';
export { PAGE_ASSETS_FILE, PAGE_CHUNK_PREFIX } from '../server/page-assets.ts';
export type { AssetFiles, PageAssets } from '../server/page-assets.ts';
export { SERVER_BUNDLE_PATH, SERVER_HOST_MODULE } from '../server/server-bundle.ts';
export type { ServerHostModule } from '../server/server-bundle.ts';
