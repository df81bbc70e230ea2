import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  COHORT_BUCKETS,
  COHORT_BUCKET_PARAM,
  COHORT_COOKIE,
  COHORT_COOKIE_MAX_AGE_SECONDS,
  PRIVATE_BUILD_FILE,
  PRIVATE_PAGE_CACHE_CONTROL,
  SERVER_BUILD_PATH,
  SERVER_BUNDLE_TOKEN_HEADER,
  SHARED_PAGE_CACHE_CONTROL,
  SITE_DOCUMENT_PREFIXES,
  defaultSiteConfig,
  cohortBucketOf,
  pageContentSecurityPolicy,
} from '@site/shared/contracts';
import type { AppName, FormPageState, ReleaseManifest, SiteConfig } from '@site/shared/contracts';
import { PAGE_ASSETS_FILE } from '../../shared/build/page-assets.ts';
import { PRECOMPRESS_THRESHOLD_BYTES } from '../../shared/build/compressed-twins.ts';
import { cacheControlFor, etagMatches } from '../../shared/build/served-files.ts';
import type { PageAssets } from '../../shared/build/page-assets.ts';
import { SERVER_BUNDLE_PATH } from '../../shared/build/server-bundle.ts';
import { loadConfig } from '../../api/src/config.ts';
import { VERSION_PATTERN } from '../../api/src/features/releases/artifact-store.ts';
import type { ArtifactStore } from '../../api/src/features/releases/artifact-store.ts';
import { createVersionFiles, sendVersionFile } from './artifact-files.ts';
import { registerApplicationPosts } from './application-posts.ts';
import { registerConsentPosts } from './consent-posts.ts';
import { registerFormPosts } from './form-posts.ts';
import { formTokenSecret, signFormToken } from '../../api/src/http/form-token.ts';
import { siteOriginsFrom } from './same-site.ts';
import { createPageAssetsCache, routeHints, startupHints, widgetStylesheets } from './page-hints.ts';
import { createWidgetStyles } from './widget-styles.ts';
import { createReleaseCache } from './release-cache.ts';
import type { ReleaseCache } from './release-cache.ts';
import {
  createPageStore,
  hostBuildDigest,
  isSharedPageRequest,
  negotiatedCoding,
  pageEtag,
  sharedTokenIssuedAt,
} from './page-cache.ts';
import type { KeptPage } from './page-cache.ts';
import { allowedCorsOrigin, corsOriginsFrom, installSecurityHeaders, thirdPartyScripts } from './security-headers.ts';
import { createServerRenderer } from './server-render.ts';
import { parseShellTemplate, renderShellPage } from './shell-page.ts';
import { siteConfigFromEnv } from './site-config-env.ts';
import { applyOverrides, askedOverrides } from '../../shell/src/features/remotes/qa-override.ts';
import { fetchArtifact } from '../../shell/src/features/remotes/release-manifest.ts';

interface StaticHostOptions {
  app: AppName;
  distDir: string;
  /** Remotes only: the published versions (the artifact store), served at `/<version>/` beside the current build. */
  artifacts?: ArtifactStore;
  /** Shell only: where /api and /media are forwarded. */
  apiOrigin?: string;
  /** Shell only: the configuration written into the page. */
  siteConfig?: SiteConfig;
  /**
   * SERVER_BUNDLE_TOKEN (docs/decisions/014). A remote serves its server bundles only to a request that carries it
   * (the shell's host, whose renderer sends it); without one configured, to nobody.
   */
  serverBundleToken?: string;
  /** Shell only: signs the forms' tokens (docs/decisions/010, 013); default FORM_TOKEN_SECRET, else DATA_DIR's. */
  formTokenSecret?: string;
  /**
   * Shell only: where the remotes' builds are hosted (REMOTE_*_ORIGIN), which its pages' policy allows beside the
   * origins the live release manifest names (docs/decisions/012).
   */
  remoteOrigins?: readonly string[];
  /** The site's public origins (SITE_ORIGINS): the only pages a remote's files are shared with by CORS. */
  siteOrigins?: readonly string[];
}

/** A path with a malformed escape is served as it came (the router shows its not-found page). */
function safeDecode(pathname: string): string {
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
  app: AppName,
  pathname: string,
  request: Pick<FastifyRequest, 'headers'>,
  serverBundleToken: string | undefined,
): boolean {
  if (PRIVATE_BUILD_FILE.test(pathname)) return true;
  if (app === 'shell') return pathname.startsWith('/server/');
  return (
    SERVER_BUILD_PATH.test(pathname) &&
    !isServerBundleToken(request.headers[SERVER_BUNDLE_TOKEN_HEADER], serverBundleToken)
  );
}

