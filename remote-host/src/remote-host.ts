// A remote's host (docs/decisions/027, 041): serves one remote's files to the site's pages, its current build at `/`
// and every version published to the artifact store at `/<version>/`. Its server bundles go only to the shell's
// host (SERVER_BUNDLE_TOKEN, docs/decisions/014).
import type { FastifyInstance } from 'fastify';
import type { RemoteName } from '@site/shared/contracts';
import { VERSION_PATTERN } from '@site/shared/server/artifact-store';
import type { ArtifactStore } from '@site/shared/server/artifact-store';
import { createBuildFileHost } from '@site/shared/server/build-files';
import { installHealthRoutes } from '@site/shared/server/lifecycle';
import type { ProcessState } from '@site/shared/server/lifecycle';
import { createMetricsRegistry, installRequestMetrics } from '@site/shared/server/metrics';
import type { Registry } from '@site/shared/server/metrics';
import { createVersionFiles, sendVersionFile } from './artifact-files.ts';

export interface RemoteHostOptions {
  remote: RemoteName;
  /** The remote's current build, served at `/`. */
  distDir: string;
  /** The published versions, served at `/<version>/`. */
  artifacts: ArtifactStore;
  /** SITE_ORIGINS: the only pages its files are shared with (CORS). */
  siteOrigins: readonly string[];
  trustedProxies?: readonly string[];
  serverBundleToken?: string;
  videoPlayerOrigin?: string;
  processState?: ProcessState;
  logLevel?: string;
  /** Tests read the log lines from a stream of their own. */
  logStream?: NodeJS.WritableStream;
  /** The registry its metrics go in (its main module serves it on METRICS_HOST:METRICS_PORT); a fresh one otherwise. */
  metrics?: Registry;
}

export async function createRemoteHost(options: RemoteHostOptions): Promise<FastifyInstance> {
  const { remote, artifacts } = options;
  const host = await createBuildFileHost({
    role: 'remote',
    distDir: options.distDir,
    service: `remote-host-${remote}`,
    siteOrigins: options.siteOrigins,
    trustedProxies: options.trustedProxies ?? [],
    videoPlayerOrigin: options.videoPlayerOrigin,
    ...(options.serverBundleToken ? { serverBundleToken: options.serverBundleToken } : {}),
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  // Every answer by route template (issue 50); its metrics address is its main module's.
  host.decorate('metrics', options.metrics ?? createMetricsRegistry());
  installRequestMetrics([host], host.metrics);
  // Ready while it can read the artifact store: without it, no pinned version can be served.
  installHealthRoutes(host, options.processState ?? { stopping: false }, [
    { name: 'artifact store', critical: true, check: () => artifacts.blobs.check() },
  ]);
  // A published version is served from the artifact store (a folder or a bucket, docs/decisions/027) at
  // /<version>/…; any other path, and a version not (fully) published, from the current build.
  const versions = createVersionFiles(artifacts, remote);
  host.get('/:version/*', async (request, reply) => {
    const { version, '*': file } = request.params as { version: string; '*': string };
    if (!VERSION_PATTERN.test(version) || !(await versions.isPublished(version))) {
      return reply.sendFile(`${version}/${file}`);
    }
    const found = await versions.read(version, file, request.headers['accept-encoding']);
    if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendVersionFile(request, reply, file, found);
  });
  host.addHook('onClose', () => artifacts.blobs.close());
  return host;
}
