import { afterEach, describe, expect, it } from '@jest/globals';
import { DEFAULT_TRUSTED_PROXIES, trustedProxiesFrom } from '@site/shared/server/settings';
import { loadConfig } from '../config.ts';
import { createTestApp, withDatabase } from '../test/test-app.ts';
import type { StoredData } from '../test/test-app.ts';

/** An address outside every trusted list below (TEST-NET-3). */
const OUTSIDER = '203.0.113.7';

let testApp: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function storedClientAddresses(stored: StoredData): Promise<string[]> {
  const rows = await withDatabase(stored, (db) =>
    db.all<{ client_ip: string }>('SELECT client_ip FROM form_submissions ORDER BY id'),
  );
  return rows.map((row) => row.client_ip);
}

function subscribe(running: NonNullable<typeof testApp>, from: string, forwardedFor?: string) {
  return running.app.inject({
    method: 'POST',
    url: '/api/forms/subscribe',
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { values: { email: 'ravi@example.com' }, formToken: running.formToken() },
  });
}

describe('TRUSTED_PROXIES', () => {
  it("defaults to the shell host's own address", () => {
    expect(DEFAULT_TRUSTED_PROXIES).toEqual(['127.0.0.1']);
    expect(loadConfig({}).trustedProxies).toEqual(['127.0.0.1']);
    expect(trustedProxiesFrom({ TRUSTED_PROXIES: '' })).toEqual(['127.0.0.1']);
  });

  it('reads addresses and CIDR ranges, and "none"', () => {
    expect(trustedProxiesFrom({ TRUSTED_PROXIES: ' 10.0.0.0/8, 192.168.1.10 ,::1,fd00::/8' })).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
      'fd00::/8',
    ]);
    expect(trustedProxiesFrom({ TRUSTED_PROXIES: 'none' })).toEqual([]);
  });

  it.each(['localhost', '10.0.0.0/33', '10.0.0.1/8/2', '999.1.1.1', '10.0.0.0/x', '::1/129'])(
    'refuses "%s" at start-up',
    (value) => {
      expect(() => trustedProxiesFrom({ TRUSTED_PROXIES: value })).toThrow(/TRUSTED_PROXIES/);
    },
  );
});

describe('X-Forwarded-For', () => {
  it('is ignored from a client outside the trusted list: its own address is stored', async () => {
    testApp = await createTestApp();
    expect((await subscribe(testApp, OUTSIDER, '10.0.0.1')).statusCode).toBe(201);
    expect(await storedClientAddresses(testApp.stored)).toEqual([OUTSIDER]);
  });

  it('cannot spread an untrusted client over many rate-limit buckets', async () => {
    testApp = await createTestApp({ FORM_RATE_LIMIT_MAX: '2' });
    const answers: number[] = [];
    for (let i = 1; i <= 4; i += 1) {
      answers.push((await subscribe(testApp, OUTSIDER, `10.0.${i}.1`)).statusCode);
    }
    expect(answers).toEqual([201, 201, 429, 429]);
    expect(await storedClientAddresses(testApp.stored)).toEqual([OUTSIDER, OUTSIDER]);
  });

  it("is believed from the shell's host, so each visitor has a limit of their own (npm start)", async () => {
    testApp = await createTestApp({ FORM_RATE_LIMIT_MAX: '1' });
    expect((await subscribe(testApp, '127.0.0.1', '198.51.100.1')).statusCode).toBe(201);
    expect((await subscribe(testApp, '127.0.0.1', '198.51.100.2')).statusCode).toBe(201);
    expect((await subscribe(testApp, '127.0.0.1', '198.51.100.2')).statusCode).toBe(429);
    expect(await storedClientAddresses(testApp.stored)).toEqual(['198.51.100.1', '198.51.100.2']);
  });

  it('takes the nearest untrusted hop, not what the client wrote first', async () => {
    testApp = await createTestApp();
    await subscribe(testApp, '127.0.0.1', '10.0.0.1, 198.51.100.9');
    expect(await storedClientAddresses(testApp.stored)).toEqual(['198.51.100.9']);
  });

  it('follows a configured list: only those proxies are believed', async () => {
    testApp = await createTestApp({ TRUSTED_PROXIES: '10.0.0.0/8' });
    await subscribe(testApp, '10.1.2.3', '198.51.100.4');
    await subscribe(testApp, '127.0.0.1', '198.51.100.5');
    expect(await storedClientAddresses(testApp.stored)).toEqual(['198.51.100.4', '127.0.0.1']);
  });

  it('is never believed with TRUSTED_PROXIES=none', async () => {
    testApp = await createTestApp({ TRUSTED_PROXIES: 'none' });
    await subscribe(testApp, '127.0.0.1', '198.51.100.6');
    expect(await storedClientAddresses(testApp.stored)).toEqual(['127.0.0.1']);
  });
});
