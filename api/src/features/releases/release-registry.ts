import type { Canary, EnvironmentStatus, HistoryEntry, PinnedRemote, RemoteName } from '@site/shared/contracts';
import { cohortActions } from '@site/shared/schemas';
import type { Db } from '../../db/database.ts';

interface PinRow {
  remote: RemoteName;
  version: string;
  integrity: string;
  server_integrity: string | null;
  pinned_at: string;
  pinned_by: string;
  reason: string;
  auto_rollback: number;
}

interface CanaryRow {
  id: string;
  remotes: string;
  percent: number;
  max_error_rate: number;
  min_loads: number;
  started_at: string;
  started_by: string;
  reason: string;
}

interface HistoryRow {
  id: number;
  environment: string;
  remote: RemoteName;
  action: HistoryEntry['action'];
  from_version: string | null;
  to_version: string;
  actor: string;
  reason: string;
  at: string;
}

export interface PinWrite {
  remote: RemoteName;
  version: string;
  integrity: string;
  /** The server bundle's, when the published build has one. */
  serverIntegrity: string | null;
}

type Change = { actor: string; reason: string };

const toPinned = (row: PinRow): PinnedRemote => ({
  remote: row.remote,
  version: row.version,
  integrity: row.integrity,
  serverIntegrity: row.server_integrity,
  pinnedAt: row.pinned_at,
  pinnedBy: row.pinned_by,
  reason: row.reason,
  autoRollback: row.auto_rollback === 1,
});

const toCanary = (row: CanaryRow): Canary => ({
  id: row.id,
  remotes: JSON.parse(row.remotes) as Canary['remotes'],
  percent: row.percent,
  maxErrorRate: row.max_error_rate,
  minLoads: row.min_loads,
  startedAt: row.started_at,
  startedBy: row.started_by,
  reason: row.reason,
});

const toHistory = (row: HistoryRow): HistoryEntry => ({
  id: row.id,
  environment: row.environment,
  remote: row.remote,
  action: row.action,
  fromVersion: row.from_version,
  toVersion: row.to_version,
  actor: row.actor,
  reason: row.reason,
  at: row.at,
});

/** What a remote serves when it is not pinned: its host's current build (`version` in the manifest and history). */
export const HOST_BUILD = 'current';

/**
 * The live states a remote went through, oldest first, as a rollback sees
 * them: the host's build to begin with; each pin, promotion or unpin adds
 * the state it made live, and each rollback takes the last one off. An entry
 * that changed nothing (from = to) is skipped, so a rollback always changes
 * what is live.
 */
export function liveStates(changes: readonly Pick<HistoryRow, 'action' | 'from_version' | 'to_version'>[]): string[] {
  const states = [HOST_BUILD];
  for (const change of changes) {
    // A canary's start and abort change a cohort, not what is live.
    if (cohortActions.includes(change.action)) continue;
    if ((change.from_version ?? HOST_BUILD) === change.to_version) continue;
    if (change.action === 'rollback') {
      if (states.length > 1) states.pop();
    } else if (states[states.length - 1] !== change.to_version) {
      states.push(change.to_version);
    }
  }
  return states;
}

