// Single use of health report tokens and of hosts' page-load counts (issue 51, docs/decisions/045): the first API
// instance to take an id has it, every later attempt anywhere is refused, until the id's token has expired anyway.
// In Redis with REDIS_URL (every instance shares it), else in the database (which every instance shares too).
import type { Redis } from 'ioredis';
import { brand } from '@site/shared/contracts';
import type { Db } from '../../db/database.ts';

export interface ReportClaims {
  /** True for the first claim of `id`; false for every later one while it is kept (until `expiresAt`, epoch ms). */
  claim(id: string, expiresAt: number): Promise<boolean>;
}

/** Ours: how often the database's table drops the ids whose tokens have expired. */
export const CLAIMS_PURGE_INTERVAL_MS = 60_000;

export function databaseClaims(db: Db, now: () => number = Date.now): ReportClaims {
  let purgedAt = Number.NEGATIVE_INFINITY;
  return {
    async claim(id, expiresAt) {
      const at = now();
      if (at - purgedAt >= CLAIMS_PURGE_INTERVAL_MS) {
        purgedAt = at;
        await db.run('DELETE FROM release_report_claims WHERE expires_at < ?', [new Date(at).toISOString()]);
      }
      const { changes } = await db.run(
        'INSERT INTO release_report_claims (id, expires_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING',
        [id, new Date(expiresAt).toISOString()],
      );
      return changes === 1;
    },
  };
}

/** Keys of taken ids in Redis. */
const CLAIM_PREFIX = `${brand.slug}:release-report-claim:`;

/**
 * `SET … NX PX`: one round trip, atomic across instances, gone when the token would have expired. A Redis that
 * cannot answer takes nothing: the report is not counted (refusing a real report costs less than counting a
 * replayed one).
 */
export function redisClaims(redis: Redis, now: () => number = Date.now): ReportClaims {
  return {
    async claim(id, expiresAt) {
      const ttl = Math.max(1, expiresAt - now());
      return (await redis.set(`${CLAIM_PREFIX}${id}`, '1', 'PX', ttl, 'NX')) === 'OK';
    },
  };
}
