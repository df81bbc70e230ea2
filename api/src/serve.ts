// The API process: `npm start -w api` (node dist/main.js) or `npm run dev -w api`.
import { serve } from '@site/shared/server/lifecycle';
import type { ProcessState } from '@site/shared/server/lifecycle';
import { adminOf, buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const processState: ProcessState = { stopping: false };
const app = await buildApp(config, { processState });
try {
  // The admin address first (docs/decisions/045): release managers' only way in, on a listener of its own. It
  // closes with the API (SIGTERM drains both).
  const admin = await adminOf(app).listen({ host: config.admin.host, port: config.admin.port });
  app.log.info(`api: admin address (release managers only) on ${admin}`);
  await serve(app, { name: 'api', host: config.host, port: config.port, state: processState, ...config.shutdown });
} catch (error) {
  app.log.error(error, 'Startup failure');
  process.exit(1);
}
