// The API process: `npm start -w api` (node dist/main.js) or `npm run dev -w api`.
import { serve } from '@site/shared/server/lifecycle';
import type { ProcessState } from '@site/shared/server/lifecycle';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const processState: ProcessState = { stopping: false };
const app = await buildApp(config, { processState });
try {
  await serve(app, { name: 'api', host: config.host, port: config.port, state: processState, ...config.shutdown });
} catch (error) {
  app.log.error(error, 'Startup failure');
  process.exit(1);
}
