// The shell's host process once traces are started (main.ts): its public listener and its metrics address.
import { pageRoutes, remoteNames } from '@site/shared/contracts';
import { serve } from '@site/shared/server/lifecycle';
import { createMetricsRegistry, serveMetrics } from '@site/shared/server/metrics';
import type { ProcessState } from '@site/shared/server/lifecycle';
import { loadShellHostConfig } from './config.ts';

// The server renderer loads React from node_modules: its production build, as the browser gets. React reads
// NODE_ENV once, when first loaded, and the host's route table loads it: so the host is imported after this.
process.env.NODE_ENV ??= 'production';
const { createShellHost } = await import('./host.ts');

const config = loadShellHostConfig();
const processState: ProcessState = { stopping: false };
const host = await createShellHost({ ...config, processState, metrics: createMetricsRegistry({ process: true }) });
// Prometheus's address (docs/decisions/046), never the public one.
const metrics = await serveMetrics(host.metrics, config.metrics);
host.log.info(`shell-host: metrics on ${metrics.url}`);
const address = await serve(host, {
  name: 'shell-host',
  host: config.host,
  port: config.port,
  state: processState,
  ...config.shutdown,
  onClosed: metrics.close,
});
host.log.info(`shell-host serving on ${address}`);
void warmUp(address);

/**
 * The first render of each remote's pages evaluates that remote's server bundle, which on a busy machine can
 * outlast the render's time budget, so the first visitor would get a page rendered in the browser (nothing
 * without JavaScript). One page per remote, asked for once the host listens, takes that cost instead.
 */
async function warmUp(origin: string) {
  for (const owner of remoteNames) {
    const route = pageRoutes.find((candidate) => candidate.owner === owner && !candidate.path.includes(':'));
    if (!route) continue;
    await fetch(`${origin}${route.path}`).catch(() => undefined);
  }
}
