// What a failed authentication on the admin address leaves in the log (issue 51): a warning with the client's
// address, never the token it tried.
import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { RELEASE_AUTH_FAILURES_PER_WINDOW } from '@site/shared/contracts';
import { holderOf, installReleaseAuth } from './release-auth.ts';
import type { ReleaseTokens } from './release-tokens.ts';

const VALID = 'arcrel_the-valid-one';

/** An admin instance whose log lines are kept, with one token that is valid. */
async function adminWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const admin = Fastify({ logger: { level: 'warn', stream } });
  await admin.register(fastifyRateLimit, { global: false });
  const tokens = {
    holder: async (token: string) => (token === VALID ? { id: 'tok_1', owner: 'Asha Rao' } : undefined),
  } as unknown as ReleaseTokens;
  installReleaseAuth(admin, tokens);
  admin.get('/who', async (request) => ({ owner: holderOf(request).owner }));
  return { admin, lines };
}

describe('authentication on the admin address', () => {
  it('logs a failed attempt as a warning with the client address, never the token', async () => {
    const { admin, lines } = await adminWithLog();
    const secretGuess = 'arcrel_a-guess-that-must-not-be-logged';
    const refused = await admin.inject({
      url: '/who',
      headers: { authorization: `Bearer ${secretGuess}` },
      remoteAddress: '203.0.113.9',
    });
    expect(refused.statusCode).toBe(401);
    const warning = lines.find((line) => line.msg === 'release API: authentication failed');
    expect(warning).toMatchObject({ level: 40, client: '203.0.113.9', path: '/who', given: 'invalid' });
    expect(JSON.stringify(lines)).not.toContain(secretGuess);

    const allowed = await admin.inject({ url: '/who', headers: { authorization: `Bearer ${VALID}` } });
    expect(allowed.json()).toEqual({ owner: 'Asha Rao' });
    expect(JSON.stringify(lines)).not.toContain(VALID);
    await admin.close();
  });

  it('refuses a client past RELEASE_AUTH_FAILURES_PER_WINDOW failures, valid token or not', async () => {
    const { admin } = await adminWithLog();
    for (let attempt = 0; attempt < RELEASE_AUTH_FAILURES_PER_WINDOW; attempt += 1) {
      expect((await admin.inject({ url: '/who', remoteAddress: '203.0.113.10' })).statusCode).toBe(401);
    }
    const held = await admin.inject({
      url: '/who',
      headers: { authorization: `Bearer ${VALID}` },
      remoteAddress: '203.0.113.10',
    });
    expect(held.statusCode).toBe(429);
    expect((await admin.inject({ url: '/who', headers: { authorization: `Bearer ${VALID}` } })).statusCode).toBe(200);
    await admin.close();
  });
});
