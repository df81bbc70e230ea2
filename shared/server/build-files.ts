// What the shell's host and a remote's host have in common: they serve a build's files the way an independent host
// would, with the build's compressed twins, our cache policy per file, the security headers, and never a file no
// visitor may have (docs/decisions/012, 014).
import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRIVATE_BUILD_FILE, SERVER_BUILD_PATH, SERVER_BUNDLE_TOKEN_HEADER } from '../src/constants/security.ts';
import { PRECOMPRESS_THRESHOLD_BYTES } from './compressed-twins.ts';
import { loggerOptions, requestIds } from './logging.ts';
import { allowedCorsOrigin, installSecurityHeaders } from './security-headers.ts';
import { cacheControlFor } from './served-files.ts';
import { fastifyTrustProxy } from './settings.ts';

/** Ours: the longest path segment a host's route takes. */
export const MAX_FORWARDED_PARAM_LENGTH = 2_000;

/** A path with a malformed escape is served as it came (the router shows its not-found page). */
export function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Whether `given` is the server-bundle token, compared in constant time (digests, so lengths leak nothing). */
export function isServerBundleToken(given: string | string[] | undefined, token: string | undefined): boolean {
  if (!token || typeof given !== 'string' || given === '') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * docs/decisions/014: what no visitor gets from any host: source maps and `mf-stats.json` (should a build or an
 * old artifact still hold them), the shell's own server bundle (its host reads it from disk), and a remote's server
 * bundle without the token. Each is a 404, as if it did not exist.
 */
export function isPrivateBuildRequest(
  role: 'shell' | 'remote',
  pathname: string,
  request: Pick<FastifyRequest, 'headers'>,
  serverBundleToken: string | undefined,
): boolean {
  if (PRIVATE_BUILD_FILE.test(pathname)) return true;
  if (role === 'shell') return pathname.startsWith('/server/');
  return (
    SERVER_BUILD_PATH.test(pathname) &&
    !isServerBundleToken(request.headers[SERVER_BUNDLE_TOKEN_HEADER], serverBundleToken)
  );
}

export interface BuildFileHostOptions {
  /** The shell's files are for its own pages; a remote's are loaded by the shell's pages on another origin. */
  role: 'shell' | 'remote';
  /** The build served at `/`. */
  distDir: string;
  /** The process's name in its log lines. */
  service: string;
  /** SITE_ORIGINS: a remote's files are shared with these pages only (CORS); an https one means HSTS. */
  siteOrigins: readonly string[];
  /** TRUSTED_PROXIES: whose X-Forwarded-For names the client. */
  trustedProxies: readonly string[];
  videoPlayerOrigin: string | undefined;
  /** SERVER_BUNDLE_TOKEN (docs/decisions/014): a remote serves its server bundles only to a request carrying it. */
  serverBundleToken?: string;
  logLevel?: string;
  /** Tests read the log lines from a stream of their own. */
  logStream?: NodeJS.WritableStream;
}

/** A Fastify instance that serves `distDir` with the policy above; each host adds its own routes. */
export async function createBuildFileHost(options: BuildFileHostOptions): Promise<FastifyInstance> {
  const { role, siteOrigins } = options;
  const host = Fastify({
    logger: loggerOptions({ service: options.service, level: options.logLevel, stream: options.logStream }),
    ...requestIds,
    trustProxy: fastifyTrustProxy(options.trustedProxies),
    // A host behind a load balancer keeps connections open longer than the balancer does.
    keepAliveTimeout: 72_000,
    // A path it forwards (`/api/guide/detail/<a slug made from a long title>`) may be long.
    routerOptions: { maxParamLength: MAX_FORWARDED_PARAM_LENGTH },
  });
  installSecurityHeaders(host, {
    crossOrigin: role === 'remote',
    siteOrigins,
    videoPlayerOrigin: options.videoPlayerOrigin,
  });
  if (role === 'remote') {
    host.addHook('onRequest', (request, reply, done) => {
      const allowed = allowedCorsOrigin(request.headers.origin, siteOrigins);
      if (allowed) reply.raw.setHeader('access-control-allow-origin', allowed);
      done();
    });
  }
  host.addHook('onRequest', async (request, reply) => {
    const pathname = safeDecode(new URL(request.url, 'http://host').pathname);
    if (isPrivateBuildRequest(role, pathname, request, options.serverBundleToken)) {
      return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    }
    return undefined;
  });
  // What has no build-time compressed twin (the pages the host writes, the API's answers) is compressed as it goes.
  await host.register(fastifyCompress, { threshold: PRECOMPRESS_THRESHOLD_BYTES });
  await host.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    // Each build writes its text files' .br and .gz twins (PrecompressPlugin): sent as they are, in the best
    // encoding the browser accepts.
    preCompressed: true,
    // Our own cache-control per file (below), not the plugin's one-size max-age.
    cacheControl: false,
    // The shell's build is fixed while its host runs: one route per file, listed at start, so a page's address
    // goes straight to the page without asking the disk for it and its .br and .gz twins first (issue 19: a
    // quarter of the host's time per revalidated page). A remote host also serves versions published after it
    // started, so it keeps looking on disk.
    wildcard: role === 'remote',
    setHeaders: (reply, filePath) => {
      void reply.header('cache-control', cacheControlFor(filePath));
      // The same address answers in brotli, gzip or plain, by what the browser accepts; a remote's file also
      // answers the site's pages, and only them, with CORS (docs/decisions/012).
      void reply.header('vary', role === 'shell' ? 'accept-encoding' : 'origin, accept-encoding');
    },
  });
  return host;
}
