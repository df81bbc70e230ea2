// The shell's production host (docs/decisions/008, 010, 041): serves the shell's build, renders every route on the
// server with the pinned versions' server bundles, runs the owning remote's action for a form post, and forwards
// /api and /media to the API.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomInt } from 'node:crypto';
import {
  COHORT_BUCKETS,
  COHORT_BUCKET_PARAM,
  COHORT_COOKIE,
  COHORT_COOKIE_MAX_AGE_SECONDS,
  PRIVATE_PAGE_CACHE_CONTROL,
  IDEMPOTENCY_KEY_HEADER,
  apiMessages,
  isIdempotencyKey,
  SHARED_PAGE_CACHE_CONTROL,
  SERVER_RENDERS_AT_ONCE,
  SITE_DOCUMENT_PREFIXES,
  applyOverrides,
  askedOverrides,
  cohortBucketOf,
  fetchArtifact,
  pageContentSecurityPolicy,
  sharedTokenIssuedAt,
} from '@site/shared/contracts';
import type { FormPageState, ReleaseManifest, RemoteName, SiteConfig } from '@site/shared/contracts';
import { createBuildFileHost, safeDecode } from '@site/shared/server/build-files';
import { signFormToken } from '@site/shared/server/form-token';
import { installHealthRoutes } from '@site/shared/server/lifecycle';
import type { ProcessState } from '@site/shared/server/lifecycle';
import { PAGE_ASSETS_FILE } from '@site/shared/server/page-assets';
import type { PageAssets } from '@site/shared/server/page-assets';
import { etagMatches } from '@site/shared/server/served-files';
import { SERVER_BUNDLE_PATH } from '@site/shared/server/server-bundle';
import { formRateLimitFrom } from '@site/shared/server/settings';
import { registerConsentPosts } from './consent-posts.ts';
import { createRemoteHandlers } from './remote-handlers.ts';
import {
  createPageAssetsCache,
  readFromHost,
  routeHints,
  startupHints,
  stylesheetHrefs,
  widgetStylesheets,
  withoutStylesheetLinks,
} from './page-hints.ts';
import { INLINE_PAGE_STYLE_MAX_BYTES, createWidgetStyles } from './widget-styles.ts';
import { STALE_ANSWER_HEADER, createApiReadCache } from './api-read-cache.ts';
import { createReleaseCache } from './release-cache.ts';
import { createPageHealth } from './page-health.ts';
import { createLeadSender } from './lead-sender.ts';
import { createLeadSpool } from './lead-spool.ts';
import { acceptedAnswer, receiptHeaders, registerLeadPosts } from './lead-posts.ts';
import type { ReleaseCache } from './release-cache.ts';
import {
  createPageStore,
  hostBuildDigest,
  isSharedPageRequest,
  isVisitorsOwnPage,
  negotiatedCoding,
  pageAddressKey,
  pageEtag,
} from './page-cache.ts';
import type { KeptPage } from './page-cache.ts';
import { thirdPartyScripts } from './third-party-scripts.ts';
import { createServerRenderer } from './server-render.ts';
import { parseShellTemplate, renderShellPage } from './shell-page.ts';
import { createMetricsRegistry, installRequestMetrics } from '@site/shared/server/metrics';
import type { Registry } from '@site/shared/server/metrics';
import { NO_RELEASE_LABEL, createHostMetrics, pageTemplate } from './host-metrics.ts';
import { createServedReleases, registerVitalsBeacon } from './vitals-beacon.ts';
import { ownerOfPath } from './remote-handlers.ts';

