// A remote's host process: `REMOTE=insights npm start -w remote-host` (node dist/main.js).
import { openArtifactStore } from '@site/shared/server/artifact-store';
import { serve } from '@site/shared/server/lifecycle';
import type { ProcessState } from '@site/shared/server/lifecycle';
import { loadRemoteHostConfig } from './config.ts';
import { createRemoteHost } from './remote-host.ts';

const config = loadRemoteHostConfig();
const artifacts = openArtifactStore(config);
const processState: ProcessState = { stopping: false };
const host = await createRemoteHost({ ...config, artifacts, processState });
const address = await serve(host, {
  name: `remote-host (${config.remote})`,
  host: config.host,
  port: config.port,
  state: processState,
  ...config.shutdown,
});
host.log.info(`remote-host serving ${config.remote} on ${address}`);
