import type { moduleFederationPlugin } from '@module-federation/sdk';

type Experiments = NonNullable<moduleFederationPlugin.ModuleFederationPluginOptions['experiments']>;

/**
 * What every remote tells the federation plugin: the shell provides the one
 * federation runtime (this remote uses it instead of bundling its own), the
 * code only ever runs in a browser, and a remote consumes no remotes of its
 * own (widgets from other remotes go through the shell's registry) — so the
 * entry carries neither Node script loaders, nor manifest snapshot code, nor
 * the remote-loading handlers.
 */
export const REMOTE_EXPERIMENTS = {
  externalRuntime: true,
  optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
} as const satisfies Experiments;

/** The shell bundles the runtime once and hands it to every remote; it loads remotes from manifests (snapshots). */
export const SHELL_EXPERIMENTS = {
  provideExternalRuntime: true,
  optimization: { target: 'web' },
} as const satisfies Experiments;

/**
 * The global a remote's entry assigns its container to. Not the bare remote
 * name: the runtime looks that global up before it loads an entry, and an
 * element whose id is the remote's name (`<section id="content">` in a page
 * the server rendered) is a global of that name in every browser.
 */
export function remoteContainerLibrary(name: string) {
  return { type: 'var', name: `__site_remote_${name}` } as const;
}