/**
 * The visitor's cohort bucket (docs/decisions/021): their cookie's, or a new random one for a first visit, which
 * the page's answer then keeps in the cookie while a canary is in flight.
 */
export function cohortBucket(cookieHeader: string | undefined): { bucket: number; fresh: boolean } {
  const bucket = cohortBucketOf(cookieHeader);
  return bucket === undefined ? { bucket: randomInt(COHORT_BUCKETS), fresh: true } : { bucket, fresh: false };
}

/** The cookie that keeps a visitor in their cohort: the host's own, readable by the API behind it only. */
export const cohortCookie = (bucket: number) =>
  `${COHORT_COOKIE}=${bucket}; Path=/; Max-Age=${COHORT_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly`;

/** The live release manifest for a visitor's bucket, read while serving the page; undefined if the API is slow or down. */
async function readReleases(
  apiOrigin: string,
  environment: string,
  bucket: number,
): Promise<ReleaseManifest | undefined> {
  try {
    const response = await fetch(
      `${apiOrigin}/api/releases/${encodeURIComponent(environment)}?${COHORT_BUCKET_PARAM}=${bucket}`,
      { signal: AbortSignal.timeout(RELEASES_READ_TIMEOUT_MS) },
    );
    return response.ok ? ((await response.json()) as ReleaseManifest) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The versions a page is rendered with: the live manifest of the visitor's cohort, with the QA overrides the
 * request asks for where its environment allows them (staging), so the server's HTML is the one the browser
 * hydrates with the same versions.
 */
async function releasesFor(
  apiOrigin: string,
  releases: ReleaseCache,
  request: FastifyRequest,
  bucket: number,
): Promise<ReleaseManifest | undefined> {
  const pinned = await releases.manifest(bucket);
  if (!pinned?.allowOverrides) return pinned;
  const overrides = askedOverrides(new URL(request.url, 'http://host').search, request.headers.cookie);
  const { manifest } = await applyOverrides(pinned, overrides, (override) =>
    fetchArtifact(override, { apiOrigin, signal: AbortSignal.timeout(RELEASES_READ_TIMEOUT_MS) }).catch(
      () => undefined,
    ),
  );
  return manifest;
}

/** Ours: how long serving a page may wait for the API before the browser asks it instead. */
const RELEASES_READ_TIMEOUT_MS = 500;

/**
 * Serves one app's production build the way an independent host would: the
 * shell with history fallback and the API behind /api, a remote with CORS so
 * the site's origins may load it. Every response carries the security headers
 * (docs/decisions/012).
 */
export async function createStaticHost(options: StaticHostOptions): Promise<FastifyInstance> {
  const { app, distDir } = options;
  const host = Fastify({ logger: false });
  const corsOrigins = options.siteOrigins ?? corsOriginsFrom();
  installSecurityHeaders(host, {
    crossOrigin: app !== 'shell',
    siteOrigins: corsOrigins,
    videoPlayerOrigin: (options.siteConfig ?? siteConfigFromEnv(process.env)).videoPlayerOrigin,
  });
  if (app !== 'shell') {
    host.addHook('onRequest', (request, reply, done) => {
      const allowed = allowedCorsOrigin(request.headers.origin, corsOrigins);
      if (allowed) reply.raw.setHeader('access-control-allow-origin', allowed);
      done();
    });
  }
  host.addHook('onRequest', async (request, reply) => {
    const pathname = safeDecode(new URL(request.url, 'http://host').pathname);
    if (isPrivateBuildRequest(app, pathname, request, options.serverBundleToken)) {
      return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    }
    return undefined;
  });
  // What has no build-time compressed twin (the pages the host writes, the API's answers) is compressed as it goes.
  await host.register(fastifyCompress, { threshold: PRECOMPRESS_THRESHOLD_BYTES });

  await host.register(fastifyStatic, {
    root: distDir,
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
    wildcard: app !== 'shell',
    setHeaders: (response, filePath) => {
      response.setHeader('cache-control', cacheControlFor(filePath));
      // The same address answers in brotli, gzip or plain, by what the browser accepts; a remote's file also
      // answers the site's pages, and only them, with CORS (docs/decisions/012).
      if (app === 'shell') {
        response.setHeader('vary', 'accept-encoding');
        return;
      }
      response.setHeader('vary', 'origin, accept-encoding');
    },
  });

  const { artifacts } = options;
  if (artifacts && app !== 'shell') {
    // A published version is served from the artifact store (a folder or a bucket, docs/decisions/027) at
    // /<version>/…; any other path, and a version not (fully) published, from the current build.
    const versions = createVersionFiles(artifacts, app);
    host.get('/:version/*', async (request, reply) => {
      const { version, '*': file } = request.params as { version: string; '*': string };
      if (!VERSION_PATTERN.test(version) || !(await versions.isPublished(version))) {
        return reply.sendFile(`${version}/${file}`);
      }
      const found = await versions.read(version, file, request.headers['accept-encoding']);
      if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return sendVersionFile(request, reply, file, found);
    });
  }

  if (app === 'shell') {
    const apiOrigin = options.apiOrigin ?? '';
    // The API's own paths, and its documents for crawlers and feed readers (robots.txt, sitemaps, feeds: issue 52).
    for (const prefix of ['/api', '/media', ...SITE_DOCUMENT_PREFIXES]) {
      await host.register(fastifyHttpProxy, {
        upstream: apiOrigin,
        prefix,
        rewritePrefix: prefix,
        // The API rate-limits per visitor, so it must see the visitor's address, not ours.
        replyOptions: {
          rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
        },
      });
    }
    const templateSource = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    const template = parseShellTemplate(templateSource);
    const readJson = <T>(file: string): T | undefined =>
      existsSync(path.join(distDir, file))
        ? (JSON.parse(readFileSync(path.join(distDir, file), 'utf8')) as T)
        : undefined;
    const shellAssets = readJson<PageAssets>(PAGE_ASSETS_FILE);
    const bootHints = startupHints(shellAssets);
    const renderedPageHints = startupHints(shellAssets, { serverRendered: true });
    const siteConfig = options.siteConfig ?? defaultSiteConfig;
    const pageAssets = createPageAssetsCache();
    const widgetStyles = createWidgetStyles();
    const shellBundleFile = path.join(distDir, SERVER_BUNDLE_PATH);
    // Pages are rendered on the server (docs/decisions/008) once the shell has a server build.
    const { serverBundleToken } = options;
    const renderer = existsSync(shellBundleFile)
      ? createServerRenderer({ shellBundleFile, apiOrigin, ...(serverBundleToken ? { serverBundleToken } : {}) })
      : undefined;
    const secret = options.formTokenSecret ?? formTokenSecret(process.env, loadConfig().dataDir);
    const siteOrigins = siteOriginsFrom();
    const configuredRemoteOrigins = options.remoteOrigins ?? [];
    const releaseCache = createReleaseCache(apiOrigin, siteConfig.environment, (bucket) =>
      readReleases(apiOrigin, siteConfig.environment, bucket),
    );
    host.addHook('onClose', async () => releaseCache.close());
    const pageScripts = thirdPartyScripts(siteConfig);
    // Everything of the host's own that a page's bytes depend on (docs/decisions/022).
    const build = hostBuildDigest(
      templateSource,
      existsSync(shellBundleFile) ? readFileSync(shellBundleFile) : '',
      JSON.stringify(siteConfig),
      JSON.stringify(shellAssets ?? null),
      JSON.stringify(configuredRemoteOrigins),
    );
    // Shared pages as sent, by ETag: the next request for one without a validator is not rendered again (docs/decisions/034).
    const pageStore = createPageStore();
    const sendKeptPage = (reply: FastifyReply, etag: string, kept: KeptPage) => {
      // Encoded already: the host's compression leaves a reply with a Content-Encoding as it is.
      if (kept.coding !== 'identity') void reply.header('content-encoding', kept.coding);
      return reply
        .code(200)
        .header('etag', etag)
        .header('age', String(Math.max(0, Math.floor((Date.now() - kept.keptAt) / 1000))))
        .header('vary', 'cookie, accept-encoding')
        .header('cache-control', SHARED_PAGE_CACHE_CONTROL)
        .header('content-security-policy', kept.contentSecurityPolicy)
        .type('text/html; charset=utf-8')
        .send(kept.body);
    };
    // A page carries a form token; a refused form post or a draft renders its page with the visitor's own state
    // (form-posts.ts, application-posts.ts), which no cache shares.
    const sendPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      visitorFormState?: FormPageState,
      status?: number,
    ) => {
      const cohort = cohortBucket(request.headers.cookie);
      const releases = await releasesFor(apiOrigin, releaseCache, request, cohort.bucket);
      // While a canary is in flight, the visitor keeps their cohort: the same versions on every page.
      if (cohort.fresh && releases?.canaryInFlight) void reply.header('set-cookie', cohortCookie(cohort.bucket));
      // A page every visitor (with the same consent choice) gets is validated before it is rendered: a
      // revalidation with its ETag is answered 304 at once (docs/decisions/022).
      const shared =
        releases !== undefined &&
        visitorFormState === undefined &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        isSharedPageRequest(request.headers.cookie, releases);
      const now = Date.now();
      const etag = shared
        ? pageEtag({
            build,
            releases,
            remoteBuilds: await pageAssets.builds(releases),
            url: request.url,
            cookieHeader: request.headers.cookie,
            acceptEncoding: request.headers['accept-encoding'],
            now,
          })
        : undefined;
      // A page may differ by the consent cookie, and is the visitor's own with some others: caches that cannot
      // name the cookie in their key keep the cookie-less requests' page only.
      void reply.header('vary', 'cookie');
      if (etag && etagMatches(request.headers['if-none-match'], etag)) {
        // A 304 updates the stored page's headers: the assets' policy set for every response must not replace
        // the page's own.
        reply.raw.removeHeader('content-security-policy');
        return reply.code(304).header('etag', etag).header('cache-control', SHARED_PAGE_CACHE_CONTROL).send();
      }
      const kept = etag ? pageStore.get(etag) : undefined;
      if (etag && kept) return sendKeptPage(reply, etag, kept);
      // A shared page counts as rendered at the start of its period: its token and data stamps, and so its bytes,
      // are the same for every render in the period.
      const renderedAt = etag ? sharedTokenIssuedAt(now) : now;
      const formState = visitorFormState ?? { token: signFormToken(secret, renderedAt) };
      const pathname = safeDecode(new URL(request.url, 'http://host').pathname);
      const [, rendered] = await Promise.all([
        pageAssets.refresh(releases, pathname),
        // Without the release manifest the server cannot know which versions to render with.
        releases && renderer?.render(request.url, releases, request.headers.cookie, formState, renderedAt),
      ]);
      if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
      const serverRendered = rendered?.kind === 'page';
      let hints =
        (serverRendered ? renderedPageHints : bootHints) +
        routeHints(pathname, releases, (base) => pageAssets.get(base), shellAssets, { serverRendered });
      // Another remote's form in the page's HTML is styled from the first paint too, by styles in the page
      // itself: no request to that remote's host before the first paint (docs/decisions/029).
      const widgets = serverRendered ? rendered.widgets : [];
      if (widgets.length > 0) await pageAssets.refreshWidgets(releases, widgets);
      const styles = await widgetStyles.forPage(
        widgets.length > 0
          ? widgetStylesheets(widgets, releases, (base) => pageAssets.get(base), shellAssets, hints)
          : [],
      );
      hints += styles.markup;
      const templateHashes = serverRendered ? template.inlineHashes.renderedPage : template.inlineHashes.bootPage;
      const page = renderShellPage(
        template,
        releases ? { ...siteConfig, releases } : siteConfig,
        hints,
        serverRendered ? { ...rendered, formState } : undefined,
      );
      const policy = pageContentSecurityPolicy({
        inlineHashes: { ...templateHashes, styles: [...templateHashes.styles, ...styles.styleHashes] },
        remoteOrigins: [...configuredRemoteOrigins, ...(releases?.remotes.map((remote) => remote.manifestUrl) ?? [])],
        thirdPartyScripts: pageScripts,
        videoPlayerOrigin: siteConfig.videoPlayerOrigin,
      });
      const code = status ?? (serverRendered ? rendered.status : 200);
      // Only a page rendered on the server, whole, is shared; the boot page (a render that failed or was slow)
      // is sent once and asked for again.
      // A page with a widget's stylesheet linked because it could not be read this time differs from the next.
      // A page rendered while a remote or the API failed is sent as it is, and asked for again (docs/decisions/034).
      const cacheable =
        etag !== undefined &&
        serverRendered &&
        rendered.complete &&
        styles.complete &&
        code === 200 &&
        !reply.hasHeader('set-cookie');
      if (cacheable) {
        const coding = negotiatedCoding(request.headers['accept-encoding']);
        return sendKeptPage(reply, etag, pageStore.keep(etag, page, coding, policy));
      }
      return reply
        .code(code)
        .header('cache-control', PRIVATE_PAGE_CACHE_CONTROL)
        .header('content-security-policy', policy)
        .type('text/html; charset=utf-8')
        .send(page);
    };
    // The cookie banner's choices without JavaScript (docs/decisions/010).
    await registerConsentPosts(host, { siteOrigins });
    // The application wizard's posts and drafts (docs/decisions/010).
    await registerApplicationPosts(host, { apiOrigin, sendPage, secret, siteOrigins });
    // Every path that is not a file is a route of the single-page app.
    host.get('/', (request, reply) => sendPage(request, reply));
    // Its own route, not the not-found handler: a route gets the compression, which the handler would not.
    host.get('/*', (request, reply) => sendPage(request, reply));
    await registerFormPosts(host, {
      apiOrigin,
      secret,
      siteOrigins,
      sendPage,
    });
    host.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send();
      return sendPage(request, reply);
    });
  }
  return host;
}
