// A remote's host process once traces are started (main.ts): its public listener and its metrics address.
import { openArtifactStore } from '@site/shared/server/artifact-store';
import { serve } from '@site/shared/server/lifecycle';
import { createMetricsRegistry, serveMetrics } from '@site/shared/server/metrics';
import type { ProcessState } from '@site/shared/server/lifecycle';
import { loadRemoteHostConfig } from './config.ts';
import { createRemoteHost } from './remote-host.ts';

const config = loadRemoteHostConfig();
const artifacts = openArtifactStore(config);
const processState: ProcessState = { stopping: false };
const host = await createRemoteHost({
  ...config,
  artifacts,
  processState,
  metrics: createMetricsRegistry({ process: true }),
});
// Prometheus's address (docs/decisions/046), never the public one.
const metrics = await serveMetrics(host.metrics, config.metrics);
host.log.info(`remote-host (${config.remote}): metrics on ${metrics.url}`);
const address = await serve(host, {
  name: `remote-host (${config.remote})`,
  host: config.host,
  port: config.port,
  state: processState,
  ...config.shutdown,
  onClosed: metrics.close,
});
host.log.info(`remote-host serving ${config.remote} on ${address}`);
