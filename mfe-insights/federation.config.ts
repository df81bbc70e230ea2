import type { moduleFederationPlugin } from '@module-federation/sdk';
import { REMOTE_EXPERIMENTS, remoteContainerLibrary, singletonShared } from '@site/shared/build';
import { REMOTE_ENTRY_FILE } from '@site/shared/contracts';

export const federationConfig = {
  name: 'insights',
  filename: REMOTE_ENTRY_FILE,
  library: remoteContainerLibrary('insights'),
  exposes: { './routes': './src/app/routes.tsx' },
  shared: singletonShared(import.meta.dirname),
  manifest: true,
  // The shell's one federation runtime; browser-only, no remotes of its own.
  experiments: REMOTE_EXPERIMENTS,
} satisfies moduleFederationPlugin.ModuleFederationPluginOptions;
