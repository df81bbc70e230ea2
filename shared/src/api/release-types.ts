import type { Static } from 'typebox';
import type {
  ArtifactMetadataSchema,
  CanaryRequestSchema,
  CreatedReleaseTokenSchema,
  PageLoadsReportSchema,
  ReleaseTokenRequestSchema,
  ReleaseTokenSchema,
  CanarySchema,
  HealthReportSchema,
  VersionHealthSchema,
  EnvironmentServingStatusSchema,
  EnvironmentStatusSchema,
  HistoryEntrySchema,
  PinChangeSchema,
  PinnedRemoteSchema,
  PinRequestSchema,
  PromoteRequestSchema,
  ReleaseRefusalSchema,
  ReleaseWriteRequestSchema,
  RemoteServingSchema,
  RollbackRequestSchema,
} from './schemas/releases.ts';

// The release API's shapes, derived from the schemas it validates and answers with (schemas/releases.ts).

/** What `npm run deploy` records beside every published artifact (`<remote>/<version>/artifact.json`). */
export type ArtifactMetadata = Static<typeof ArtifactMetadataSchema>;
export type PinChange = Static<typeof PinChangeSchema>;
export type ReleaseWriteRequest = Static<typeof ReleaseWriteRequestSchema>;
export type PinRequest = Static<typeof PinRequestSchema>;
export type RollbackRequest = Static<typeof RollbackRequestSchema>;
export type PromoteRequest = Static<typeof PromoteRequestSchema>;
export type PinnedRemote = Static<typeof PinnedRemoteSchema>;
export type EnvironmentStatus = Static<typeof EnvironmentStatusSchema>;
/** What one remote serves in an environment, as `release status` shows it. */
export type RemoteServing = Static<typeof RemoteServingSchema>;
/** `GET /api/releases/{environment}/status`: the pins, and what each of the four remotes serves. */
export type EnvironmentServingStatus = Static<typeof EnvironmentServingStatusSchema>;
export type HistoryEntry = Static<typeof HistoryEntrySchema>;
export type CanaryRequest = Static<typeof CanaryRequestSchema>;
/** A canary in flight: its set of versions, its share of visitors and its health rules. */
export type Canary = Static<typeof CanarySchema>;
/** `POST /api/releases/{environment}/health`: what a page reports, with its release id. */
export type HealthReport = Static<typeof HealthReportSchema>;
export type VersionHealth = Static<typeof VersionHealthSchema>;
/** `POST /api/releases/{environment}/health/page-loads`: a shell host's signed count of rendered pages. */
export type PageLoadsReport = Static<typeof PageLoadsReportSchema>;
/** A person's release token as `token list` shows it (never the token itself). */
export type ReleaseToken = Static<typeof ReleaseTokenSchema>;
export type ReleaseTokenRequest = Static<typeof ReleaseTokenRequestSchema>;
/** A token just made: the token itself, shown once. */
export type CreatedReleaseToken = Static<typeof CreatedReleaseTokenSchema>;

/** A refused release write: each remote (or the request) with the reason. */
export type ReleaseRefusal = Required<Static<typeof ReleaseRefusalSchema>>;
