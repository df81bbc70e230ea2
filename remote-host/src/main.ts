// A remote's host process: `REMOTE=insights npm start -w remote-host` (node dist/main.js). Traces start first: the
// SDK instruments what is imported after it (docs/decisions/046); the process itself is serve.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageDirOf } from '@site/shared/server/settings';
import { startTelemetry } from '@site/shared/server/telemetry';

const { version } = JSON.parse(readFileSync(path.join(packageDirOf(import.meta.dirname), 'package.json'), 'utf8')) as {
  version: string;
};
// Public, as the shell's host is: a visitor's traceparent never decides sampling.
await startTelemetry({ service: `remote-host-${process.env.REMOTE ?? 'unknown'}`, version, edge: true });
await import('./serve.ts');