export interface ShellHostOptions {
  /** The shell's build (its `index.html`, bundle and `server/server.cjs`). */
  distDir: string;
  /** Where /api and /media are forwarded, and the release manifest is read. */
  apiOrigin: string;
  /** The configuration written into the page. */
  siteConfig: SiteConfig;
  /** SITE_ORIGINS: the site's public origins; posts are accepted from them, and an https one means HSTS. */
  siteOrigins: readonly string[];
  /** TRUSTED_PROXIES: whose X-Forwarded-For names the visitor (their address is their rate-limit bucket). */
  trustedProxies?: readonly string[];
  /** SERVER_BUNDLE_TOKEN (docs/decisions/014): the renderer sends it to the remotes' hosts for their server bundles. */
  serverBundleToken?: string;
  /** FORM_TOKEN_SECRET: signs the forms' tokens (docs/decisions/010, 013), shared with the API. */
  formTokenSecret: string;
  /**
   * HEALTH_REPORT_SECRET: signs the pages' report tokens and the counts of rendered pages (docs/decisions/045),
   * shared with the API. Without it, pages carry no report token and nothing is counted.
   */
  healthReportSecret?: string;
  /**
   * Where the remotes' builds are hosted (REMOTE_*_ORIGIN), which its pages' policy allows beside the origins the
   * live release manifest names (docs/decisions/012).
   */
  remoteOrigins?: readonly string[];
  /** What `/readyz` reports; SIGTERM sets it stopping. */
  processState?: ProcessState;
  /** Leads per visitor per window the host spools while the API is away (the API's form rate limit, by default). */
  leadRateLimit?: { max: number; windowMs: number };
  /**
   * Where the host keeps what must outlive a restart (DATA_DIR/shell-host): the last good release manifest and the
   * API's last good answers (docs/decisions/043). Memory only without it.
   */
  stateDir?: string;
  logLevel?: string;
  /** Tests read the log lines from a stream of their own. */
  logStream?: NodeJS.WritableStream;
  /** The registry the host's metrics go in (its main module serves it on METRICS_HOST:METRICS_PORT); a fresh one otherwise. */
  metrics?: Registry;
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

/** The browser's request headers a forwarded read passes on to the API. */
const FORWARDED_READ_HEADERS = ['accept', 'accept-language', 'cookie', 'if-none-match', 'user-agent'] as const;
/** What the host does not pass back from the API's answer: its own framing and coding. */
const UNFORWARDED_ANSWER_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'keep-alive',
  'transfer-encoding',
]);
/** The header that marks a page rendered with kept answers: the oldest one's age in seconds. */
export const STALE_PAGE_HEADER = STALE_ANSWER_HEADER;
/** Ours: how soon a visitor's browser may ask again after the host answered 503. */
export const RETRY_AFTER_SECONDS = 30;

/** Ours: how long serving a page may wait for the API before the browser asks it instead. */
const RELEASES_READ_TIMEOUT_MS = 500;

/**
 * The shell's host: the shell's build, every route rendered on the server, /api and /media forwarded to the API.
 * Every response carries the security headers (docs/decisions/012).
 */
