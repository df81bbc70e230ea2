import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_TIMEOUT_MS, getSiteConfig, makeStore, registerWidgetLoader } from '@site/shared';
import type { ReleaseManifest } from '@site/shared';
import '@site/shared/tokens.css';
import { App } from './app/app.tsx';
import { releaseManifestUrl } from './app/site-config.ts';
import { createIntegrityPlugin, entryPolicy } from './features/remotes/entry-integrity.ts';
import type { EntryPolicy } from './features/remotes/entry-integrity.ts';
import { setActiveOverrides } from './features/remotes/override-banner.tsx';
import { applyOverrides, requestedOverrides } from './features/remotes/qa-override.ts';
import { fetchArtifact, fetchReleaseManifest } from './features/remotes/release-manifest.ts';
import { createRemoteRegistry } from './features/remotes/remote-registry.ts';

const config = getSiteConfig();
let policy: EntryPolicy | undefined;
registerPlugins([createIntegrityPlugin(() => policy)]);

// The host wrote the live manifest into the page; a retry asks the API again.
let embeddedReleases = config.releases;

async function loadReleases(): Promise<ReleaseManifest> {
  const pinned = embeddedReleases ?? (await fetchReleaseManifest(releaseManifestUrl(config)));
  embeddedReleases = undefined;
  const { manifest, applied } = await applyOverrides(
    pinned,
    requestedOverrides(window.location, window.localStorage),
    fetchArtifact,
  );
  setActiveOverrides(applied);
  policy = entryPolicy(manifest);
  return manifest;
}

const registry = createRemoteRegistry({
  fetchManifest: loadReleases,
  runtime: { registerRemotes, loadRemote },
  timeoutMs: REMOTE_LOAD_TIMEOUT_MS,
});
registerWidgetLoader((remote, expose) => registry.loadExpose(remote, expose));
const store = makeStore();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);
// A transition render yields to the browser every few milliseconds instead of blocking it for the whole first render.
startTransition(() => {
  root.render(<App store={store} registry={registry} />);
});
