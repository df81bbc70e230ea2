// Release tokens, one per person (issue 51, docs/decisions/045). A token is shown once, when it is made; the
// database keeps its SHA-256 only, so a copy of the database holds no token. Every write on the admin address is
// made with one, and the history names its owner.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { RELEASE_TOKEN_BYTES, RELEASE_TOKEN_PREFIX } from '@site/shared/contracts';
import type { CreatedReleaseToken, ReleaseToken } from '@site/shared/contracts';
import type { Db } from '../../db/database.ts';

interface TokenRow {
  id: string;
  token_hash: string;
  owner: string;
  reason: string | null;
  created_at: string;
  created_by: string;
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_by: string | null;
}

const toToken = (row: TokenRow): ReleaseToken => ({
  id: row.id,
  owner: row.owner,
  reason: row.reason,
  createdAt: row.created_at,
  createdBy: row.created_by,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
  revokedBy: row.revoked_by,
});

/** The SHA-256 of a token, as the database keeps it (hex). */
export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Bytes in a token's id: a name for `token revoke`, not a secret. */
const TOKEN_ID_BYTES = 6;

/** The holder of a valid token: who the history names. */
export interface TokenHolder {
  id: string;
  owner: string;
}

const COLUMNS = 'id, token_hash, owner, reason, created_at, created_by, last_used_at, revoked_at, revoked_by';

export function createReleaseTokens(db: Db, now: () => Date = () => new Date()) {
  return {
    /** Makes a token for `owner`; the answer holds the token itself, which nothing keeps. */
    async create(owner: string, reason: string | undefined, createdBy: string): Promise<CreatedReleaseToken> {
      const token = `${RELEASE_TOKEN_PREFIX}${randomBytes(RELEASE_TOKEN_BYTES).toString('base64url')}`;
      const id = `tok_${randomBytes(TOKEN_ID_BYTES).toString('hex')}`;
      const createdAt = now().toISOString();
      await db.run(
        'INSERT INTO release_tokens (id, token_hash, owner, reason, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?)',
        [id, tokenHash(token), owner, reason ?? null, createdAt, createdBy],
      );
      return {
        id,
        owner,
        reason: reason ?? null,
        createdAt,
        createdBy,
        lastUsedAt: null,
        revokedAt: null,
        revokedBy: null,
        token,
      };
    },

    /**
     * The holder of `token` when it is one of ours and not revoked; undefined otherwise. Looked up by its hash (what
     * a lookup's timing could tell is about a hash nobody can aim at), then compared in constant time. Notes the use.
     */
    async holder(token: string): Promise<TokenHolder | undefined> {
      const hash = tokenHash(token);
      const row = await db.get<TokenRow>(`SELECT ${COLUMNS} FROM release_tokens WHERE token_hash = ?`, [hash]);
      if (!row || row.revoked_at !== null) return undefined;
      if (!timingSafeEqual(Buffer.from(row.token_hash, 'hex'), Buffer.from(hash, 'hex'))) return undefined;
      await db.run('UPDATE release_tokens SET last_used_at = ? WHERE id = ?', [now().toISOString(), row.id]);
      return { id: row.id, owner: row.owner };
    },

    /** Every token, newest first, without the token. */
    async list(): Promise<ReleaseToken[]> {
      const rows = await db.all<TokenRow>(`SELECT ${COLUMNS} FROM release_tokens ORDER BY created_at DESC, id`);
      return rows.map(toToken);
    },

    /** Revokes a token: refused from then on. Undefined when there is no such token; a revoked one stays as it was. */
    async revoke(id: string, revokedBy: string): Promise<ReleaseToken | undefined> {
      await db.run('UPDATE release_tokens SET revoked_at = ?, revoked_by = ? WHERE id = ? AND revoked_at IS NULL', [
        now().toISOString(),
        revokedBy,
        id,
      ]);
      const row = await db.get<TokenRow>(`SELECT ${COLUMNS} FROM release_tokens WHERE id = ?`, [id]);
      return row && toToken(row);
    },
  };
}

export type ReleaseTokens = ReturnType<typeof createReleaseTokens>;
