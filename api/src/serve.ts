// The API process once traces are started (main.ts): its public and admin listeners, and its metrics address.
import { serve } from '@site/shared/server/lifecycle';
import type { ProcessState } from '@site/shared/server/lifecycle';
import { createMetricsRegistry, serveMetrics } from '@site/shared/server/metrics';
import { adminOf, buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const processState: ProcessState = { stopping: false };
const app = await buildApp(config, { processState, metrics: createMetricsRegistry({ process: true }) });
try {
  // The admin address first (docs/decisions/045): release managers' only way in, on a listener of its own. It
  // closes with the API (SIGTERM drains both).
  const admin = await adminOf(app).listen({ host: config.admin.host, port: config.admin.port });
  app.log.info(`api: admin address (release managers only) on ${admin}`);
  // Prometheus's address (docs/decisions/046): neither the public listener nor the admin one answers /metrics.
  const metrics = await serveMetrics(app.metrics, config.metrics);
  app.log.info(`api: metrics on ${metrics.url}`);
  await serve(app, {
    name: 'api',
    host: config.host,
    port: config.port,
    state: processState,
    ...config.shutdown,
    onClosed: metrics.close,
  });
} catch (error) {
  app.log.error(error, 'Startup failure');
  process.exit(1);
}
