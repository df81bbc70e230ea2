import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { Type } from 'typebox';
import {
  AUTO_ACTOR,
  DEFAULT_CANARY_MAX_ERROR_RATE,
  DEFAULT_CANARY_MIN_LOADS,
  HEALTH_REPORTS_PER_MINUTE,
  PAGE_LOADS_MAX_AGE_MS,
  PAGE_LOADS_REPORTS_PER_MINUTE,
  apiMessages,
  cohortBucketOf,
  remoteNames,
} from '@site/shared/contracts';
import type { EnvironmentStatus, ReleaseManifest, ReleaseRefusal, RemoteName } from '@site/shared/contracts';
import {
  ApiErrorBodySchema,
  ArtifactMetadataSchema,
  ArtifactParamsSchema,
  CanaryRequestSchema,
  HealthReportAnswerSchema,
  HealthReportSchema,
  PageLoadsAnswerSchema,
  PageLoadsReportSchema,
  ReleaseManifestQuerySchema,
  ReleaseWriteRequestSchema,
  EnvironmentParamsSchema,
  EnvironmentServingStatusSchema,
  EnvironmentStatusSchema,
  HistoryEntrySchema,
  HistoryQuerySchema,
  PinRequestSchema,
  PromoteRequestSchema,
  ReleaseManifestSchema,
  ReleaseRefusalSchema,
  RollbackRequestSchema,
} from '@site/shared/schemas';
import type { ApiConfig } from '../../config.ts';
import { etagMatches } from '@site/shared/server/served-files';
import { sendError } from '../../http/errors.ts';
import type { ArtifactStore } from '@site/shared/server/artifact-store';
import { checkHealthReportToken, checkPageLoads } from '@site/shared/server/health-report-token';
import type { ReportTokenProblem } from '@site/shared/server/health-report-token';
import { checkPin } from './pin-checks.ts';
import { announceReleaseWrites, registerReleaseFeed } from './release-feed.ts';
import type { ChangeChannel } from '../../http/redis.ts';
import {
  autoReason,
  createReleaseHealth,
  judgedHealth,
  realUserReason,
  realUserRegression,
  releaseIdOf,
  unhealthy,
} from './release-health.ts';
import type { ReleaseHealth, ServerSignals } from './release-health.ts';
import { remotesServing } from './remote-serving.ts';
import type { ShellSharedVersions } from './pin-checks.ts';
import { holderOf } from './release-auth.ts';
import type { ReportClaims } from './report-claims.ts';
import { HOST_BUILD } from './release-registry.ts';
import type { PinWrite, ReleaseRegistry } from './release-registry.ts';

const NOT_MODIFIED = Type.Null({ description: "Not modified: the If-None-Match ETag is the live manifest's." });

/** A release call's answers: `ok` on 200; refusals (and every other 4xx) in the refusal shape. */
function releaseResponses<T extends TSchema>(ok: T) {
  return { 200: ok, '4xx': ReleaseRefusalSchema, '5xx': ApiErrorBodySchema };
}

/** Why a release write changes nothing, in the CLI's words. */
export const releaseRefusals = {
  nothingToRollBack: (remote: string, environment: string) =>
    `${remote} has nothing earlier to roll back to in ${environment}`,
  alreadyLive: (remote: string, version: string, environment: string) =>
    `${remote}@${version} is already live in ${environment}; nothing changed`,
  inCanary: (remote: string, environment: string) =>
    `${remote} is in the canary in flight in ${environment}; promote or abort the canary first`,
  canaryInFlight: (environment: string) => `a canary is already in flight in ${environment}; promote or abort it first`,
  noCanary: (environment: string) => `no canary is in flight in ${environment}`,
  canaryChangesNothing: (environment: string) =>
    `every version in the canary is already live in ${environment}; nothing to try`,
} as const;

/** Why a health report or a host's count of page loads is refused (403), by the token's problem. */
export const healthSignalMessages: Record<ReportTokenProblem | 'stale-loads' | 'forged-loads', string> = {
  missing: "A health report needs its page's report token.",
  forged: 'This report token was not signed by the site.',
  expired: 'This report token has expired.',
  'other-release': 'This report token is for another release.',
  'forged-loads': 'This count of page loads was not signed by a host of the site.',
  'stale-loads': 'This count of page loads is too old.',
};

