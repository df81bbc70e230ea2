import type { EnvironmentStatus, HistoryEntry, PinnedRemote, RemoteName } from '@site/shared/contracts';
import type { Db } from '../../db/database.ts';

interface PinRow {
  remote: RemoteName;
  version: string;
  integrity: string;
  pinned_at: string;
  pinned_by: string;
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
}

const toPinned = (row: PinRow): PinnedRemote => ({
  remote: row.remote,
  version: row.version,
  integrity: row.integrity,
  pinnedAt: row.pinned_at,
  pinnedBy: row.pinned_by,
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

/** The pins of every environment and their history, in the API's database. */
export function createReleaseRegistry(db: Db) {
  const environment = db.prepare<[string], { name: string; allow_overrides: number }>(
    'SELECT name, allow_overrides FROM release_environments WHERE name = ?',
  );
  const pinsOf = db.prepare<[string], PinRow>(
    'SELECT remote, version, integrity, pinned_at, pinned_by, reason FROM release_pins WHERE environment = ? ORDER BY remote',
  );
  const upsertPin =
    db.prepare(`INSERT INTO release_pins (environment, remote, version, integrity, pinned_at, pinned_by, reason)
    VALUES (@environment, @remote, @version, @integrity, @at, @actor, @reason)
    ON CONFLICT (environment, remote) DO UPDATE SET version = excluded.version, integrity = excluded.integrity,
      pinned_at = excluded.pinned_at, pinned_by = excluded.pinned_by, reason = excluded.reason`);
  const addHistory =
    db.prepare(`INSERT INTO release_history (environment, remote, action, from_version, to_version, actor, reason, at)
    VALUES (@environment, @remote, @action, @fromVersion, @version, @actor, @reason, @at)`);
  const deletePin = db.prepare('DELETE FROM release_pins WHERE environment = ? AND remote = ?');
  const historyOf = db.prepare<[string, string, string, number], HistoryRow>(
    `SELECT * FROM release_history WHERE environment = ? AND (? = '' OR remote = ?) ORDER BY id DESC LIMIT ?`,
  );
  const lastPinTo = db.prepare<[string, string, string], HistoryRow>(
    `SELECT * FROM release_history WHERE environment = ? AND remote = ? AND to_version = ? AND action != 'rollback'
     ORDER BY id DESC LIMIT 1`,
  );

  function status(name: string): EnvironmentStatus | undefined {
    const row = environment.get(name);
    if (!row) return undefined;
    return { environment: row.name, allowOverrides: row.allow_overrides === 1, pins: pinsOf.all(name).map(toPinned) };
  }

  return {
    status,

    history(name: string, remote: string | undefined, limit = 100): HistoryEntry[] {
      return historyOf.all(name, remote ?? '', remote ?? '', limit).map(toHistory);
    },

    /** The version the current pin replaced, ignoring rollbacks, so repeated rollbacks walk back in time. */
    rollbackTarget(name: string, remote: RemoteName): string | null {
      const current = status(name)?.pins.find((pin) => pin.remote === remote);
      if (!current) return null;
      return lastPinTo.get(name, remote, current.version)?.from_version ?? null;
    },

    /** Stops pinning a remote: it serves its host's current build again. */
    unpin(name: string, remote: RemoteName, change: { actor: string; reason: string }): EnvironmentStatus | undefined {
      const current = status(name)?.pins.find((pin) => pin.remote === remote);
      if (!current) return undefined;
      db.transaction(() => {
        deletePin.run(name, remote);
        addHistory.run({
          environment: name,
          remote,
          action: 'unpin',
          fromVersion: current.version,
          version: 'current',
          actor: change.actor,
          reason: change.reason,
          at: new Date().toISOString(),
        });
      })();
      return status(name);
    },

    /** Writes every pin and its history in one transaction: all or none. */
    apply(
      name: string,
      writes: PinWrite[],
      change: { action: HistoryEntry['action']; actor: string; reason: string },
    ): EnvironmentStatus {
      const at = new Date().toISOString();
      db.transaction(() => {
        const before = new Map(pinsOf.all(name).map((row) => [row.remote, row.version]));
        for (const write of writes) {
          const fromVersion = before.get(write.remote) ?? null;
          upsertPin.run({ environment: name, ...write, at, actor: change.actor, reason: change.reason });
          addHistory.run({
            environment: name,
            ...write,
            fromVersion,
            action: change.action,
            actor: change.actor,
            reason: change.reason,
            at,
          });
        }
      })();
      return status(name) as EnvironmentStatus;
    },
  };
}

export type ReleaseRegistry = ReturnType<typeof createReleaseRegistry>;
