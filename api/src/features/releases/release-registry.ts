import type { Canary, EnvironmentStatus, HistoryEntry, PinnedRemote, RemoteName } from '@site/shared/contracts';
import { cohortActions } from '@site/shared/schemas';
import type { Db, Sql } from '../../db/database.ts';

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

const PIN_COLUMNS = 'remote, version, integrity, server_integrity, pinned_at, pinned_by, reason, auto_rollback';

/** The pins of every environment and their history, in the API's database. */
export function createReleaseRegistry(db: Db) {
  const pinsOf = (sql: Sql, name: string) =>
    sql.all<PinRow>(`SELECT ${PIN_COLUMNS} FROM release_pins WHERE environment = ? ORDER BY remote`, [name]);

  async function status(name: string, sql: Sql = db): Promise<EnvironmentStatus | undefined> {
    const row = await sql.get<{ name: string; allow_overrides: number }>(
      'SELECT name, allow_overrides FROM release_environments WHERE name = ?',
      [name],
    );
    if (!row) return undefined;
    const canary = await sql.get<CanaryRow>('SELECT * FROM release_canaries WHERE environment = ?', [name]);
    return {
      environment: row.name,
      allowOverrides: row.allow_overrides === 1,
      pins: (await pinsOf(sql, name)).map(toPinned),
      canary: canary ? toCanary(canary) : null,
    };
  }

  const liveVersion = async (sql: Sql, name: string, remote: RemoteName) =>
    (await pinsOf(sql, name)).find((pin) => pin.remote === remote)?.version ?? HOST_BUILD;

  function record(
    sql: Sql,
    name: string,
    entry: { remote: RemoteName; action: HistoryEntry['action']; fromVersion: string | null; version: string },
    change: Change,
    at: string,
  ) {
    return sql.run(
      `INSERT INTO release_history (environment, remote, action, from_version, to_version, actor, reason, at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [name, entry.remote, entry.action, entry.fromVersion, entry.version, change.actor, change.reason, at],
    );
  }

  /** Writes every pin and its history in one transaction: all or none. */
  async function apply(
    name: string,
    writes: PinWrite[],
    change: Change & { action: HistoryEntry['action']; autoRollback?: boolean },
    outer: Sql = db,
  ): Promise<EnvironmentStatus> {
    const at = new Date().toISOString();
    return outer.transaction(async (sql) => {
      const before = new Map((await pinsOf(sql, name)).map((row) => [row.remote, row.version]));
      for (const write of writes) {
        // Pinning what is live changes nothing, so it is not a change in the history either.
        if (before.get(write.remote) === write.version) continue;
        await sql.run(
          `INSERT INTO release_pins (environment, remote, version, integrity, server_integrity, pinned_at, pinned_by, reason, auto_rollback)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (environment, remote) DO UPDATE SET version = excluded.version, integrity = excluded.integrity,
             server_integrity = excluded.server_integrity, auto_rollback = excluded.auto_rollback,
             pinned_at = excluded.pinned_at, pinned_by = excluded.pinned_by, reason = excluded.reason`,
          [
            name,
            write.remote,
            write.version,
            write.integrity,
            write.serverIntegrity,
            at,
            change.actor,
            change.reason,
            change.autoRollback ? 1 : 0,
          ],
        );
        await record(
          sql,
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
      return (await status(name, sql)) as EnvironmentStatus;
    });
  }

  return {
    status: (name: string) => status(name),

    async environments(): Promise<string[]> {
      return (await db.all<{ name: string }>('SELECT name FROM release_environments ORDER BY name')).map(
        (row) => row.name,
      );
    },

    async history(name: string, remote: string | undefined, limit = 100): Promise<HistoryEntry[]> {
      const rows = await db.all<HistoryRow>(
        `SELECT * FROM release_history WHERE environment = ? AND (CAST(? AS TEXT) = '' OR remote = ?)
         ORDER BY id DESC LIMIT ?`,
        [name, remote ?? '', remote ?? '', limit],
      );
      return rows.map(toHistory);
    },

    /**
     * What a rollback of `remote` returns to: the live state before the
     * current one, which may be the host's build (HOST_BUILD), or null when
     * nothing came before. Repeated rollbacks walk further back.
     */
    async rollbackTarget(name: string, remote: RemoteName): Promise<string | null> {
      const changes = await db.all<HistoryRow>(
        'SELECT * FROM release_history WHERE environment = ? AND remote = ? ORDER BY id',
        [name, remote],
      );
      const states = liveStates(changes);
      return states.length >= 2 ? (states[states.length - 2] ?? null) : null;
    },

    /** Stops pinning a remote: it serves its host's current build again. */
    async unpin(
      name: string,
      remote: RemoteName,
      change: { action?: 'unpin' | 'rollback'; actor: string; reason: string },
    ): Promise<EnvironmentStatus | undefined> {
      return db.transaction(async (sql) => {
        const current = (await status(name, sql))?.pins.find((pin) => pin.remote === remote);
        if (!current) return undefined;
        await sql.run('DELETE FROM release_pins WHERE environment = ? AND remote = ?', [name, remote]);
        await record(
          sql,
          name,
          { remote, action: change.action ?? 'unpin', fromVersion: current.version, version: HOST_BUILD },
          change,
          new Date().toISOString(),
        );
        return status(name, sql);
      });
    },

    /** The pins among `writes` that would change what `name` serves (a pin of the live version changes nothing). */
    async changesIn<W extends { remote: RemoteName; version: string }>(name: string, writes: readonly W[]) {
      const live = new Map((await pinsOf(db, name)).map((row) => [row.remote, row.version]));
      return writes.filter((write) => live.get(write.remote) !== write.version);
    },

    apply: (
      name: string,
      writes: PinWrite[],
      change: Change & { action: HistoryEntry['action']; autoRollback?: boolean },
    ) => apply(name, writes, change),

    /**
     * Starts a canary: its set of versions goes to `percent` of visitors; what is live does not change. Null when
     * one is already in flight (another request started it since the caller looked): one per environment.
     */
    async startCanary(
      name: string,
      canary: Omit<Canary, 'startedAt' | 'startedBy' | 'reason'>,
      change: Change,
    ): Promise<EnvironmentStatus | null> {
      const at = new Date().toISOString();
      return db.transaction(async (sql) => {
        const { changes } = await sql.run(
          `INSERT INTO release_canaries (environment, id, remotes, percent, max_error_rate, min_loads, started_at, started_by, reason)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (environment) DO NOTHING`,
          [
            name,
            canary.id,
            JSON.stringify(canary.remotes),
            canary.percent,
            canary.maxErrorRate,
            canary.minLoads,
            at,
            change.actor,
            change.reason,
          ],
        );
        if (changes === 0) return null;
        for (const { remote, version } of canary.remotes) {
          const fromVersion = await liveVersion(sql, name, remote);
          await record(sql, name, { remote, action: 'canary', fromVersion, version }, change, at);
        }
        return (await status(name, sql)) as EnvironmentStatus;
      });
    },

    /** Ends the canary: every visitor is served the pins again. Null when none is in flight. */
    async abortCanary(name: string, change: Change): Promise<EnvironmentStatus | null> {
      const at = new Date().toISOString();
      return db.transaction(async (sql) => {
        const canary = (await status(name, sql))?.canary;
        if (!canary) return null;
        await sql.run('DELETE FROM release_canaries WHERE environment = ?', [name]);
        for (const { remote, version } of canary.remotes) {
          const live = await liveVersion(sql, name, remote);
          await record(sql, name, { remote, action: 'canary-abort', fromVersion: version, version: live }, change, at);
        }
        return (await status(name, sql)) as EnvironmentStatus;
      });
    },

    /** Makes the canary's versions the pins, for every visitor, and ends it. Null when none is in flight. */
    async promoteCanary(name: string, change: Change): Promise<EnvironmentStatus | null> {
      return db.transaction(async (sql) => {
        const canary = (await status(name, sql))?.canary;
        if (!canary) return null;
        await sql.run('DELETE FROM release_canaries WHERE environment = ?', [name]);
        return apply(name, canary.remotes, { ...change, action: 'canary-promote' }, sql);
      });
    },
  };
}

export type ReleaseRegistry = ReturnType<typeof createReleaseRegistry>;
