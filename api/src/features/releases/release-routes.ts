import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiMessages, remoteNames, remotePackages } from '@site/shared/contracts';
import type { ReleaseManifest, RemoteName } from '@site/shared/contracts';
import type { ApiConfig } from '../../config.ts';
import { repoRoot } from '../../config.ts';
import { sendError } from '../../http/errors.ts';

function workspaceVersion(remote: RemoteName): string {
  const packageJson = path.join(repoRoot, remotePackages[remote], 'package.json');
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

/**
 * Until the release registry exists, every environment serves the version
 * each remote's workspace declares, from the origin configured for it.
 */
export function currentReleaseManifest(config: ApiConfig, environment: string): ReleaseManifest {
  return {
    environment,
    remotes: remoteNames.map((name) => ({
      name,
      version: workspaceVersion(name),
      manifestUrl: `${config.remoteOrigins[name]}/mf-manifest.json`,
    })),
  };
}

export function registerReleaseRoutes(app: FastifyInstance, config: ApiConfig): void {
  app.get<{ Params: { environment: string } }>('/api/releases/:environment', async (request, reply) => {
    const { environment } = request.params;
    if (!config.environments.includes(environment)) return sendError(reply, 404, apiMessages.unknownEnvironment);
    // Read on every page load, so that a new pin is live on the next one.
    void reply.header('cache-control', 'no-cache');
    return currentReleaseManifest(config, environment);
  });
}
