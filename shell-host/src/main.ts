// The shell's host process: `npm start -w shell-host` (node dist/main.js). Traces start first: the SDK instruments
// what is imported after it (docs/decisions/046); the process itself is serve.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageDirOf } from '@site/shared/server/settings';
import { startTelemetry } from '@site/shared/server/telemetry';

const { version } = JSON.parse(readFileSync(path.join(packageDirOf(import.meta.dirname), 'package.json'), 'utf8')) as {
  version: string;
};
// A visitor's traceparent names a trace here, but never decides its sampling: the host is public.
await startTelemetry({ service: 'shell-host', version, edge: true });
await import('./serve.ts');
