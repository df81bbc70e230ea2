// Serves one app's production build on its own port: `tsx scripts/serve-app.ts insights`.
import path from 'node:path';
import { loadConfig } from '../api/src/config.ts';
import { openArtifactStore } from '../api/src/features/releases/artifact-store.ts';
import { serverBundleToken } from '../api/src/http/form-token.ts';
import { LOCAL_HOST, pageRoutes, remoteNames } from '@site/shared/contracts';
import type { AppName } from '@site/shared/contracts';
import { appFolder, appNames, originOf, portOf } from './lib/apps.ts';
import { siteConfigFromEnv } from './lib/site-config-env.ts';

const app = process.argv[2] as AppName | undefined;
if (!app || !appNames.includes(app)) {
  console.error(`usage: serve-app <${appNames.join('|')}>`);
  process.exit(2);
}

// The server renderer loads React from node_modules: its production build, as the browser gets. React reads
// NODE_ENV once, when first loaded, and the host's route table loads it: so the host is imported after this.
process.env.NODE_ENV ??= 'production';
const { createStaticHost } = await import('./lib/static-host.ts');

const config = loadConfig();
// A remote's host serves its published versions from the artifact store: ARTIFACT_STORE_URL's bucket, else
// ARTIFACT_STORE_DIR (docs/decisions/027).
const artifacts = app === 'shell' ? undefined : openArtifactStore(config);
await artifacts?.blobs.check();
const host = await createStaticHost({
  app,
  ...(artifacts ? { artifacts } : {}),
  distDir: path.join(appFolder(app), 'dist'),
  apiOrigin: originOf('api'),
  siteConfig: siteConfigFromEnv(process.env),
  // The remotes' hosts as the API names them in the release manifest: the shell's pages may load from them.
  remoteOrigins: Object.values(config.remoteOrigins),
  // The shell's renderer sends it; the remotes serve their server bundles only with it (docs/decisions/014).
  serverBundleToken: serverBundleToken(process.env, config.dataDir),
});
await host.listen({ host: LOCAL_HOST, port: portOf(app) });
console.log(`${app} serving on ${originOf(app)}`);
if (app === 'shell') void warmUp();

/**
 * The first render of each remote's pages evaluates that remote's server bundle, which on a busy machine can
 * outlast the render's time budget, so the first visitor would get a page rendered in the browser (nothing
 * without JavaScript). One page per remote, asked for once the host listens, takes that cost instead.
 */
async function warmUp() {
  for (const owner of remoteNames) {
    const route = pageRoutes.find((candidate) => candidate.owner === owner && !candidate.path.includes(':'));
    if (!route) continue;
    await fetch(`${originOf(app ?? 'shell')}${route.path}`).catch(() => undefined);
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(
    signal,
    () =>
      void host.close().then(async () => {
        await artifacts?.blobs.close();
        process.exit(0);
      }),
  );
}
