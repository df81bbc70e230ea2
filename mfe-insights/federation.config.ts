import type { moduleFederationPlugin } from '@module-federation/sdk';
import { REMOTE_EXPERIMENTS, singletonShared } from '@site/shared/build';

export const federationConfig = {
  name: 'insights',
  filename: 'remoteEntry.js',
  exposes: { './routes': './src/app/routes.tsx' },
  shared: singletonShared(import.meta.dirname),
  manifest: true,
  // The shell's one federation runtime; browser-only, no remotes of its own.
  experiments: REMOTE_EXPERIMENTS,
} satisfies moduleFederationPlugin.ModuleFederationPluginOptions;
