// The first release token (issue 51, docs/decisions/045): made through the database itself, by whoever runs the
// API (its DATA_DIR or DATABASE_URL), never over the network, where every token-management call needs a token.
// `npm run release -- token create --owner "…" --bootstrap` runs this in its own process.
import { BOOTSTRAP_CREATOR, RELEASE_TOKEN_OWNER_MAX_LENGTH } from '@site/shared/contracts';
import type { CreatedReleaseToken } from '@site/shared/contracts';
import { hasControlCharacters } from '@site/shared/form-rules';
import type { Env } from '@site/shared/server/settings';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { createReleaseTokens } from './release-tokens.ts';

/** Why `owner` cannot name a token's holder; undefined when it can. */
export function ownerProblem(owner: string): string | undefined {
  if (owner.trim() === '') return 'the owner is empty';
  if (owner.length > RELEASE_TOKEN_OWNER_MAX_LENGTH)
    return `the owner is longer than ${RELEASE_TOKEN_OWNER_MAX_LENGTH}`;
  if (hasControlCharacters(owner)) return 'the owner must be one line of plain text';
  return undefined;
}

/** Makes a token for `owner` in the database the API with this environment uses; created by `bootstrap`. */
export async function bootstrapReleaseToken(
  env: Env,
  owner: string,
  reason: string | undefined,
): Promise<CreatedReleaseToken> {
  const problem = ownerProblem(owner);
  if (problem) throw new Error(`No token made: ${problem}.`);
  const config = loadConfig(env);
  const db = await openDatabase(config);
  try {
    return await createReleaseTokens(db).create(owner, reason, BOOTSTRAP_CREATOR);
  } finally {
    await db.close();
  }
}
