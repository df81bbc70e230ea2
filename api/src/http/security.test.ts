import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp } from '../test/test-app.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp({ SITE_ORIGINS: 'http://127.0.0.1:3000' });
});
afterAll(async () => {
  await testApp.close();
});

describe('every response', () => {
  it('carries the security headers', async () => {
    const response = await testApp.app.inject('/api/menu/data');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it("allows the site's own origin and no other", async () => {
    const own = await testApp.app.inject({ url: '/api/menu/data', headers: { origin: 'http://127.0.0.1:3000' } });
    expect(own.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    const other = await testApp.app.inject({ url: '/api/menu/data', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a JSON body over the limit', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/hubspot/data',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ Name: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 0 });
  });
});
