import type { moduleFederationPlugin } from '@module-federation/sdk';
import { REMOTE_EXPERIMENTS, remoteContainerLibrary, singletonShared } from '@site/shared/build';
import { REMOTE_ENTRY_FILE } from '@site/shared/contracts';

export const federationConfig = {
  name: 'forms',
  filename: REMOTE_ENTRY_FILE,
  library: remoteContainerLibrary('forms'),
  exposes: {
    './routes': './src/app/routes.tsx',
    './talk-to-expert': './src/app/talk-to-expert-widget.tsx',
    './subscribe-box': './src/app/subscribe-box-widget.tsx',
    './case-study-download': './src/app/case-study-download-widget.tsx',
  },
  shared: singletonShared(import.meta.dirname),
  manifest: true,
  // The shell's one federation runtime; browser-only, no remotes of its own.
  experiments: REMOTE_EXPERIMENTS,
} satisfies moduleFederationPlugin.ModuleFederationPluginOptions;
