/**
 * The release API (docs/decisions/001, 005): what `npm run release` and the
 * shell's host send and receive, as JSON Schema the API validates,
 * serializes with and publishes in /api/openapi.json.
 */
import { Type } from 'typebox';
import { remoteNames } from '../../config/apps.ts';
import { COHORT_BUCKETS, healthReportKinds } from '../../constants/canary.ts';
import { PAGE_LOADS_MAX_PER_REPORT, RELEASE_TOKEN_OWNER_MAX_LENGTH } from '../../constants/release-controls.ts';
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
  releaseId: Type.String({
    description: 'Names this set of versions; the page carries it, and health reports name it (docs/decisions/021).',
  }),
  cohort: StringEnum(['stable', 'canary'] as const, {
    description: "The visitor's cohort: `canary` while a canary is in flight and their bucket is in its share.",
  }),
  canaryInFlight: Type.Boolean({
    description: 'Whether a canary is in flight: the host then keeps the cohort cookie.',
  }),
  healthWatched: Type.Boolean({
    description:
      'Whether page loads are being counted for a health check (a canary, or a pin made with autoRollback): ' +
      'the host then keeps every page out of shared caches, so each load reaches it (docs/decisions/022).',
  }),
  contentRevision: Type.Integer({
    description: "The content's revision: it moves with every edit, and a page's ETag names it (docs/decisions/022).",
  }),
});

export const ReleaseManifestQuerySchema = Type.Object({
  bucket: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: COHORT_BUCKETS - 1,
      description: 'The cohort bucket of a visitor without the cookie yet, chosen by the host.',
    }),
  ),
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

/**
 * What every write says beside its own fields: why. Who acts is the owner of the release token the write was made
 * with (docs/decisions/045), never a name in the body: an `actor` sent by an older CLI is ignored.
 */
const writeProperties = {
  reason: text(),
};

export const ReleaseWriteRequestSchema = Type.Object(writeProperties);

export const PinRequestSchema = Type.Object({
  ...writeProperties,
  pins: Type.Array(PinChangeSchema, { minItems: 1 }),
  autoRollback: Type.Optional(
    Type.Boolean({ description: 'Roll these pins back on their own when their error rate passes the threshold.' }),
  ),
});

const healthRules = {
  maxErrorRate: Type.Number({
    exclusiveMinimum: 0,
    maximum: 1,
    description: 'Error rate over the last page loads above which the canary aborts itself.',
  }),
  minLoads: Type.Integer({ minimum: 1, description: 'Page loads needed before the error rate counts.' }),
};

export const CanaryRequestSchema = Type.Object({
  ...writeProperties,
  remotes: Type.Array(PinChangeSchema, { minItems: 1 }),
  percent: Type.Integer({ minimum: 1, maximum: 99, description: 'Share of visitors in the canary cohort.' }),
  maxErrorRate: Type.Optional(healthRules.maxErrorRate),
  minLoads: Type.Optional(healthRules.minLoads),
});

export const CanarySchema = Type.Object({
  id: Type.String({ description: "The canary set's release id." }),
  remotes: Type.Array(
    Type.Object({
      remote: RemoteNameSchema,
      version: Type.String(),
      integrity: Type.String(),
      serverIntegrity: Nullable(Type.String()),
    }),
  ),
  percent: Type.Integer(),
  startedAt: Type.String({ format: 'date-time' }),
  startedBy: Type.String(),
  reason: Type.String(),
  ...healthRules,
});

export const HealthReportSchema = Type.Object({
  releaseId: Type.String({ minLength: 1, maxLength: 64 }),
  token: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        "The page's report token, signed by the shell's host for the page's release id, expiring and good once per " +
        'remote (docs/decisions/045). A report without a valid one is refused.',
    }),
  ),
  reports: Type.Array(
    Type.Object({
      remote: RemoteNameSchema,
      version: Type.String({ maxLength: 100 }),
      kind: StringEnum(healthReportKinds),
    }),
    { minItems: 1, maxItems: remoteNames.length * healthReportKinds.length },
  ),
});

export const HealthReportAnswerSchema = Type.Object({
  counted: Type.Integer({ description: 'Reports counted: those naming a live release and its own versions.' }),
});

/**
 * `POST /api/releases/{environment}/health/page-loads`: how many pages a shell host rendered with each release id
 * since its last count, signed with HEALTH_REPORT_SECRET (docs/decisions/045). The health check's page loads.
 */
/** A count of a host's, per release id and the remote it is counted against. */
const perReleaseAndRemote = {
  releaseId: Type.String({ minLength: 1, maxLength: 64 }),
  remote: StringEnum(remoteNames),
  pages: Type.Integer({ minimum: 1, maximum: PAGE_LOADS_MAX_PER_REPORT }),
};

