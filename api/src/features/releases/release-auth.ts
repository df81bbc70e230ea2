// Who may use the admin address (issue 51, docs/decisions/045): the holder of a valid release token, on every
// request but the health checks. Authentication runs when the request arrives, before its body is read or
// validated, so a request without a valid token gets 401 and learns nothing of the schemas. Failed attempts are
// logged with the client's address (never the token) and limited per client.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RELEASE_AUTH_FAILURE_WINDOW_MS, RELEASE_AUTH_FAILURES_PER_WINDOW } from '@site/shared/contracts';
import { HEALTH_PATH, READY_PATH } from '@site/shared/server/lifecycle';
import { sendError } from '../../http/errors.ts';
import type { ReleaseTokens, TokenHolder } from './release-tokens.ts';

export const releaseAuthMessages = {
  unauthorized:
    'A valid release token is required (Authorization: Bearer <token>); `npm run release -- token create` makes one.',
  tooManyFailures: 'Too many failed attempts from this address. Please wait and try again.',
} as const;

const BEARER = /^Bearer ([^\s].*)$/;

/** What the admin address answers without a token: whether the process is alive and ready. */
const OPEN_PATHS: ReadonlySet<string> = new Set([HEALTH_PATH, READY_PATH]);

/** The holder of each authenticated request's token. */
const holders = new WeakMap<FastifyRequest, TokenHolder>();

/** Who made an authenticated request on the admin address: the owner of its token, whom the history names. */
export function holderOf(request: FastifyRequest): TokenHolder {
  const holder = holders.get(request);
  // Every route of the admin address runs after the hook below; a route without a holder is a bug, not a visitor.
  if (!holder) throw new Error('A release route ran without an authenticated holder');
  return holder;
}

/**
 * Installs authentication on the admin instance (which has @fastify/rate-limit registered): every request but the
 * health checks needs `Authorization: Bearer <a person's release token>`. A client with
 * RELEASE_AUTH_FAILURES_PER_WINDOW failures in the window is refused (429) until it ends, before its token is
 * even looked at.
 */
export function installReleaseAuth(admin: FastifyInstance, tokens: ReleaseTokens): void {
  const failures = admin.createRateLimit({
    max: RELEASE_AUTH_FAILURES_PER_WINDOW,
    timeWindow: RELEASE_AUTH_FAILURE_WINDOW_MS,
  });
  admin.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (OPEN_PATHS.has(path)) return undefined;
    const seen = await failures(request, { increment: false });
    if (!seen.isAllowed && seen.remaining === 0) {
      void reply.header('retry-after', String(Math.max(1, seen.ttlInSeconds)));
      return sendError(reply, 429, releaseAuthMessages.tooManyFailures);
    }
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const holder = given === undefined ? undefined : await tokens.holder(given);
    if (!holder) {
      await failures(request);
      request.log.warn(
        { client: request.ip, method: request.method, path, given: given === undefined ? 'none' : 'invalid' },
        'release API: authentication failed',
      );
      return sendError(reply, 401, releaseAuthMessages.unauthorized);
    }
    holders.set(request, holder);
    return undefined;
  });
}
