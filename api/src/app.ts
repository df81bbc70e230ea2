import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import { RESUME_MAX_BYTES } from '@site/shared/form-rules';
import type { ApiConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { loadSeeds } from './db/seed.ts';
import { watchContentRevision } from './db/content-revision.ts';
import { registerBlogAndEventRoutes } from './features/blogs-events/blog-event-routes.ts';
import { registerApplicationRoutes } from './features/careers/application-routes.ts';
import { registerDraftRoutes } from './features/careers/draft-routes.ts';
import { registerCaseStudyRoutes } from './features/case-studies/case-study-routes.ts';
import { createContentRepository } from './features/content/content-repository.ts';
import { registerFormRoutes } from './features/forms/form-routes.ts';
import { FORM_TOKEN_SECRET_FILE, sharedSecret } from '@site/shared/server/form-token';
import { registerGuideRoutes } from './features/guides/guide-routes.ts';
import { registerHealthRoutes } from './features/health/health-routes.ts';
import { buildImageCatalog, RENDITIONS_DIR, RENDITIONS_PREFIX } from './features/media/image-pipeline.ts';
import { registerMenuRoutes } from './features/menu/menu-routes.ts';
import { registerNewsRoutes } from './features/news/news-routes.ts';
import { registerNotificationRoutes } from './features/notifications/notification-routes.ts';
import { createOutbox } from './features/notifications/outbox.ts';
import { registerOpeningRoutes } from './features/openings/opening-routes.ts';
import { registerPodcastRoutes } from './features/podcasts/podcast-routes.ts';
import { openArtifactStore } from '@site/shared/server/artifact-store';
import { createReleaseRegistry } from './features/releases/release-registry.ts';
import { registerReleaseRoutes } from './features/releases/release-routes.ts';
import { installReleaseAuth } from './features/releases/release-auth.ts';
import { createReleaseTokens } from './features/releases/release-tokens.ts';
import { registerReleaseTokenRoutes } from './features/releases/release-token-routes.ts';
import { databaseClaims, redisClaims } from './features/releases/report-claims.ts';
import type { ServerSignals } from './features/releases/release-health.ts';
import { healthReportSecret } from '@site/shared/server/health-report-token';
import { registerSiteDocumentRoutes } from './features/site-documents/site-document-routes.ts';
import { registerUploadRoutes } from './features/uploads/upload-routes.ts';
import { createUploadStore, openUploadBlobs } from './features/uploads/upload-store.ts';
import { scheduleSpoolMover } from './features/uploads/upload-spool.ts';
import type { SmtpTimeouts } from './features/notifications/outbox.ts';
import { installPrivacy } from './features/privacy/install-privacy.ts';
import { installErrorHandling } from './http/errors.ts';
import { installJsonBodyParser } from './http/json-body.ts';
import { createLeadWrites } from './http/leads.ts';
import { installResponseCache } from './http/response-cache.ts';
import { installAdminSecurity, installSecurity } from './http/security.ts';
import { connectRedis, redisChannel } from './http/redis.ts';
import { brand } from '@site/shared/contracts';
import { installHealthRoutes } from '@site/shared/server/lifecycle';
import type { ProcessState } from '@site/shared/server/lifecycle';
import { fastifyTrustProxy } from '@site/shared/server/settings';
import { loggerOptions, requestIds } from '@site/shared/server/logging';
import { createMetricsRegistry, installRequestMetrics } from '@site/shared/server/metrics';
import type { Registry } from '@site/shared/server/metrics';
import { installApiMetrics } from './http/api-metrics.ts';

/** Ours: the longest path segment a route takes (a slug made from a long title). */
export const MAX_PATH_PARAM_LENGTH = 500;

/** Ours: JSON bodies beyond this are refused; a career application is the largest. */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;

export interface BuildOptions {
  /** The process's state, which `/readyz` reports (SIGTERM sets it stopping); a fresh one by default. */
  processState?: ProcessState;
  logger?: boolean;
  /** Tests hand in a mail transport to observe what the outbox sends. */
  mailTransport?: Transporter;
  /** Tests that watch the release feed's messages alone set a long poll (RELEASE_FEED_POLL_MS otherwise). */
  releaseFeedPollMs?: number;
  /** Tests shorten the SMTP timeouts and the bound on one send (SMTP_TIMEOUTS, OUTBOX_SEND_TIMEOUT_MS otherwise). */
  smtpTimeouts?: SmtpTimeouts;
  sendTimeoutMs?: number;
  /** Tests run the upload spool's mover more often (UPLOAD_SPOOL_MOVE_INTERVAL_MS otherwise). */
  uploadSpoolMoveIntervalMs?: number;
  /**
   * The servers' own signals per release the health check counts (issue 50): the shell hosts' failures they tell in
   * their signed counts of page loads by default.
   */
  serverSignals?: ServerSignals;
  /** Tests read the log lines from a stream of their own. */
  logStream?: NodeJS.WritableStream;
  /** The registry the API's metrics go in (its main module serves it on METRICS_HOST:METRICS_PORT); a fresh one otherwise. */
  metrics?: Registry;
}

/** What the observability issue's metrics read (issue 49): each a getter, read when scraped. */
export interface ResilienceGauges {
  /** Uploads this instance keeps in its spool, waiting for the upload store. */
  uploadSpoolDepth(): number;
  /** Dead letters in the outbox (every instance's). */
  notificationDeadLetters(): Promise<number>;
  /** Dead letters this instance's sender made since it started (a counter). */
  notificationDeadLettered(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    gauges: ResilienceGauges;
  }
}

/** Each API instance's admin instance (docs/decisions/045). */
const admins = new WeakMap<FastifyInstance, FastifyInstance>();

/**
 * The admin instance of an API built by `buildApp`: the release managers' listener (ADMIN_HOST, ADMIN_PORT), with
 * the same database and services, closed with it. `listen` it apart; `inject` in tests.
 */
export function adminOf(app: FastifyInstance): FastifyInstance {
  const admin = admins.get(app);
  if (!admin) throw new Error('Not an API built by buildApp');
  return admin;
}

/**
 * The API as a Fastify instance, ready to `listen` or to `inject` in tests: the public routes. Its admin routes
 * are on a second instance (`adminOf(app)`), which no route of this one reaches.
 */
export async function buildApp(config: ApiConfig, options: BuildOptions = {}) {
  const app = createFastify(config, options);
  const admin = createFastify(config, options);
  admins.set(app, admin);
  // Closed with the API, first: its requests finish while the database is still open (onClose hooks run last
  // registered first, and the database closes in one).
  app.addHook('preClose', async () => admin.close());
  try {
    await setUp(app, admin, config, options);
  } catch (error) {
    // A start that fails half-way (a missing bucket, a broken seed) leaves no connection open behind it.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

function createFastify(config: ApiConfig, options: BuildOptions) {
  return Fastify({
    logger:
      options.logger === false
        ? false
        : loggerOptions({ service: 'api', level: config.logLevel, stream: options.logStream }),
    ...requestIds,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // A guide's slug is its title: some are longer than Fastify's default 100 characters.
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    // Only the configured proxies' X-Forwarded-For is believed (ADR 011); an
    // empty list makes Fastify ignore the header altogether.
    trustProxy: fastifyTrustProxy(config.trustedProxies),
    ajv: {
      customOptions: {
        coerceTypes: true,
        removeAdditional: true,
        useDefaults: true,
        allErrors: false,
        allowUnionTypes: true,
      },
    },
  });
}

async function setUp(
  app: ReturnType<typeof createFastify>,
  admin: ReturnType<typeof createFastify>,
  config: ApiConfig,
  options: BuildOptions,
) {
  // SQLite in DATA_DIR, or PostgreSQL with DATABASE_URL (docs/decisions/026).
  const db = await openDatabase(config);
  const seeded = await loadSeeds(db, config.seedDir);
  if (seeded.length) app.log.info({ seeded }, 'Loaded content seed files');
  const revision = await watchContentRevision(db, config.databaseUrl, app.log);
  app.addHook('onClose', async () => {
    await revision.close();
    await db.close();
  });

  installErrorHandling(app);
  installJsonBodyParser(app);
  // State shared by every API instance, when configured (docs/decisions/025).
  const redis = config.redisUrl ? connectRedis(app, config.redisUrl) : undefined;
  await installSecurity(app, config, redis);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Site API',
        version: '1.0.0',
        description: 'Content, form submissions, uploads, notifications and releases of the marketing site.',
      },
    },
  });
  await app.register(fastifyMultipart, {
    // Keep the name as sent, so that a name with a path is refused rather than trimmed.
    preservePath: true,
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldNameSize: 50 },
  });
  // Seed images and PDFs: small local files, served with the content that names them.
  const mediaDir = path.join(config.seedDir, 'media');
  await app.register(fastifyStatic, { root: mediaDir, prefix: '/media/', maxAge: '1d' });
  // The photos' renditions, made when the content is stored; named by content, so cached for good.
  const renditionsDir = path.join(config.dataDir, RENDITIONS_DIR);
  const images = await buildImageCatalog(mediaDir, renditionsDir);
  mkdirSync(renditionsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: renditionsDir,
    prefix: RENDITIONS_PREFIX,
    decorateReply: false,
    maxAge: '365d',
    immutable: true,
  });

  const rateLimit = config.formRateLimit;
  const content = createContentRepository(db, images);
  // Before the content routes: it hooks into the routes that opt in.
  installResponseCache(app, { revision: revision.current });
  const outbox = createOutbox(
    db,
    {
      smtpUrl: config.smtpUrl,
      from: config.notifyFrom,
      to: config.notifyTo,
      ...(options.mailTransport ? { transport: options.mailTransport } : {}),
      ...(options.smtpTimeouts ? { smtpTimeouts: options.smtpTimeouts } : {}),
      ...(options.sendTimeoutMs === undefined ? {} : { sendTimeoutMs: options.sendTimeoutMs }),
    },
    app.log,
  );
  registerHealthRoutes(app, db);
  registerGuideRoutes(app, content);
  registerPodcastRoutes(app, content);
  registerNewsRoutes(app, content);
  registerCaseStudyRoutes(app, content);
  registerOpeningRoutes(app, content);
  registerBlogAndEventRoutes(app, content);
  registerMenuRoutes(app, content);
  // Visitors' files: in UPLOAD_STORE_URL's bucket, or in DATA_DIR/uploads (docs/decisions/027), with this instance's
  // spool in front while the store is away, and the mover that empties it (issue 49).
  const uploadBlobs = openUploadBlobs(config, app.log);
  await uploadBlobs.check();
  const spoolMover = scheduleSpoolMover(
    uploadBlobs,
    app.log,
    options.uploadSpoolMoveIntervalMs === undefined ? {} : { intervalMs: options.uploadSpoolMoveIntervalMs },
  );
  app.addHook('onReady', () => void spoolMover.runNow());
  app.addHook('preClose', () => spoolMover.stop());
  app.addHook('onClose', () => uploadBlobs.close());
  // Personal data (issue 51): file modes, encryption at rest, signed upload links, the retention purge.
  const privacy = await installPrivacy(app, { db, config, uploadBlobs });
  const uploads = createUploadStore(db, uploadBlobs);
  const formTokenSecret = sharedSecret(config.formTokenSecret, config.dataDir, FORM_TOKEN_SECRET_FILE);
  // Idempotency keys and the host's receipts on every lead write (docs/decisions/042).
  const leads = createLeadWrites(app, { db, formTokenSecret, rateLimit });
  registerUploadRoutes(app, uploads, leads, privacy.linkSecret);
  registerFormRoutes(app, { content, uploads, rateLimit, leads, formTokenSecret });
  registerApplicationRoutes(app, { content, uploads, leads, keyring: privacy.keyring });
  registerDraftRoutes(app, { db, rateLimit, keyring: privacy.keyring });
  registerNotificationRoutes(app, outbox, leads);
  // Published remote versions: in ARTIFACT_STORE_URL's bucket, or in ARTIFACT_STORE_DIR (docs/decisions/027).
  const artifacts = openArtifactStore(config);
  await artifacts.blobs.check();
  app.addHook('onClose', () => artifacts.blobs.close());
  const releaseRegistry = createReleaseRegistry(db);
  // The admin address (docs/decisions/045): every request needs a person's release token, checked before anything
  // else; its failures are limited per client.
  installErrorHandling(admin);
  installJsonBodyParser(admin);
  await installAdminSecurity(admin, redis);
  const releaseTokens = createReleaseTokens(db);
  installReleaseAuth(admin, releaseTokens);
  registerReleaseTokenRoutes(admin, releaseTokens);
  registerSiteDocumentRoutes(app, {
    content,
    registry: releaseRegistry,
    remoteOrigins: config.remoteOrigins,
    mediaDir,
  });
  registerReleaseRoutes(
    { app, admin },
    {
      config,
      registry: releaseRegistry,
      store: artifacts,
      healthReportSecret: healthReportSecret(config.healthReportSecret, config.dataDir),
      // Report tokens and page-load counts are taken once across every API instance.
      claims: redis ? redisClaims(redis) : databaseClaims(db),
      contentRevision: revision.current,
      ...(redis ? { changes: redisChannel(app, redis, `${brand.slug}:release-changes`) } : {}),
      ...(options.releaseFeedPollMs === undefined ? {} : { feedPollMs: options.releaseFeedPollMs }),
      ...(options.serverSignals ? { serverSignals: options.serverSignals } : {}),
    },
  );
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // Ready while its database answers; Redis and the upload store are reported, but the API works around them.
  const processState = options.processState ?? { stopping: false };
  const databaseCheck = { name: 'database', critical: true, check: async () => void (await db.get('SELECT 1')) };
  installHealthRoutes(app, processState, [
    databaseCheck,
    ...(redis ? [{ name: 'redis', critical: false, check: async () => void (await redis.ping()) }] : []),
    { name: 'upload store', critical: false, check: () => uploadBlobs.check() },
  ]);
  installHealthRoutes(admin, processState, [databaseCheck]);
  // Each instance's sender sends what is due, with backoff, every OUTBOX_POLL_INTERVAL_MS (issue 49).
  app.addHook('onReady', () => outbox.start());
  app.addHook('preClose', () => outbox.stop());
  app.decorate('gauges', {
    uploadSpoolDepth: () => uploadBlobs.spoolDepth(),
    notificationDeadLetters: () => outbox.deadLetterCount(),
    notificationDeadLettered: () => outbox.deadLettered(),
  } satisfies ResilienceGauges);
  // Metrics (issue 50): every answer of both listeners by route template, and the API's own (http/api-metrics.ts).
  const registry = options.metrics ?? createMetricsRegistry();
  app.decorate('metrics', registry);
  installRequestMetrics([app, admin], registry);
  installApiMetrics(registry, { gauges: app.gauges, outbox, db, log: app.log });
}
