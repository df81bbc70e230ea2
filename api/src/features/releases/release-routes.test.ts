import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiMessages, remoteNames } from '@site/shared/contracts';
import type { ReleaseManifest } from '@site/shared/contracts';
import { createTestApp } from '../../test/test-app.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp({ REMOTE_INSIGHTS_ORIGIN: 'https://cdn.example.test/insights' });
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/releases/:environment', () => {
  it('lists every remote with a version and the URL of its mf-manifest.json, uncached', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/releases/production' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = response.json<ReleaseManifest>();
    expect(body.environment).toBe('production');
    expect(body.remotes.map((remote) => remote.name)).toEqual([...remoteNames]);
    expect(body.remotes.find((remote) => remote.name === 'insights')?.manifestUrl).toBe(
      'https://cdn.example.test/insights/mf-manifest.json',
    );
    expect(body.remotes.find((remote) => remote.name === 'content')?.manifestUrl).toBe(
      'http://127.0.0.1:3001/mf-manifest.json',
    );
    for (const remote of body.remotes) expect(remote.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('refuses an unknown environment', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/releases/moon' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 0, message: apiMessages.unknownEnvironment });
  });
});

describe('GET /api/health', () => {
  it('reports the API and its database up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
