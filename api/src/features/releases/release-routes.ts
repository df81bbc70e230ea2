import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { Type } from 'typebox';
import { apiMessages, remoteNames } from '@site/shared/contracts';
import type { ReleaseManifest, ReleaseRefusal, RemoteName } from '@site/shared/contracts';
import {
  ApiErrorBodySchema,
  ArtifactMetadataSchema,
  ArtifactParamsSchema,
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
import { sendError } from '../../http/errors.ts';
import type { ArtifactStore } from './artifact-store.ts';
import { checkPin } from './pin-checks.ts';
import { remotesServing } from './remote-serving.ts';
import type { ShellSharedVersions } from './pin-checks.ts';
import { requireReleaseToken } from './release-auth.ts';
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
} as const;

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

/** The singletons the shell provides, read from its build's manifest at each check. */
function shellSharedVersions(shellManifestPath: string): ShellSharedVersions | undefined {
  if (!existsSync(shellManifestPath)) return undefined;
  const { shared } = JSON.parse(readFileSync(shellManifestPath, 'utf8')) as {
    shared?: { name: string; version: string }[];
  };
  return new Map((shared ?? []).map((entry) => [entry.name, entry.version]));
}

export function registerReleaseRoutes(
  app: FastifyInstance,
  deps: { config: ApiConfig; registry: ReleaseRegistry; store: ArtifactStore },
): void {
  const { config, registry, store } = deps;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const write = { preHandler: requireReleaseToken(config.releaseToken) };

  /** Checks every change first; writes all of them in one transaction, or none. */
  function validate(
    changes: { remote: RemoteName; version: string }[],
  ): { writes: PinWrite[] } | { refusals: ReleaseRefusal['refusals'] } {
    const shell = shellSharedVersions(config.shellManifestPath);
    if (!shell)
      return { refusals: [{ reason: `the shell's build manifest was not found at ${config.shellManifestPath}` }] };
    const checks = changes.map((change) => ({ change, check: checkPin(store, shell, change.remote, change.version) }));
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

  // The live manifest: public, revalidated on every page load (ETag), so a pin is live on the next load.
  api.get(
    '/api/releases/:environment',
    {
      schema: {
        params: EnvironmentParamsSchema,
        response: { ...releaseResponses(ReleaseManifestSchema), 304: NOT_MODIFIED },
      },
    },
    async (request, reply) => {
      const status = registry.status(request.params.environment);
      if (!status) return sendError(reply, 404, apiMessages.unknownEnvironment);
      const pins = new Map(status.pins.map((pin) => [pin.remote, pin]));
      const body: ReleaseManifest = {
        environment: status.environment,
        allowOverrides: status.allowOverrides,
        remotes: remoteNames.map((name) => {
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
            : { name, version: 'current', manifestUrl: `${origin}/mf-manifest.json` };
        }),
      };
      // The same body always serializes to the same bytes, so a hash of it is the answer's strong validator.
      const etag = `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
      void reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return body;
    },
  );

  api.get(
    '/api/releases/:environment/status',
    { schema: { params: EnvironmentParamsSchema, response: releaseResponses(EnvironmentServingStatusSchema) } },
    async (request, reply) => {
      const { environment } = request.params;
      const status = registry.status(environment);
      if (!status) return sendError(reply, 404, apiMessages.unknownEnvironment);
      return {
        ...status,
        remotes: await remotesServing(status, registry.history(environment, undefined), config.remoteOrigins),
      };
    },
  );

  api.get(
    '/api/releases/:environment/history',
    {
      schema: {
        params: EnvironmentParamsSchema,
        querystring: HistoryQuerySchema,
        response: releaseResponses(Type.Array(HistoryEntrySchema)),
      },
    },
    async (request, reply) => {
      if (!registry.status(request.params.environment)) return sendError(reply, 404, apiMessages.unknownEnvironment);
      return registry.history(request.params.environment, request.query.remote);
    },
  );

  api.get(
    '/api/release-environments',
    { schema: { response: releaseResponses(Type.Array(Type.String())) } },
    async () => registry.environments(),
  );

  api.get(
    '/api/release-artifacts',
    { schema: { response: releaseResponses(Type.Array(ArtifactMetadataSchema)) } },
    async () => store.list(),
  );

  api.get(
    '/api/release-artifacts/:remote/:version',
    { schema: { params: ArtifactParamsSchema, response: releaseResponses(ArtifactMetadataSchema) } },
    async (request, reply) =>
      store.read(request.params.remote, request.params.version) ?? sendError(reply, 404, 'Artifact not found.'),
  );

  const writeSchema = <T extends TSchema>(body: T) => ({
    params: EnvironmentParamsSchema,
    body,
    response: releaseResponses(EnvironmentStatusSchema),
  });

  api.post(
    '/api/releases/:environment/pins',
    { ...write, schema: writeSchema(PinRequestSchema) },
    async (request, reply) => {
      const { environment } = request.params;
      if (!registry.status(environment)) return sendError(reply, 404, apiMessages.unknownEnvironment);
      const remotes = request.body.pins.map((pin) => pin.remote);
      if (new Set(remotes).size !== remotes.length) {
        return refuse(reply, 400, [{ reason: 'each remote may appear only once in a pin' }]);
      }
      if (registry.changesIn(environment, request.body.pins).length === 0) {
        return refuse(reply, 409, request.body.pins.map(alreadyLive(environment)));
      }
      const result = validate(request.body.pins);
      if ('refusals' in result) return refuse(reply, 409, result.refusals);
      return registry.apply(environment, result.writes, { action: 'pin', ...request.body });
    },
  );

  api.post(
    '/api/releases/:environment/rollback',
    { ...write, schema: writeSchema(RollbackRequestSchema) },
    async (request, reply) => {
      const { environment } = request.params;
      if (!registry.status(environment)) return sendError(reply, 404, apiMessages.unknownEnvironment);
      const { remote: name } = request.body;
      const target = registry.rollbackTarget(environment, name);
      const live = registry.status(environment)?.pins.find((pin) => pin.remote === name)?.version ?? HOST_BUILD;
      if (!target || target === live) {
        return refuse(reply, 409, [{ remote: name, reason: releaseRefusals.nothingToRollBack(name, environment) }]);
      }
      // Back to the host's own build, which served before the first pin.
      if (target === HOST_BUILD) return registry.unpin(environment, name, { ...request.body, action: 'rollback' });
      const result = validate([{ remote: name, version: target }]);
      if ('refusals' in result) return refuse(reply, 409, result.refusals);
      return registry.apply(environment, result.writes, { action: 'rollback', ...request.body });
    },
  );

  api.post(
    '/api/releases/:environment/unpin',
    { ...write, schema: writeSchema(RollbackRequestSchema) },
    async (request, reply) => {
      const { environment } = request.params;
      if (!registry.status(environment)) return sendError(reply, 404, apiMessages.unknownEnvironment);
      const status = registry.unpin(environment, request.body.remote, request.body);
      return (
        status ??
        refuse(reply, 409, [
          { remote: request.body.remote, reason: `${request.body.remote} is not pinned in ${environment}` },
        ])
      );
    },
  );

  api.post(
    '/api/releases/promote',
    { ...write, schema: { body: PromoteRequestSchema, response: releaseResponses(EnvironmentStatusSchema) } },
    async (request, reply) => {
      const { from, to } = request.body;
      const source = registry.status(from);
      if (!source || !registry.status(to)) return sendError(reply, 404, apiMessages.unknownEnvironment);
      if (source.pins.length === 0) return refuse(reply, 409, [{ reason: `${from} has no pins to promote` }]);
      if (registry.changesIn(to, source.pins).length === 0) {
        return refuse(reply, 409, source.pins.map(alreadyLive(to)));
      }
      const result = validate(source.pins.map((pin) => ({ remote: pin.remote, version: pin.version })));
      if ('refusals' in result) return refuse(reply, 409, result.refusals);
      return registry.apply(to, result.writes, { action: 'promote', ...request.body });
    },
  );
}
