import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { EnvironmentStatus, HistoryEntry } from '@site/shared/contracts';
import { readHostBuild, remotesServing } from './remote-serving.ts';

const ENTRY = 'var __site_remote_content = {};';
const origins = {
  content: 'http://127.0.0.1:3001',
  insights: 'http://127.0.0.1:3002',
  careers: 'http://127.0.0.1:3003',
  forms: 'http://127.0.0.1:3004',
};

/** Hosts that answer like a remote's static host; `down` ones refuse. */
function fakeHosts(down: string[] = []): typeof fetch {
  return (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    if (down.includes(url.origin)) throw new TypeError('fetch failed');
    if (url.pathname === '/mf-manifest.json') {
      return Response.json({ metaData: { buildInfo: { buildVersion: '0.4.2' } } });
    }
    if (url.pathname === '/remoteEntry.js') return new Response(ENTRY);
    return new Response('', { status: 404 });
  }) as typeof fetch;
}

const status: EnvironmentStatus = {
  environment: 'production',
  allowOverrides: false,
  pins: [
    {
      remote: 'insights',
      version: '1.4.0',
      integrity: 'sha384-pinned',
      serverIntegrity: null,
      pinnedAt: '2026-11-20T10:00:00.000Z',
      pinnedBy: 'rm',
      reason: 'New guide filters',
      autoRollback: false,
    },
  ],
  canary: null,
};

const history: HistoryEntry[] = [
  {
    id: 2,
    environment: 'production',
    remote: 'forms',
    action: 'rollback',
    fromVersion: '2.1.0',
    toVersion: 'current',
    actor: 'oncall',
    reason: 'Broken upload',
    at: '2026-11-21T08:00:00.000Z',
  },
];

describe('remotesServing', () => {
  it('lists all four remotes: the pin, or the host build with its own version and entry hash', async () => {
    const serving = await remotesServing(status, history, origins, { fetchImpl: fakeHosts([origins.careers]) });
    const expectedHash = `sha384-${createHash('sha384').update(ENTRY).digest('base64')}`;

    expect(serving.map((remote) => remote.remote)).toEqual(['content', 'insights', 'careers', 'forms']);
    expect(serving[1]).toEqual({
      remote: 'insights',
      source: 'pin',
      version: '1.4.0',
      integrity: 'sha384-pinned',
      since: '2026-11-20T10:00:00.000Z',
      by: 'rm',
      reason: 'New guide filters',
      health: { loads: 0, errors: 0, errorRate: 0 },
      canary: null,
    });
    expect(serving[0]).toMatchObject({ source: 'host', version: '0.4.2', integrity: expectedHash, since: null });
    expect(serving[2]).toMatchObject({ source: 'host', version: null, integrity: null, reachable: false });
    expect(serving[3]).toMatchObject({ source: 'host', since: '2026-11-21T08:00:00.000Z', by: 'oncall' });
  });
});

describe('readHostBuild', () => {
  it('says a host that does not answer is unreachable', async () => {
    await expect(readHostBuild('http://127.0.0.1:9', fakeHosts(['http://127.0.0.1:9']))).resolves.toEqual({
      version: null,
      integrity: null,
      reachable: false,
    });
  });
});
