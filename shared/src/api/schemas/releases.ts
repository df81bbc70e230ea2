/**
 * The release API (docs/decisions/001, 005): what `npm run release` and the
 * shell's host send and receive, as JSON Schema the API validates,
 * serializes with and publishes in /api/openapi.json.
 */
import { Type } from 'typebox';
import { remoteNames } from '../../config/apps.ts';
import { Nullable, StringEnum } from './common.ts';

/** A published version: semver, with an optional pre-release and build. */
export const RELEASE_VERSION_PATTERN = '^\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]+)?(?:\\+[0-9A-Za-z.-]+)?$';

const RemoteNameSchema = StringEnum(remoteNames);
const VersionSchema = Type.String({ pattern: RELEASE_VERSION_PATTERN });
const text = () => Type.String({ minLength: 1, maxLength: 500 });

export const RemoteReleaseSchema = Type.Object({
  name: RemoteNameSchema,
  version: Type.String(),
  manifestUrl: Type.String({ description: "Absolute URL of that version's mf-manifest.json." }),
  integrity: Type.Optional(
    Type.String({ description: 'SRI hash the entry must match; absent for a remote served from its host build.' }),
  ),
  serverIntegrity: Type.Optional(
    Type.String({ description: 'SHA-384 its server bundle must match to be rendered with; absent without one.' }),
  ),
});

export const ReleaseManifestSchema = Type.Object({
  environment: Type.String(),
  allowOverrides: Type.Boolean({
    description: 'Whether a QA override may replace a pinned version (never production).',
  }),
  remotes: Type.Array(RemoteReleaseSchema),
});

export const ArtifactMetadataSchema = Type.Object({
  remote: RemoteNameSchema,
  version: Type.String(),
  publishedAt: Type.String({ format: 'date-time' }),
  publishedBy: Type.String(),
  entry: Type.String({ description: "The remote's entry file inside the artifact folder." }),
  integrity: Type.String({ description: 'Subresource integrity of the entry: sha384-<base64>.' }),
  serverIntegrity: Type.Optional(
    Type.String({ description: 'The same of its server bundle (server/server.cjs), when the build has one.' }),
  ),
  exposes: Type.Array(Type.String()),
  shared: Type.Array(
    Type.Object({
      name: Type.String(),
      version: Type.String(),
      requiredVersion: Type.String(),
      singleton: Type.Boolean(),
    }),
  ),
});

export const PinChangeSchema = Type.Object({ remote: RemoteNameSchema, version: VersionSchema });

export const EnvironmentParamsSchema = Type.Object({ environment: Type.String() });

export const ArtifactParamsSchema = Type.Object({ remote: RemoteNameSchema, version: VersionSchema });

export const HistoryQuerySchema = Type.Object({ remote: Type.Optional(RemoteNameSchema) });

const writeProperties = {
  actor: Type.String({ minLength: 1, maxLength: 500, description: 'Who makes the change, for the history.' }),
  reason: text(),
};

export const ReleaseWriteRequestSchema = Type.Object(writeProperties);

export const PinRequestSchema = Type.Object({ ...writeProperties, pins: Type.Array(PinChangeSchema, { minItems: 1 }) });

export const RollbackRequestSchema = Type.Object({ ...writeProperties, remote: RemoteNameSchema });

export const PromoteRequestSchema = Type.Object({ ...writeProperties, from: text(), to: text() });

export const PinnedRemoteSchema = Type.Object({
  remote: RemoteNameSchema,
  version: Type.String(),
  integrity: Type.String(),
  serverIntegrity: Nullable(Type.String({ description: "Its server bundle's SHA-384, recorded at pin time." })),
  pinnedAt: Type.String({ format: 'date-time' }),
  pinnedBy: Type.String(),
  reason: Type.String(),
});

export const EnvironmentStatusSchema = Type.Object({
  environment: Type.String(),
  allowOverrides: Type.Boolean(),
  pins: Type.Array(PinnedRemoteSchema),
});

export const RemoteServingSchema = Type.Object({
  remote: RemoteNameSchema,
  source: StringEnum(['pin', 'host'] as const),
  version: Nullable(
    Type.String({ description: "The pinned version, or the host build's own; null when unreachable." }),
  ),
  integrity: Nullable(Type.String({ description: "The entry's SHA-384: recorded at pin time, or as served now." })),
  since: Nullable(Type.String({ description: 'When this became live; null when it always was.' })),
  by: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  reachable: Type.Optional(Type.Boolean({ description: "For the host's build: whether its host answered." })),
});

export const EnvironmentServingStatusSchema = Type.Object({
  ...EnvironmentStatusSchema.properties,
  remotes: Type.Array(RemoteServingSchema),
});

export const HistoryEntrySchema = Type.Object({
  id: Type.Integer(),
  environment: Type.String(),
  remote: RemoteNameSchema,
  action: StringEnum(['pin', 'rollback', 'promote', 'unpin'] as const),
  fromVersion: Nullable(Type.String()),
  toVersion: Type.String(),
  actor: Type.String(),
  reason: Type.String(),
  at: Type.String({ format: 'date-time' }),
});

export const ReleaseRefusalSchema = Type.Object({
  status: Type.Literal(0),
  message: Type.String(),
  refusals: Type.Optional(Type.Array(Type.Object({ remote: Type.Optional(Type.String()), reason: Type.String() }))),
});
