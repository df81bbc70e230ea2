// The API process: `npm start -w api` (node dist/main.js) or `npm run dev -w api`. Traces start first: the SDK
// instruments what is imported after it (docs/decisions/046); the process itself is serve.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageDirOf } from '@site/shared/server/settings';
import { startTelemetry } from '@site/shared/server/telemetry';

const { version } = JSON.parse(readFileSync(path.join(packageDirOf(import.meta.dirname), 'package.json'), 'utf8')) as {
  version: string;
};
await startTelemetry({ service: 'api', version, edge: false });
await import('./serve.ts');