/** The health rules of a pin made with autoRollback: the canary's defaults. */
const AUTO_ROLLBACK_RULES = { maxErrorRate: DEFAULT_CANARY_MAX_ERROR_RATE, minLoads: DEFAULT_CANARY_MIN_LOADS };

/** The visitor's cohort bucket: the host's choice for a first visit, else the cookie; undefined when neither. */
const bucketOf = (query: { bucket?: number }, cookieHeader: string | undefined) =>
  query.bucket ?? cohortBucketOf(cookieHeader);

const alreadyLive =
  (environment: string) =>
  ({ remote, version }: { remote: RemoteName; version: string }) => ({
    remote,
    reason: releaseRefusals.alreadyLive(remote, version, environment),
  });

function refuse(reply: FastifyReply, statusCode: number, refusals: ReleaseRefusal['refusals']) {
  const body: ReleaseRefusal = { status: 0, message: refusals.map((refusal) => refusal.reason).join('; '), refusals };
  return reply.code(statusCode).send(body);
}

/** Ours: how long a pin check waits for the shell's manifest when SHELL_MANIFEST is a URL. */
export const SHELL_MANIFEST_READ_TIMEOUT_MS = 3_000;

/**
 * The singletons the shell provides, read from its build's manifest at each check: a file, or the URL its host serves
 * it at. Undefined when it cannot be read.
 */
async function shellSharedVersions(shellManifest: string): Promise<ShellSharedVersions | undefined> {
  let text: string;
  if (/^https?:\/\//.test(shellManifest)) {
    const response = await fetch(shellManifest, { signal: AbortSignal.timeout(SHELL_MANIFEST_READ_TIMEOUT_MS) }).catch(
      () => undefined,
    );
    if (!response?.ok) return undefined;
    text = await response.text();
  } else {
    if (!existsSync(shellManifest)) return undefined;
    text = readFileSync(shellManifest, 'utf8');
  }
  const { shared } = JSON.parse(text) as { shared?: { name: string; version: string }[] };
  return new Map((shared ?? []).map((entry) => [entry.name, entry.version]));
}