/** The pins of every environment and their history, in the API's database. */
export function createReleaseRegistry(db: Db) {
  const environment = db.prepare<[string], { name: string; allow_overrides: number }>(
    'SELECT name, allow_overrides FROM release_environments WHERE name = ?',
  );
  const environmentNames = db.prepare<[], { name: string }>('SELECT name FROM release_environments ORDER BY name');
  const pinsOf = db.prepare<[string], PinRow>(
    'SELECT remote, version, integrity, server_integrity, pinned_at, pinned_by, reason, auto_rollback FROM release_pins WHERE environment = ? ORDER BY remote',
  );
  const upsertPin =
    db.prepare(`INSERT INTO release_pins (environment, remote, version, integrity, server_integrity, pinned_at, pinned_by, reason, auto_rollback)
    VALUES (@environment, @remote, @version, @integrity, @serverIntegrity, @at, @actor, @reason, @autoRollback)
    ON CONFLICT (environment, remote) DO UPDATE SET version = excluded.version, integrity = excluded.integrity,
      server_integrity = excluded.server_integrity, auto_rollback = excluded.auto_rollback,
      pinned_at = excluded.pinned_at, pinned_by = excluded.pinned_by, reason = excluded.reason`);
  const canaryOf = db.prepare<[string], CanaryRow>('SELECT * FROM release_canaries WHERE environment = ?');
  const insertCanary =
    db.prepare(`INSERT INTO release_canaries (environment, id, remotes, percent, max_error_rate, min_loads, started_at, started_by, reason)
    VALUES (@environment, @id, @remotes, @percent, @maxErrorRate, @minLoads, @startedAt, @startedBy, @reason)`);
  const deleteCanary = db.prepare('DELETE FROM release_canaries WHERE environment = ?');
  const addHistory =
    db.prepare(`INSERT INTO release_history (environment, remote, action, from_version, to_version, actor, reason, at)
    VALUES (@environment, @remote, @action, @fromVersion, @version, @actor, @reason, @at)`);
  const deletePin = db.prepare('DELETE FROM release_pins WHERE environment = ? AND remote = ?');
  const historyOf = db.prepare<[string, string, string, number], HistoryRow>(
    `SELECT * FROM release_history WHERE environment = ? AND (? = '' OR remote = ?) ORDER BY id DESC LIMIT ?`,
  );
  const changesOf = db.prepare<[string, string], HistoryRow>(
    'SELECT * FROM release_history WHERE environment = ? AND remote = ? ORDER BY id',
  );

  function status(name: string): EnvironmentStatus | undefined {
    const row = environment.get(name);
    if (!row) return undefined;
    const canary = canaryOf.get(name);
    return {
      environment: row.name,
      allowOverrides: row.allow_overrides === 1,
      pins: pinsOf.all(name).map(toPinned),
      canary: canary ? toCanary(canary) : null,
    };
  }

  const liveVersion = (name: string, remote: RemoteName) =>
    pinsOf.all(name).find((pin) => pin.remote === remote)?.version ?? HOST_BUILD;

  function record(
    name: string,
    entry: { remote: RemoteName; action: HistoryEntry['action']; fromVersion: string | null; version: string },
    change: Change,
    at: string,
  ) {
    addHistory.run({ environment: name, ...entry, actor: change.actor, reason: change.reason, at });
  }

  /** Writes every pin and its history in one transaction: all or none. */
  function apply(
    name: string,
    writes: PinWrite[],
    change: Change & { action: HistoryEntry['action']; autoRollback?: boolean },
  ): EnvironmentStatus {
    const at = new Date().toISOString();
    db.transaction(() => {
      const before = new Map(pinsOf.all(name).map((row) => [row.remote, row.version]));
      for (const write of writes) {
        // Pinning what is live changes nothing, so it is not a change in the history either.
        if (before.get(write.remote) === write.version) continue;
        upsertPin.run({
          environment: name,
          ...write,
          at,
          actor: change.actor,
          reason: change.reason,
          autoRollback: change.autoRollback ? 1 : 0,
        });
        record(
          name,
          {
            remote: write.remote,
            action: change.action,
            fromVersion: before.get(write.remote) ?? null,
            version: write.version,
          },
          change,
          at,
        );
      }
    })();
    return status(name) as EnvironmentStatus;
  }

  return {
    status,

    environments(): string[] {
      return environmentNames.all().map((row) => row.name);
    },

    history(name: string, remote: string | undefined, limit = 100): HistoryEntry[] {
      return historyOf.all(name, remote ?? '', remote ?? '', limit).map(toHistory);
    },

    /**
     * What a rollback of `remote` returns to: the live state before the
     * current one, which may be the host's build (HOST_BUILD), or null when
     * nothing came before. Repeated rollbacks walk further back.
     */
    rollbackTarget(name: string, remote: RemoteName): string | null {
      const states = liveStates(changesOf.all(name, remote));
      return states.length >= 2 ? (states[states.length - 2] ?? null) : null;
    },

    /** Stops pinning a remote: it serves its host's current build again. */
    unpin(
      name: string,
      remote: RemoteName,
      change: { action?: 'unpin' | 'rollback'; actor: string; reason: string },
    ): EnvironmentStatus | undefined {
      const current = status(name)?.pins.find((pin) => pin.remote === remote);
      if (!current) return undefined;
      db.transaction(() => {
        deletePin.run(name, remote);
        addHistory.run({
          environment: name,
          remote,
          action: change.action ?? 'unpin',
          fromVersion: current.version,
          version: HOST_BUILD,
          actor: change.actor,
          reason: change.reason,
          at: new Date().toISOString(),
        });
      })();
      return status(name);
    },

    /** The pins among `writes` that would change what `name` serves (a pin of the live version changes nothing). */
    changesIn(name: string, writes: readonly { remote: RemoteName; version: string }[]) {
      const live = new Map(pinsOf.all(name).map((row) => [row.remote, row.version]));
      return writes.filter((write) => live.get(write.remote) !== write.version);
    },

    apply,

    /** Starts a canary: its set of versions goes to `percent` of visitors; what is live does not change. */
    startCanary(name: string, canary: Omit<Canary, 'startedAt' | 'startedBy' | 'reason'>, change: Change) {
      const at = new Date().toISOString();
      db.transaction(() => {
        insertCanary.run({
          environment: name,
          id: canary.id,
          remotes: JSON.stringify(canary.remotes),
          percent: canary.percent,
          maxErrorRate: canary.maxErrorRate,
          minLoads: canary.minLoads,
          startedAt: at,
          startedBy: change.actor,
          reason: change.reason,
        });
        for (const { remote, version } of canary.remotes) {
          record(name, { remote, action: 'canary', fromVersion: liveVersion(name, remote), version }, change, at);
        }
      })();
      return status(name) as EnvironmentStatus;
    },

    /** Ends the canary: every visitor is served the pins again. Null when none is in flight. */
    abortCanary(name: string, change: Change): EnvironmentStatus | null {
      const canary = status(name)?.canary;
      if (!canary) return null;
      const at = new Date().toISOString();
      db.transaction(() => {
        deleteCanary.run(name);
        for (const { remote, version } of canary.remotes) {
          record(
            name,
            { remote, action: 'canary-abort', fromVersion: version, version: liveVersion(name, remote) },
            change,
            at,
          );
        }
      })();
      return status(name) as EnvironmentStatus;
    },

    /** Makes the canary's versions the pins, for every visitor, and ends it. Null when none is in flight. */
    promoteCanary(name: string, change: Change): EnvironmentStatus | null {
      const canary = status(name)?.canary;
      if (!canary) return null;
      db.transaction(() => {
        deleteCanary.run(name);
        apply(name, canary.remotes, { ...change, action: 'canary-promote' });
      })();
      return status(name) as EnvironmentStatus;
    },
  };
}

export type ReleaseRegistry = ReturnType<typeof createReleaseRegistry>;
