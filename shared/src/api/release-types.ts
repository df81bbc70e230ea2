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