/** The same body always serializes to the same bytes, so a hash of it is the answer's strong validator. */
const manifestEtag = (body: ReleaseManifest) =>
  `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;

/**
 * The release registry's routes on the API's two listeners (docs/decisions/045). The public one (`app`, what the
 * shell's hosts and browsers reach) has the live manifest, the release feed, the health beacon (pages' reports
 * and hosts' counts of rendered pages) and one artifact's metadata (QA overrides); the admin one (`admin`, whose
 * every request is authenticated by a person's token, release-auth.ts) has everything else.
 */
export function registerReleaseRoutes(
  { app, admin }: { app: FastifyInstance; admin: FastifyInstance },
  deps: {
    config: ApiConfig;
    registry: ReleaseRegistry;
    store: ArtifactStore;
    /** HEALTH_REPORT_SECRET: what the shell's hosts sign report tokens and page-load counts with. */
    healthReportSecret: string;
    /** Where report tokens and page-load counts are taken once (report-claims.ts). */
    claims: ReportClaims;
    health?: ReleaseHealth;
    /** The servers' own signals per version, which the health check counts beside the pages' (issue 50). */
    serverSignals?: ServerSignals;
    /** The content's revision, which the manifest carries for the pages' validators (docs/decisions/022). */
    contentRevision?: () => Promise<number>;
    /** With several API instances: tells the others' release feeds of a write made here (docs/decisions/025). */
    changes?: ChangeChannel;
    feedPollMs?: number;
  },
): void {
  const { config, registry, store, claims, healthReportSecret, contentRevision = async () => 0 } = deps;
  const health: ReleaseHealth = deps.health ?? createReleaseHealth();
  const serverSignals: ServerSignals =
    deps.serverSignals ?? ((environment, remote, version) => health.serverSignal(environment, remote, version));
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const adminApi = admin.withTypeProvider<TypeBoxTypeProvider>();
  /** Who acts, for the history: the owner of the request's token, never a name the request carries. */
  const actorOf = (request: FastifyRequest) => holderOf(request).owner;

  /** Checks every change first; writes all of them in one transaction, or none. */
  async function validate(
    changes: { remote: RemoteName; version: string }[],
  ): Promise<{ writes: PinWrite[] } | { refusals: ReleaseRefusal['refusals'] }> {
    const shell = await shellSharedVersions(config.shellManifest);
    if (!shell)
      return { refusals: [{ reason: `the shell's build manifest could not be read at ${config.shellManifest}` }] };
    const checks = await Promise.all(
      changes.map(async (change) => ({ change, check: await checkPin(store, shell, change.remote, change.version) })),
    );
    const refusals = checks.flatMap(({ change, check }) =>
      check.ok ? [] : [{ remote: change.remote, reason: check.reason }],
    );
    if (refusals.length) return { refusals };
    return {
      writes: checks.map(({ change, check }) => ({
        ...change,
        integrity: check.ok ? check.artifact.integrity : '',
        serverIntegrity: (check.ok ? check.artifact.serverIntegrity : undefined) ?? null,
      })),
    };
  }

  /** A rollback of one remote to the live state before its current one; the reasons when there is none. */
  async function rollBack(
    environment: string,
    remote: RemoteName,
    change: { actor: string; reason: string },
  ): Promise<EnvironmentStatus | { refusals: ReleaseRefusal['refusals'] }> {
    const target = await registry.rollbackTarget(environment, remote);
    const live = (await registry.status(environment))?.pins.find((pin) => pin.remote === remote)?.version ?? HOST_BUILD;
    if (!target || target === live) {
      return { refusals: [{ remote, reason: releaseRefusals.nothingToRollBack(remote, environment) }] };
    }
    // Back to the host's own build, which served before the first pin.
    if (target === HOST_BUILD) {
      return (await registry.unpin(environment, remote, { ...change, action: 'rollback' })) ?? { refusals: [] };
    }
    const result = await validate([{ remote, version: target }]);
    if ('refusals' in result) return result;
    return registry.apply(environment, result.writes, { action: 'rollback', ...change });
  }

  /**
   * The health check after a report: a canary whose error rate passes its threshold aborts itself, and a pin
   * made with autoRollback rolls back; the history records either by `auto`, with the figures.
   */
  async function act(environment: string) {
    const status = await registry.status(environment);
    if (!status) return;
    const { canary } = status;
    // The pages' figures, with the servers' own signals and real visitors' LCPs (issue 50), as the rules judge them:
    // why the version must go, or nothing.
    const verdict = (remote: RemoteName, version: string, rules: { maxErrorRate: number; minLoads: number }) => {
      const figures = judgedHealth(
        health.health(environment, remote, version),
        serverSignals(environment, remote, version),
      );
      if (unhealthy(figures, rules)) return autoReason(remote, version, figures, rules);
      const users = health.realUsers(environment, remote, version);
      return realUserRegression(users) ? realUserReason(remote, version, users) : undefined;
    };
    const failing = canary?.remotes
      .map(({ remote, version }) => verdict(remote, version, canary))
      .find((reason) => reason !== undefined);
    if (canary && failing) {
      await registry.abortCanary(environment, { actor: AUTO_ACTOR, reason: `canary aborted: ${failing}` });
      for (const { remote, version } of canary.remotes) health.forget(environment, remote, version);
      app.log.warn({ environment, canary: canary.id }, 'canary aborted by its health check');
    }
    for (const pin of status.pins) {
      if (!pin.autoRollback || canary?.remotes.some((remote) => remote.remote === pin.remote)) continue;
      const reason = verdict(pin.remote, pin.version, AUTO_ROLLBACK_RULES);
      if (!reason) continue;
      const result = await rollBack(environment, pin.remote, { actor: AUTO_ACTOR, reason: `rolled back: ${reason}` });
      health.forget(environment, pin.remote, pin.version);
      app.log.warn({ environment, remote: pin.remote, rolledBack: !('refusals' in result) }, 'automatic rollback');
    }
  }

  /** The remotes among `names` that a canary in flight holds: their pins wait for it to end. */
  const inCanary = async (environment: string, names: readonly RemoteName[]) => {
    const canary = (await registry.status(environment))?.canary;
    return names
      .filter((name) => canary?.remotes.some((remote) => remote.remote === name))
      .map((name) => ({ remote: name, reason: releaseRefusals.inCanary(name, environment) }));
  };

  /** The manifest a cohort is served: the pins, with the canary's versions over them for the canary cohort. */
  function manifestFor(
    status: EnvironmentStatus,
    cohort: ReleaseManifest['cohort'],
    revision: number,
  ): ReleaseManifest {
    const pins = new Map<RemoteName, { version: string; integrity: string; serverIntegrity: string | null }>(
      status.pins.map((pin) => [pin.remote, pin]),
    );
    if (cohort === 'canary') for (const remote of status.canary?.remotes ?? []) pins.set(remote.remote, remote);
    const remotes = remoteNames.map((name) => {
      const pin = pins.get(name);
      const origin = config.remoteOrigins[name];
      return pin
        ? {
            name,
            version: pin.version,
            manifestUrl: `${origin}/${pin.version}/mf-manifest.json`,
            integrity: pin.integrity,
            ...(pin.serverIntegrity ? { serverIntegrity: pin.serverIntegrity } : {}),
          }
        : { name, version: HOST_BUILD, manifestUrl: `${origin}/mf-manifest.json` };
    });
    return {
      environment: status.environment,
      allowOverrides: status.allowOverrides,
      remotes,
      releaseId: releaseIdOf(remotes),
      cohort,
      canaryInFlight: status.canary !== null,
      healthWatched: status.canary !== null || status.pins.some((pin) => pin.autoRollback),
      contentRevision: revision,
    };
  }

  // Shell hosts keep the manifest of the visitors outside a canary while this feed says it has not changed.
  const feed = registerReleaseFeed(
    app,
    async (environment) => {
      const status = await registry.status(environment);
      return status && manifestEtag(manifestFor(status, 'stable', await contentRevision()));
    },
    { ...(deps.changes ? { changes: deps.changes } : {}), ...(deps.feedPollMs ? { pollMs: deps.feedPollMs } : {}) },
  );
  // Every write a release manager makes on the admin address is on the feed before its answer leaves.
  announceReleaseWrites(admin, feed, deps.changes);

  /** The manifests live now: the pins', and the canary's while one is in flight. */
  const liveManifests = async (status: EnvironmentStatus) => {
    const revision = await contentRevision();
    return [
      manifestFor(status, 'stable', revision),
      ...(status.canary ? [manifestFor(status, 'canary', revision)] : []),
    ];
  };

  // The live manifest: public, revalidated on every page load (ETag), so a pin is live on the next load. A read is
  // not a page load: anybody can read it (docs/decisions/045); the hosts count the pages they render.
  api.get(
    '/api/releases/:environment',
    {
      schema: {
        params: EnvironmentParamsSchema,
        querystring: ReleaseManifestQuerySchema,
        response: { ...releaseResponses(ReleaseManifestSchema), 304: NOT_MODIFIED },
      },
    },
    async (request, reply) => {
      const status = await registry.status(request.params.environment);
      if (!status) return sendError(reply, 404, apiMessages.unknownEnvironment);
      const bucket = bucketOf(request.query, request.headers.cookie);
      const cohort = status.canary && bucket !== undefined && bucket < status.canary.percent ? 'canary' : 'stable';
      const body = manifestFor(status, cohort, await contentRevision());
      const etag = manifestEtag(body);
      void reply.header('cache-control', 'public, no-cache').header('vary', 'cookie').header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return body;
    },
  );

  // What a page reports (issue 21): the release id it was rendered with, its report token and, per remote, what
  // went wrong. No address, no visitor: only versions and kinds. A report needs the token its page was rendered
  // with (signed by the host for that release id, unexpired), which counts once per remote; reports naming a
  // release that is not live are not counted (docs/decisions/045).
  api.post(
    '/api/releases/:environment/health',
    {
      config: { rateLimit: { max: HEALTH_REPORTS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        params: EnvironmentParamsSchema,
        body: HealthReportSchema,
        response: { 202: HealthReportAnswerSchema, '4xx': ApiErrorBodySchema, '5xx': ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const status = await registry.status(request.params.environment);
      if (!status) return sendError(reply, 404, apiMessages.unknownEnvironment);
      const { releaseId, token } = request.body;
      const check = checkHealthReportToken(
        token,
        healthReportSecret,
        { environment: status.environment, releaseId },
        Date.now(),
      );
      if (!check.ok) {
        request.log.info({ environment: status.environment, refused: check.reason }, 'health report refused');
        return sendError(reply, 403, healthSignalMessages[check.reason]);
      }
      const release = (await liveManifests(status)).find((manifest) => manifest.releaseId === releaseId);
      const seen = new Set<string>();
      let counted = 0;
      for (const report of request.body.reports) {
        const named = release?.remotes.find((remote) => remote.name === report.remote);
        // One error per remote per page load, whatever its kinds.
        if (!named || named.version !== report.version || seen.has(report.remote)) continue;
        seen.add(report.remote);
        // A token counts once per remote, on every API instance: a replayed report is a page already counted.
        const first = await claims.claim(`report:${check.id}:${report.remote}`, check.expiresAt).catch((error) => {
          request.log.warn({ err: error }, 'health report: its token could not be taken; not counted');
          return false;
        });
        if (!first) continue;
        health.recordError(status.environment, report.remote, report.version);
        counted += 1;
      }
      if (counted > 0) await act(status.environment);
      return reply.code(202).send({ counted });
    },
  );

  // The pages a shell host rendered with each release id since its last count, signed with the secret it signs the
  // pages' report tokens with, taken once: the health check's page loads (docs/decisions/045).
  api.post(
    '/api/releases/:environment/health/page-loads',
    {
      config: { rateLimit: { max: PAGE_LOADS_REPORTS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        params: EnvironmentParamsSchema,
        body: PageLoadsReportSchema,
        response: { 202: PageLoadsAnswerSchema, '4xx': ApiErrorBodySchema, '5xx': ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const status = await registry.status(request.params.environment);
      if (!status) return sendError(reply, 404, apiMessages.unknownEnvironment);
      const check = checkPageLoads(request.body, healthReportSecret, status.environment, Date.now());
      if (!check.ok) {
        request.log.warn({ client: request.ip, refused: check.reason }, 'page-load count refused');
        return sendError(reply, 403, healthSignalMessages[`${check.reason}-loads`]);
      }
      const first = await claims.claim(`loads:${request.body.batch}`, request.body.sentAt + 2 * PAGE_LOADS_MAX_AGE_MS);
      if (!first) return reply.code(202).send({ counted: 0 });
      const live = await liveManifests(status);
      let counted = 0;
      for (const { releaseId, pages } of request.body.loads) {
        const release = live.find((manifest) => manifest.releaseId === releaseId);
        if (!release) continue;
        health.recordLoads(status.environment, release.remotes, pages);
        counted += pages;
      }
      // The host's own failures, each against the version of the remote it names in that release (issue 50).
      let failed = 0;
      const versionIn = (releaseId: string, remote: RemoteName) =>
        live.find((manifest) => manifest.releaseId === releaseId)?.remotes.find((entry) => entry.name === remote)
          ?.version;
      for (const { releaseId, remote, pages } of request.body.failures ?? []) {
        const version = versionIn(releaseId, remote);
        if (version === undefined) continue;
        health.recordServerErrors(status.environment, remote, version, pages);
        failed += pages;
      }
      // Real visitors' LCPs, each page once (its report token, checked by the host), against its remote's version.
      let measured = 0;
      for (const { releaseId, remote, pages, slow } of request.body.vitals ?? []) {
        const version = versionIn(releaseId, remote);
        if (version === undefined) continue;
        health.recordLcps(status.environment, remote, version, pages, slow);
        measured += pages;
      }
      if (counted > 0 || failed > 0 || measured > 0) await act(status.environment);
      return reply.code(202).send({ counted });
    },
  );

  // What only release managers need: on the admin address.
  adminApi.get(
    '/api/releases/:environment/status',
    { schema: { params: EnvironmentParamsSchema, response: releaseResponses(EnvironmentServingStatusSchema) } },
    async (request, reply) => {
      const { environment } = request.params;
      const status = await registry.status(environment);
      if (!status) return sendError(reply, 404, apiMessages.unknownEnvironment);
      return {
        ...status,
        remotes: await remotesServing(status, await registry.history(environment, undefined), config.remoteOrigins, {
          health: (remote, version) => health.health(environment, remote, version),
        }),
      };
    },
  );

  adminApi.get(
    '/api/releases/:environment/history',
    {
      schema: {
        params: EnvironmentParamsSchema,
        querystring: HistoryQuerySchema,
        response: releaseResponses(Type.Array(HistoryEntrySchema)),
      },
    },
    async (request, reply) => {
      if (!(await registry.status(request.params.environment)))
        return sendError(reply, 404, apiMessages.unknownEnvironment);
      return registry.history(request.params.environment, request.query.remote);
    },
  );

  adminApi.get(
    '/api/release-environments',
    { schema: { response: releaseResponses(Type.Array(Type.String())) } },
    async () => registry.environments(),
  );

  adminApi.get(
    '/api/release-artifacts',
    { schema: { response: releaseResponses(Type.Array(ArtifactMetadataSchema)) } },
    async () => store.list(),
  );

  // One published version's metadata: on both addresses. A QA override on staging reads it, from the browser (the
  // site's /api) and the shell's host; it names what the remote's host serves under that version anyway.
  for (const instance of [api, adminApi]) {
    instance.get(
      '/api/release-artifacts/:remote/:version',
      { schema: { params: ArtifactParamsSchema, response: releaseResponses(ArtifactMetadataSchema) } },
      async (request, reply) =>
        (await store.read(request.params.remote, request.params.version)) ??
        sendError(reply, 404, 'Artifact not found.'),
    );
  }

  const writeSchema = <T extends TSchema>(body: T) => ({
    params: EnvironmentParamsSchema,
    body,
    response: releaseResponses(EnvironmentStatusSchema),
  });

  adminApi.post(
    '/api/releases/:environment/pins',
    { schema: writeSchema(PinRequestSchema) },
    async (request, reply) => {
      const { environment } = request.params;
      if (!(await registry.status(environment))) return sendError(reply, 404, apiMessages.unknownEnvironment);
      const remotes = request.body.pins.map((pin) => pin.remote);
      if (new Set(remotes).size !== remotes.length) {
        return refuse(reply, 400, [{ reason: 'each remote may appear only once in a pin' }]);
      }
      const held = await inCanary(environment, remotes);
      if (held.length) return refuse(reply, 409, held);
      if ((await registry.changesIn(environment, request.body.pins)).length === 0) {
        return refuse(reply, 409, request.body.pins.map(alreadyLive(environment)));
      }
      const result = await validate(request.body.pins);
      if ('refusals' in result) return refuse(reply, 409, result.refusals);
      const { reason, autoRollback = false } = request.body;
      return registry.apply(environment, result.writes, {
        action: 'pin',
        actor: actorOf(request),
        reason,
        autoRollback,
      });
    },
  );

  adminApi.post(
    '/api/releases/:environment/rollback',
    { schema: writeSchema(RollbackRequestSchema) },
    async (request, reply) => {
      const { environment } = request.params;
      if (!(await registry.status(environment))) return sendError(reply, 404, apiMessages.unknownEnvironment);
      const held = await inCanary(environment, [request.body.remote]);
      if (held.length) return refuse(reply, 409, held);
      const result = await rollBack(environment, request.body.remote, {
        actor: actorOf(request),
        reason: request.body.reason,
      });
      return 'refusals' in result ? refuse(reply, 409, result.refusals) : result;
    },
  );

  adminApi.post(
    '/api/releases/:environment/unpin',
    { schema: writeSchema(RollbackRequestSchema) },
    async (request, reply) => {
      const { environment } = request.params;
      if (!(await registry.status(environment))) return sendError(reply, 404, apiMessages.unknownEnvironment);
      const held = await inCanary(environment, [request.body.remote]);
      if (held.length) return refuse(reply, 409, held);
      const status = await registry.unpin(environment, request.body.remote, {
        actor: actorOf(request),
        reason: request.body.reason,
      });
      return (
        status ??
        refuse(reply, 409, [
          { remote: request.body.remote, reason: `${request.body.remote} is not pinned in ${environment}` },
        ])
      );
    },
  );

  adminApi.post(
    '/api/releases/promote',
    { schema: { body: PromoteRequestSchema, response: releaseResponses(EnvironmentStatusSchema) } },
    async (request, reply) => {
      const { from, to } = request.body;
      const source = await registry.status(from);
      if (!source || !(await registry.status(to))) return sendError(reply, 404, apiMessages.unknownEnvironment);
      if (source.pins.length === 0) return refuse(reply, 409, [{ reason: `${from} has no pins to promote` }]);
      const held = await inCanary(
        to,
        source.pins.map((pin) => pin.remote),
      );
      if (held.length) return refuse(reply, 409, held);
      if ((await registry.changesIn(to, source.pins)).length === 0) {
        return refuse(reply, 409, source.pins.map(alreadyLive(to)));
      }
      const result = await validate(source.pins.map((pin) => ({ remote: pin.remote, version: pin.version })));
      if ('refusals' in result) return refuse(reply, 409, result.refusals);
      return registry.apply(to, result.writes, {
        action: 'promote',
        actor: actorOf(request),
        reason: request.body.reason,
      });
    },
  );

  // A canary (docs/decisions/021): a set of versions served to a sticky share of visitors, until promoted or
  // aborted, by hand or by its health check.
  adminApi.post(
    '/api/releases/:environment/canary',
    { schema: writeSchema(CanaryRequestSchema) },
    async (request, reply) => {
      const { environment } = request.params;
      const status = await registry.status(environment);
      if (!status) return sendError(reply, 404, apiMessages.unknownEnvironment);
      if (status.canary) return refuse(reply, 409, [{ reason: releaseRefusals.canaryInFlight(environment) }]);
      const { remotes, percent, reason } = request.body;
      const actor = actorOf(request);
      const names = remotes.map((remote) => remote.remote);
      if (new Set(names).size !== names.length) {
        return refuse(reply, 400, [{ reason: 'each remote may appear only once in a canary' }]);
      }
      if ((await registry.changesIn(environment, remotes)).length === 0) {
        return refuse(reply, 409, [{ reason: releaseRefusals.canaryChangesNothing(environment) }]);
      }
      const result = await validate(remotes);
      if ('refusals' in result) return refuse(reply, 409, result.refusals);
      const rules = {
        maxErrorRate: request.body.maxErrorRate ?? DEFAULT_CANARY_MAX_ERROR_RATE,
        minLoads: request.body.minLoads ?? DEFAULT_CANARY_MIN_LOADS,
      };
      const draft = {
        ...status,
        canary: { id: '', remotes: result.writes, percent, ...rules, startedAt: '', startedBy: actor, reason },
      };
      const id = manifestFor(draft, 'canary', await contentRevision()).releaseId;
      for (const { remote, version } of result.writes) health.forget(environment, remote, version);
      const started = await registry.startCanary(
        environment,
        { id, remotes: result.writes, percent, ...rules },
        { actor, reason },
      );
      return started ?? refuse(reply, 409, [{ reason: releaseRefusals.canaryInFlight(environment) }]);
    },
  );

  for (const [path, end] of [
    [
      'promote',
      (environment: string, change: { actor: string; reason: string }) => registry.promoteCanary(environment, change),
    ],
    [
      'abort',
      (environment: string, change: { actor: string; reason: string }) => registry.abortCanary(environment, change),
    ],
  ] as const) {
    adminApi.post(
      `/api/releases/:environment/canary/${path}`,
      { schema: writeSchema(ReleaseWriteRequestSchema) },
      async (request, reply) => {
        const { environment } = request.params;
        if (!(await registry.status(environment))) return sendError(reply, 404, apiMessages.unknownEnvironment);
        return (
          (await end(environment, { actor: actorOf(request), reason: request.body.reason })) ??
          refuse(reply, 409, [{ reason: releaseRefusals.noCanary(environment) }])
        );
      },
    );
  }
}
