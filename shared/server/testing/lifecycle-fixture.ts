// A process that lives as the site's processes do (lifecycle.ts), for lifecycle.test.ts: `/slow` answers after
// SLOW_MS, `/readyz` is ready while READY_FILE exists. It prints `listening <address>` once it listens.
import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import { installHealthRoutes, serve } from '../lifecycle.ts';
import type { ProcessState } from '../lifecycle.ts';

const state: ProcessState = { stopping: false };
const app = Fastify();
installHealthRoutes(app, state, [
  {
    name: 'the ready file',
    critical: true,
    check: async () => {
      if (!existsSync(process.env.READY_FILE ?? '')) throw new Error('no ready file');
    },
  },
  {
    name: 'an optional service',
    critical: false,
    // OPTIONAL_HANGS: it never answers (a dependency that hangs); else it refuses at once.
    check: () => (process.env.OPTIONAL_HANGS ? new Promise<void>(() => undefined) : Promise.reject(new Error('away'))),
  },
]);
app.get('/slow', async () => {
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.SLOW_MS)));
  return { done: true };
});
const address = await serve(app, {
  name: 'fixture',
  host: '127.0.0.1',
  port: 0,
  state,
  shutdownNoticeMs: Number(process.env.SHUTDOWN_NOTICE_MS),
  drainTimeoutMs: Number(process.env.DRAIN_TIMEOUT_MS),
  log: (message) => console.log(message),
});
console.log(`listening ${address}`);
