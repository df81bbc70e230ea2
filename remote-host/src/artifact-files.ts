// A remote host's `/<version>/…`: the files of a published version, read from the artifact store (a folder or a
// bucket, docs/decisions/027), in the best encoding the browser accepts.
import { createHash } from 'node:crypto';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteName } from '@site/shared/contracts';
import { TWINS } from '@site/shared/server/compressed-twins';
import type { TwinEncoding } from '@site/shared/server/compressed-twins';
import { cacheControlFor, contentTypeFor, etagMatches } from '@site/shared/server/served-files';
import type { ArtifactStore } from '@site/shared/server/artifact-store';

export interface VersionFile {
  body: Buffer;
  encoding: TwinEncoding | undefined;
}

/** Whether a version is published, remembered once it is: a published version never changes. */
function createPublishedVersions(store: ArtifactStore, remote: RemoteName) {
  const known = new Set<string>();
  return async (version: string) => {
    if (known.has(version)) return true;
    const published = (await store.read(remote, version)) !== undefined;
    if (published) known.add(version);
    return published;
  };
}

/**
 * The file of a published version, or its twin in an encoding the request accepts; undefined when the version is
 * not published (a half-finished publish is not) or has no such file.
 */
export function createVersionFiles(store: ArtifactStore, remote: RemoteName) {
  const isPublished = createPublishedVersions(store, remote);
  return {
    isPublished,
    async read(version: string, file: string, acceptEncoding: string | undefined): Promise<VersionFile | undefined> {
      if (!(await isPublished(version))) return undefined;
      // The accepted twins, best first; a small file has none, so the file itself follows.
      const accepted = TWINS.filter(({ encoding }) => acceptEncoding && negotiate(acceptEncoding, [encoding]));
      for (const { encoding, extension } of accepted) {
        const body = await store.readFile(remote, version, `${file}${extension}`);
        if (body) return { body, encoding };
      }
      const body = await store.readFile(remote, version, file);
      return body ? { body, encoding: undefined } : undefined;
    },
  };
}

/** Sends a published version's file as the build's own files are sent: type, caching, encoding and validator. */
export function sendVersionFile(request: FastifyRequest, reply: FastifyReply, file: string, found: VersionFile) {
  const etag = `"${createHash('sha1').update(found.body).digest('base64url')}"`;
  void reply
    .header('cache-control', cacheControlFor(file))
    .header('vary', 'origin, accept-encoding')
    .header('etag', etag)
    .type(contentTypeFor(file));
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (found.encoding) void reply.header('content-encoding', found.encoding);
  return reply.send(found.body);
}