export async function createShellHost(options: ShellHostOptions): Promise<FastifyInstance> {
  const { distDir, apiOrigin, siteConfig, siteOrigins } = options;
  const host = await createBuildFileHost({
    role: 'shell',
    distDir,
    service: 'shell-host',
    siteOrigins,
    trustedProxies: options.trustedProxies ?? [],
    videoPlayerOrigin: siteConfig.videoPlayerOrigin,
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  // Metrics (issue 50): every answer by route template, and the host's own (host-metrics.ts).
  const registry = options.metrics ?? createMetricsRegistry();
  host.decorate('metrics', registry);
  installRequestMetrics([host], registry, { pageTemplate });
  const metrics = createHostMetrics(registry);
  const servedReleases = createServedReleases();
  // Report tokens in pages, and counts of pages rendered, while a health check watches (docs/decisions/045).
  const pageHealth = options.healthReportSecret
    ? createPageHealth({ apiOrigin, secret: options.healthReportSecret, log: host.log })
    : undefined;
  if (pageHealth) host.addHook('onClose', async () => pageHealth.stop());
  await registerVitalsBeacon(host, {
    registry,
    releases: servedReleases,
    ...(pageHealth
      ? { countLcp: (sample) => void pageHealth.recordLcp({ environment: siteConfig.environment, ...sample }) }
      : {}),
  });
  installHealthRoutes(host, options.processState ?? { stopping: false }, [
    // The host serves pages with the API away (docs/decisions/041): the API is reported, never a reason to be out.
    {
      name: 'api',
      critical: false,
      check: async () => {
        const response = await fetch(`${apiOrigin}/readyz`);
        if (!response.ok) throw new Error(`the API answered ${response.status}`);
      },
    },
  ]);
  // /api and /media, and the documents for crawlers and feed readers the API makes (docs/decisions/044).
  for (const prefix of ['/api', '/media', ...SITE_DOCUMENT_PREFIXES]) {
    await host.register(fastifyHttpProxy, {
      upstream: apiOrigin,
      prefix,
      rewritePrefix: prefix,
      // The browser's reads of the API go through the host's read-through cache (below); the rest are forwarded.
      ...(prefix === '/api' ? { httpMethods: ['DELETE', 'OPTIONS', 'PATCH', 'POST', 'PUT'] } : {}),
      // The API rate-limits per visitor, so it must see the visitor's address (from the proxy chain this host
      // trusts), not ours; what the visitor sent as X-Forwarded-For is not passed on.
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
  const pageAssets = createPageAssetsCache();
  const widgetStyles = createWidgetStyles();
  // The page's own stylesheets go into the page too, so its first paint waits for none (docs/decisions/047): the
  // shell's files read from its build here, the route's remote's from its host, each once.
  const pageStyles = createWidgetStyles(
    async (url) => {
      if (!url.startsWith('/')) return readFromHost(url, (response) => response.text());
      const file = path.join(distDir, path.normalize(url).replace(/^[/\\]+/, ''));
      return file.startsWith(distDir) && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    },
    { maxBytes: INLINE_PAGE_STYLE_MAX_BYTES, linkForLoader: true },
  );
  const shellBundleFile = path.join(distDir, SERVER_BUNDLE_PATH);
  // Pages are rendered on the server (docs/decisions/008) once the shell has a server build.
  const { serverBundleToken } = options;
  const { stateDir } = options;
  // The API's last good answers, which pages render with while it cannot answer (docs/decisions/043).
  const apiReads = createApiReadCache({
    apiOrigin,
    ...(stateDir ? { dir: path.join(stateDir, 'api-reads') } : {}),
    log: (message, detail) => host.log.warn(detail ?? {}, message),
  });
  // The browser's reads of the API (in-site navigation, a form's options) through the same cache.
  const forwardRead = async (request: FastifyRequest, reply: FastifyReply) => {
    const headers: Record<string, string> = { 'x-forwarded-for': request.ip };
    for (const name of FORWARDED_READ_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    let response: Response;
    try {
      response = await apiReads.session().fetch(`${apiOrigin}${request.url}`, { method: request.method, headers });
    } catch {
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .send({ status: 0, message: apiMessages.unavailable });
    }
    void reply.code(response.status);
    for (const [name, value] of response.headers) {
      if (!UNFORWARDED_ANSWER_HEADERS.has(name)) void reply.header(name, value);
    }
    return reply.send(Buffer.from(await response.arrayBuffer()));
  };
  host.get('/api/*', forwardRead);
  const renderer = existsSync(shellBundleFile)
    ? createServerRenderer({
        shellBundleFile,
        apiOrigin,
        apiReads,
        ...(serverBundleToken ? { serverBundleToken } : {}),
        log: host.log,
        observer: {
          queued: metrics.renderQueued,
          rendered(releases, outcome, ms, failure) {
            metrics.rendered(releases.releaseId, outcome, ms);
            if (!failure) return;
            // A failure of the version itself, which the release health check counts (issue 50).
            metrics.serverFailure(releases.releaseId, failure.remote, failure.kind);
            if (failure.remote !== 'shell') pageHealth?.recordFailure(releases, failure.remote as RemoteName);
          },
        },
      })
    : undefined;
  if (renderer) metrics.watchRenderQueue(renderer.queue, SERVER_RENDERS_AT_ONCE);
  /** The release (and the remote that answers) of each request that runs a remote's code: its 5xx count against it. */
  const releaseOfRequest = new WeakMap<FastifyRequest, { releases: ReleaseManifest; remote: RemoteName }>();
  host.addHook('onResponse', async (request, reply) => {
    const served = releaseOfRequest.get(request);
    // 502, 503 and 504 say something else was away (the API, a remote's host), not that the version is broken.
    if (!served || reply.statusCode < 500 || [502, 503, 504].includes(reply.statusCode)) return;
    metrics.serverFailure(served.releases.releaseId, served.remote, 'action');
    pageHealth?.recordFailure(served.releases, served.remote);
  });
  const secret = options.formTokenSecret;
  const configuredRemoteOrigins = options.remoteOrigins ?? [];
  const releaseCache = createReleaseCache(
    apiOrigin,
    siteConfig.environment,
    (bucket) => readReleases(apiOrigin, siteConfig.environment, bucket),
    stateDir ? path.join(stateDir, `release-manifest-${encodeURIComponent(siteConfig.environment)}.json`) : undefined,
    host.log,
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
  // (the remotes' handlers, remote-handlers.ts), which no cache shares.
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    visitorFormState?: FormPageState,
    status?: number,
  ) => {
    const cohort = cohortBucket(request.headers.cookie);
    const releases = await releasesFor(apiOrigin, releaseCache, request, cohort.bucket);
    const pathname = safeDecode(new URL(request.url, 'http://host').pathname);
    const route = pageTemplate(pathname);
    const releaseLabel = releases?.releaseId ?? NO_RELEASE_LABEL;
    if (releases) {
      servedReleases.served(releases.releaseId);
      request.log = request.log.child({ releaseId: releases.releaseId });
      const owner = ownerOfPath(pathname);
      if (owner && !releaseOfRequest.has(request)) releaseOfRequest.set(request, { releases, remote: owner });
    }
    // While a canary is in flight, the visitor keeps their cohort: the same versions on every page.
    if (cohort.fresh && releases?.canaryInFlight) void reply.header('set-cookie', cohortCookie(cohort.bucket));
    // A page every visitor (with the same consent choice) gets is validated before it is rendered: a
    // revalidation with its ETag is answered 304 at once (docs/decisions/022).
    // A page from the last good manifest (the API away) is sent as it is, never shared (docs/decisions/043).
    const staleRelease = releases !== undefined && releaseCache.isStale(releases);
    const shared =
      releases !== undefined &&
      !staleRelease &&
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
      metrics.pageStore('revalidated');
      metrics.page(route, 304, releaseLabel, false);
      return reply.code(304).header('etag', etag).header('cache-control', SHARED_PAGE_CACHE_CONTROL).send();
    }
    const kept = etag ? pageStore.get(etag) : undefined;
    if (etag && kept) {
      metrics.pageStore('hit');
      metrics.page(route, 200, releaseLabel, false);
      return sendKeptPage(reply, etag, kept);
    }
    // A shared page counts as rendered at the start of its period: its token and data stamps, and so its bytes,
    // are the same for every render in the period.
    const renderedAt = etag ? sharedTokenIssuedAt(now) : now;
    const formState = visitorFormState ?? { token: signFormToken(secret, renderedAt) };
    const [, rendered] = await Promise.all([
      pageAssets.refresh(releases, pathname),
      // Without the release manifest the server cannot know which versions to render with.
      releases && renderer?.render(request.url, releases, request.headers.cookie, formState, renderedAt),
    ]);
    if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
    const serverRendered = rendered?.kind === 'page';
    // A render that failed, was too slow or could not start (no manifest) sends the address's last good page,
    // marked stale, as a CDN does with stale-if-error; the boot page only when the host never sent it whole
    // (docs/decisions/043). Never for a page that is the visitor's own.
    const lastGood =
      !serverRendered &&
      visitorFormState === undefined &&
      status === undefined &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isVisitorsOwnPage(request.headers.cookie)
        ? pageStore.lastGood(pageAddressKey(request.url, request.headers.cookie, request.headers['accept-encoding']))
        : undefined;
    if (lastGood) {
      metrics.stalePage('last good page');
      metrics.page(route, 200, releaseLabel, false);
      const ageSeconds = Math.max(0, Math.floor((Date.now() - lastGood.keptAt) / 1000));
      if (lastGood.coding !== 'identity') void reply.header('content-encoding', lastGood.coding);
      return reply
        .code(200)
        .header(STALE_PAGE_HEADER, String(ageSeconds))
        .header('vary', 'cookie, accept-encoding')
        .header('cache-control', PRIVATE_PAGE_CACHE_CONTROL)
        .header('content-security-policy', lastGood.contentSecurityPolicy)
        .type('text/html; charset=utf-8')
        .send(lastGood.body);
    }
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
    // The page's own stylesheet links become styles in the page, in their order and before the widgets'.
    const ownStyles = serverRendered ? await pageStyles.forPage(stylesheetHrefs(hints)) : undefined;
    if (ownStyles) hints = withoutStylesheetLinks(hints) + ownStyles.markup;
    hints += styles.markup;
    const templateHashes = serverRendered ? template.inlineHashes.renderedPage : template.inlineHashes.bootPage;
    const page = renderShellPage(
      template,
      releases ? { ...siteConfig, releases, ...pageHealth?.tokenFor(releases) } : siteConfig,
      hints,
      serverRendered ? { ...rendered, formState } : undefined,
    );
    const policy = pageContentSecurityPolicy({
      inlineHashes: {
        ...templateHashes,
        styles: [...templateHashes.styles, ...styles.styleHashes, ...(ownStyles?.styleHashes ?? [])],
      },
      remoteOrigins: [...configuredRemoteOrigins, ...(releases?.remotes.map((remote) => remote.manifestUrl) ?? [])],
      thirdPartyScripts: pageScripts,
      videoPlayerOrigin: siteConfig.videoPlayerOrigin,
    });
    // Data the host never had: the page's frame and its note, 503, so neither a crawler nor a cache keeps it.
    const code = status ?? (serverRendered ? (rendered.dataMissing ? 503 : rendered.status) : 200);
    const staleSeconds = serverRendered ? rendered.staleSeconds : undefined;
    metrics.page(route, code, releaseLabel, !serverRendered);
    if (staleSeconds !== undefined) metrics.stalePage('api answers');
    if (staleRelease) metrics.stalePage('release manifest');
    // Only a page rendered on the server, whole, is shared; the boot page (a render that failed or was slow)
    // is sent once and asked for again.
    // A page with a widget's stylesheet linked because it could not be read this time differs from the next.
    // A page rendered while a remote or the API failed is sent as it is, and asked for again (docs/decisions/034).
    const cacheable =
      etag !== undefined &&
      serverRendered &&
      rendered.complete &&
      staleSeconds === undefined &&
      styles.complete &&
      (ownStyles?.complete ?? true) &&
      code === 200 &&
      !reply.hasHeader('set-cookie');
    if (etag !== undefined) metrics.pageStore('miss');
    if (cacheable) {
      const coding = negotiatedCoding(request.headers['accept-encoding']);
      const addressKey = pageAddressKey(request.url, request.headers.cookie, request.headers['accept-encoding']);
      return sendKeptPage(reply, etag, pageStore.keep(etag, addressKey, page, coding, policy));
    }
    // Marked stale: rendered with the API's last good answers, or the last good manifest.
    if (staleSeconds !== undefined || staleRelease) void reply.header(STALE_PAGE_HEADER, String(staleSeconds ?? 0));
    if (code === 503) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply
      .code(code)
      .header('cache-control', PRIVATE_PAGE_CACHE_CONTROL)
      .header('content-security-policy', policy)
      .type('text/html; charset=utf-8')
      .send(page);
  };
  // Leads: tried again, spooled while the API is away, delivered once when it is back (docs/decisions/043).
  const spool = stateDir ? createLeadSpool(path.join(stateDir, 'lead-spool')) : undefined;
  if (spool) metrics.watchSpool(spool);
  const leads = spool
    ? createLeadSender({
        apiOrigin,
        spool,
        acceptedAnswer,
        receiptHeaders: receiptHeaders(secret),
        keyHeader: IDEMPOTENCY_KEY_HEADER,
        isKey: isIdempotencyKey,
        spoolRateLimit: options.leadRateLimit ?? formRateLimitFrom({}),
        observe: metrics.lead,
        log: host.log,
      })
    : undefined;
  if (leads) {
    leads.start();
    host.addHook('onClose', async () => leads.stop());
    await registerLeadPosts(host, leads);
  }
  // The cookie banner's choices without JavaScript (docs/decisions/010).
  await registerConsentPosts(host, { siteOrigins });
  // The remotes' form posts, wizard steps and saves, run from their pinned versions (docs/decisions/041).
  const remoteHandlers = createRemoteHandlers({
    apiOrigin,
    secret,
    siteOrigins,
    sendPage,
    releasesFor: (request) =>
      releasesFor(apiOrigin, releaseCache, request, cohortBucket(request.headers.cookie).bucket),
    findHandler: (...args) => renderer?.findHandler(...args) ?? Promise.resolve(undefined),
    ran: (request, releases, remote) => releaseOfRequest.set(request, { releases, remote }),
    ...(leads ? { leads } : {}),
  });
  await remoteHandlers.register(host);
  // Every path that is not a file is a route of the single-page app; its remote may answer it first.
  const page = async (request: FastifyRequest, reply: FastifyReply) =>
    (await remoteHandlers.get(request, reply)) ? reply : sendPage(request, reply);
  host.get('/', page);
  // Its own route, not the not-found handler: a route gets the compression, which the handler would not.
  host.get('/*', page);
  host.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send();
    return sendPage(request, reply);
  });
  return host;
}