export const PageLoadsReportSchema = Type.Object({
  batch: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$', description: 'A random id: each count is taken once.' }),
  sentAt: Type.Integer({ minimum: 0, description: 'When the host sent it, epoch milliseconds.' }),
  loads: Type.Array(
    Type.Object({
      releaseId: Type.String({ minLength: 1, maxLength: 64 }),
      pages: Type.Integer({ minimum: 1, maximum: PAGE_LOADS_MAX_PER_REPORT }),
    }),
    { minItems: 0, maxItems: 64 },
  ),
  failures: Type.Optional(
    Type.Array(Type.Object(perReleaseAndRemote), {
      maxItems: 64 * remoteNames.length,
      description:
        "Pages and actions that failed on the host, per release id and the remote whose version failed: renders, its server bundle, its actions' 5xx (issue 50).",
    }),
  ),
  vitals: Type.Optional(
    Type.Array(
      Type.Object({
        ...perReleaseAndRemote,
        slow: Type.Integer({ minimum: 0, maximum: PAGE_LOADS_MAX_PER_REPORT }),
      }),
      {
        maxItems: 64 * remoteNames.length,
        description:
          "Real visitors' LCPs the host counted, per release id and the remote whose page it was: pages (each with its own report token) and how many of them passed the real-user LCP budget (issue 50).",
      },
    ),
  ),
  signature: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', description: 'HMAC-SHA256 of the rest (base64url).' }),
});

export const PageLoadsAnswerSchema = Type.Object({
  counted: Type.Integer({ description: 'Pages counted: those rendered with a live release.' }),
});

const ownerName = () =>
  Type.String({
    minLength: 1,
    maxLength: RELEASE_TOKEN_OWNER_MAX_LENGTH,
    // One line of printable text, by the API's single-line rule (its SINGLE_LINE_PATTERN): it is the history's actor.
    pattern: '^[^\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]*$',
    description: 'The person the token is for: the history names them as the actor of every write made with it.',
  });

/** A release token as `token list` shows it: never the token, which is kept as a hash only. */
export const ReleaseTokenSchema = Type.Object({
  id: Type.String({ description: 'Names the token for `token revoke`; not a secret.' }),
  owner: Type.String(),
  reason: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.String({ description: "The owner of the token it was made with, or 'bootstrap'." }),
  lastUsedAt: Nullable(Type.String({ format: 'date-time' })),
  revokedAt: Nullable(Type.String({ format: 'date-time' })),
  revokedBy: Nullable(Type.String()),
});

export const ReleaseTokenRequestSchema = Type.Object({
  owner: ownerName(),
  reason: Type.Optional(text()),
});

/** The answer to `token create`: the token itself, shown this once. */
export const CreatedReleaseTokenSchema = Type.Object({
  ...ReleaseTokenSchema.properties,
  token: Type.String({ description: 'The token: shown once, kept nowhere but as its SHA-256.' }),
});

export const ReleaseTokenParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const VersionHealthSchema = Type.Object({
  loads: Type.Integer({ description: 'Page loads counted, the last ones up to the window.' }),
  errors: Type.Integer({ description: 'Of those, the ones with at least one report.' }),
  errorRate: Type.Number(),
});

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
  autoRollback: Type.Boolean({ description: 'Rolled back on its own when its error rate passes the threshold.' }),
});

export const EnvironmentStatusSchema = Type.Object({
  environment: Type.String(),
  allowOverrides: Type.Boolean(),
  pins: Type.Array(PinnedRemoteSchema),
  canary: Nullable(CanarySchema),
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
  health: VersionHealthSchema,
  canary: Nullable(
    Type.Object(
      { version: Type.String(), percent: Type.Integer(), health: VersionHealthSchema },
      {
        description: 'The canary version in flight for this remote, if any.',
      },
    ),
  ),
});

export const EnvironmentServingStatusSchema = Type.Object({
  ...EnvironmentStatusSchema.properties,
  remotes: Type.Array(RemoteServingSchema),
});

/**
 * What a history entry records. `canary` and `canary-abort` change a cohort, not what is live: replaying
 * the history to the live pins skips them (liveActions).
 */
export const historyActions = [
  'pin',
  'rollback',
  'promote',
  'unpin',
  'canary',
  'canary-promote',
  'canary-abort',
] as const;
export const cohortActions: readonly (typeof historyActions)[number][] = ['canary', 'canary-abort'];

export const HistoryEntrySchema = Type.Object({
  id: Type.Integer(),
  environment: Type.String(),
  remote: RemoteNameSchema,
  action: StringEnum(historyActions),
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
