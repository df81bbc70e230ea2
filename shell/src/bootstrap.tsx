import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  FORM_STATE_ELEMENT_ID,
  PAGE_RUNNING_ATTRIBUTE,
  REMOTE_LOAD_TIMEOUT_MS,
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_STATE_ELEMENT_ID,
  beginFirstHydration,
  endFirstHydration,
  getSiteConfig,
  newStoreSlot,
  onPageRendered,
  resolveRoute,
} from '@site/shared';
import type { FormPageState, ReleaseManifest } from '@site/shared';
import type { ApiCache } from '@site/shared/api';
import '@site/shared/tokens.css';
import { App } from './app/app.tsx';
import { releaseManifestUrl } from './app/site-config.ts';
import { createIntegrityPlugin, entryPolicy } from './features/remotes/entry-integrity.ts';
import {
  createHealthPlugin,
  createHealthReporter,
  healthReportUrl,
  installPageHealth,
} from './features/remotes/health-reports.ts';
import type { EntryPolicy } from './features/remotes/entry-integrity.ts';
import { setActiveOverrides } from './features/remotes/override-banner.tsx';
import { applyOverrides, requestedOverrides } from '@site/shared/contracts';
import { fetchArtifact, fetchReleaseManifest } from '@site/shared/contracts';
import { createRetryClock, loadWithRetries } from './features/remotes/load-with-retries.ts';
import { createRemoteRegistry } from './features/remotes/remote-registry.ts';
import { createRetryNote } from './features/remotes/retry-note.ts';
import { nextTask } from './app/next-task.ts';

const config = getSiteConfig();
let policy: EntryPolicy | undefined;
// What goes wrong in a remote is reported with the page's release id (docs/decisions/021) and the report token the
// host signed into the page for it (docs/decisions/045).
const health = createHealthReporter(healthReportUrl(releaseManifestUrl(config)), config.healthReportToken);
installPageHealth(health);
registerPlugins([
  createIntegrityPlugin(
    () => policy,
    (url) => {
      const remote = health.remoteOf(url);
      if (remote) health.report('integrity', remote);
    },
  ),
  createHealthPlugin(health),
]);
// An error thrown by a remote's own script, which no error boundary caught.
window.addEventListener('error', (event) => {
  const remote = health.remoteOf(event.filename);
  if (remote) health.report('uncaught', remote);
});

// The host wrote the live manifest into the page; a retry asks the API again.
let embeddedReleases = config.releases;

async function loadReleases(): Promise<ReleaseManifest> {
  const pinned = embeddedReleases ?? (await fetchReleaseManifest(releaseManifestUrl(config)));
  embeddedReleases = undefined;
  const { manifest, applied } = await applyOverrides(
    pinned,
    requestedOverrides(window.location, document),
    fetchArtifact,
  );
  setActiveOverrides(applied);
  policy = entryPolicy(manifest);
  health.use(manifest);
  return manifest;
}

const registry = createRemoteRegistry({
  fetchManifest: loadReleases,
  runtime: { registerRemotes, loadRemote },
  timeoutMs: REMOTE_LOAD_TIMEOUT_MS,
});
// The store itself comes with the API client, when a part of the page first queries (docs/decisions/009).
const slot = newStoreSlot();

/** JSON the host wrote into the page for hydration; undefined when absent or unreadable. */
function pageJson<T>(elementId: string): T | undefined {
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    console.error(`Unreadable #${elementId}; the page renders without it`, error);
    return undefined;
  }
}

/** The API cache the server rendered the page with (docs/decisions/008), so hydration renders the same data. */
const serverApiCache = () => pageJson<ApiCache>(SERVER_STATE_ELEMENT_ID);

/**
 * Gives the store the server's API cache before hydrating. The API client
 * loads only when the server rendered data with it (a page that queries),
 * and its page needs it anyway.
 */
async function rehydrate(): Promise<void> {
  const cache = serverApiCache();
  if (!cache || Object.keys(cache.queries).length === 0) return;
  const { apiCacheRehydrated, storeOf } = await import('@site/shared/api');
  // The API client's set-up and the store taking the server's data are two tasks (docs/decisions/028).
  await nextTask();
  storeOf(slot).dispatch(apiCacheRehydrated(cache));
}

/**
 * Everything hydrating the server's page needs, loaded before React touches
 * it (docs/decisions/010): the API client with the server's data, and the
 * pages of the remote that owns the route. A slow line only delays this; a
 * failure shows a small note with "Try again now" beside the page, and the
 * browser keeps trying with longer waits. The page the server sent is never
 * replaced meanwhile: its content, links and forms work without us.
 */
async function loadForHydration(): Promise<void> {
  const resolution = resolveRoute(window.location.pathname);
  const owner = resolution.kind === 'page' ? resolution.route.owner : undefined;
  const clock = createRetryClock();
  const note = createRetryNote(document, () => clock.wake());
  const onFailure = (error: unknown) => {
    console.error('What this page needs to run did not load; trying again', error);
    note.show();
  };
  await loadWithRetries(rehydrate, clock, { onFailure });
  if (owner && owner !== 'shell') await loadWithRetries(() => registry.loadPagesPatiently(owner), clock, { onFailure });
  note.hide();
}

async function render(container: HTMLElement): Promise<void> {
  // The forms' token, refused post or draft the server rendered with (docs/decisions/010).
  const app = <App slot={slot} registry={registry} formState={pageJson<FormPageState>(FORM_STATE_ELEMENT_ID)} />;
  const stopWatching = onPageRendered(() => {
    // Parts of the page rendered from now on are the browser's own (docs/decisions/020).
    endFirstHydration();
    container.setAttribute(PAGE_RUNNING_ATTRIBUTE, '');
    stopWatching();
  });
  const serverRendered = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
  if (serverRendered) {
    await loadForHydration();
    // Hydration starts in a task of its own, not in the one that took the server's data or the remote's pages.
    await nextTask();
    // Until the page runs, parts marked HydrateWhenNear keep the server's HTML as it is (docs/decisions/020).
    beginFirstHydration();
  }
  // A transition render yields to the browser every few milliseconds instead of blocking it for the whole first render.
  startTransition(() => {
    if (serverRendered) {
      hydrateRoot(container, app, {
        // React renders a part again in the browser when it differs from the server's HTML; say so.
        onRecoverableError: (error) => {
          console.error('The page differed from the server-rendered HTML', error);
          const resolution = resolveRoute(window.location.pathname);
          if (resolution.kind === 'page' && resolution.route.owner !== 'shell') {
            health.report('hydration-mismatch', resolution.route.owner);
          }
        },
      });
    } else {
      createRoot(container).render(app);
    }
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
await render(container);
