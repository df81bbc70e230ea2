import type { RemoteName } from '../config/apps.ts';

/** What `npm run deploy` records beside every published artifact (`<remote>/<version>/artifact.json`). */
export interface ArtifactMetadata {
  remote: RemoteName;
  version: string;
  publishedAt: string;
  publishedBy: string;
  /** The remote's entry file inside the artifact folder. */
  entry: string;
  /** Subresource-integrity hash of the entry: `sha384-<base64>`. */
  integrity: string;
  exposes: string[];
  shared: { name: string; version: string; requiredVersion: string; singleton: boolean }[];
}

export interface PinChange {
  remote: RemoteName;
  version: string;
}

export interface ReleaseWriteRequest {
  /** Who makes the change, for the history. */
  actor: string;
  reason: string;
}

export interface PinRequest extends ReleaseWriteRequest {
  pins: PinChange[];
}

export interface RollbackRequest extends ReleaseWriteRequest {
  remote: RemoteName;
}

export interface PromoteRequest extends ReleaseWriteRequest {
  from: string;
  to: string;
}

export interface PinnedRemote {
  remote: RemoteName;
  version: string;
  integrity: string;
  pinnedAt: string;
  pinnedBy: string;
  reason: string;
}

export interface EnvironmentStatus {
  environment: string;
  allowOverrides: boolean;
  pins: PinnedRemote[];
}

/** What one remote serves in an environment, as `release status` shows it. */
export interface RemoteServing {
  remote: RemoteName;
  /** `pin`: a pinned, published version; `host`: the remote host's own current build. */
  source: 'pin' | 'host';
  /** The pinned version, or the host build's own version (its package version); null when the host did not answer. */
  version: string | null;
  /** The entry's SHA-384 integrity: recorded at pin time, or the host build's entry as served now. */
  integrity: string | null;
  /** When this became live (the last change in the history); null when it always was. */
  since: string | null;
  /** Who made that change, and why. */
  by: string | null;
  reason: string | null;
  /** For the host's build: whether its host answered. */
  reachable?: boolean;
}

/** `GET /api/releases/{environment}/status`: the pins, and what each of the four remotes serves. */
export interface EnvironmentServingStatus extends EnvironmentStatus {
  remotes: RemoteServing[];
}

export interface HistoryEntry {
  id: number;
  environment: string;
  remote: RemoteName;
  action: 'pin' | 'rollback' | 'promote' | 'unpin';
  fromVersion: string | null;
  toVersion: string;
  actor: string;
  reason: string;
  at: string;
}

/** A refused release write: each remote (or the request) with the reason. */
export interface ReleaseRefusal {
  status: 0;
  message: string;
  refusals: { remote?: string; reason: string }[];
}
