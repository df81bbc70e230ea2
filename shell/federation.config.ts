import type { moduleFederationPlugin } from '@module-federation/sdk';
import { SHELL_EXPERIMENTS, singletonShared } from '@site/shared/build';

/**
 * The shell is a pure consumer: no remote is named here. It registers the
 * remotes at runtime from the release manifest the API serves.
 */
export const federationConfig = {
  name: 'shell',
  remotes: {},
  shared: singletonShared(import.meta.dirname),
  // Lists the singletons the shell provides, so a pin can be checked against them.
  manifest: true,
  // Bundles the federation runtime once and hands it to every remote.
  experiments: SHELL_EXPERIMENTS,
} satisfies moduleFederationPlugin.ModuleFederationPluginOptions;
