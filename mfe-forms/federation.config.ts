import type { moduleFederationPlugin } from '@module-federation/sdk';
import { singletonShared } from '@site/shared/build';

export const federationConfig = {
  name: 'forms',
  filename: 'remoteEntry.js',
  exposes: {
    './routes': './src/app/routes.tsx',
    './talk-to-expert': './src/app/talk-to-expert-widget.tsx',
    './subscribe-box': './src/app/subscribe-box-widget.tsx',
    './case-study-download': './src/app/case-study-download-widget.tsx',
  },
  shared: singletonShared(import.meta.dirname),
  manifest: true,
  // The shell provides the one federation runtime; this remote uses it.
  experiments: { externalRuntime: true },
} satisfies moduleFederationPlugin.ModuleFederationPluginOptions;
