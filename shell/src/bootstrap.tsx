import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_TIMEOUT_MS, getSiteConfig, makeStore } from '@site/shared';
import '@site/shared/tokens.css';
import { App } from './app/app.tsx';
import { createSiteRoutes } from './app/routes.tsx';
import { releaseManifestUrl } from './app/site-config.ts';
import { fetchReleaseManifest } from './features/remotes/release-manifest.ts';
import { createRemoteRegistry } from './features/remotes/remote-registry.ts';

const config = getSiteConfig();
const registry = createRemoteRegistry({
  fetchManifest: () => fetchReleaseManifest(releaseManifestUrl(config)),
  runtime: { registerRemotes, loadRemote },
  timeoutMs: REMOTE_LOAD_TIMEOUT_MS,
});
const store = makeStore();
const router = createBrowserRouter(createSiteRoutes());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<App store={store} router={router} registry={registry} />);
