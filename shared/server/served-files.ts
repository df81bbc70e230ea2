// How a build's files are labelled and how long they may be cached, by a host, a CDN or a bucket; no build
// tooling here (hosts and the artifact store import it).
import path from 'node:path';
import { isUtf8MimeType, mime } from '@fastify/send';
import { REMOTE_ENTRY_FILE } from '../src/constants/federation.ts';
import { withoutTwinExtension } from './compressed-twins.ts';
import { PAGE_ASSETS_FILE } from './page-assets.ts';

const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|svg|webp|woff2?)$/;
const ALWAYS_FRESH = new Set(['index.html', REMOTE_ENTRY_FILE, 'mf-manifest.json', PAGE_ASSETS_FILE]);

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * DESIGN.md: entries and manifests are revalidated on every load; hashed
 * assets never change. A compressed twin is cached as the file it encodes.
 */
export function cacheControlFor(filePath: string): string {
  const name = withoutTwinExtension(path.basename(filePath));
  if (ALWAYS_FRESH.has(name)) return 'no-cache';
  if (HASHED_ASSET.test(name)) return IMMUTABLE_CACHE_CONTROL;
  return 'public, max-age=300';
}

/**
 * A file's Content-Type as @fastify/static labels the build's own files (the same table, from @fastify/send), with
 * the charset of a text type; a compressed twin's is its file's (it is sent encoded).
 */
export function contentTypeFor(filePath: string): string {
  const type = mime.getType(withoutTwinExtension(path.basename(filePath))) ?? 'application/octet-stream';
  return isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/**
 * Whether a request's `If-None-Match` names this entity tag, so the answer is 304 (RFC 9110 §13.1.2: a list,
 * `*`, and the weak comparison, under which `W/"x"` matches `"x"`).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === opaque);
}
