import { describe, expect, it } from '@jest/globals';
import type { ReleaseManifest } from '@site/shared';
import { createIntegrityPlugin, entryPolicy } from './entry-integrity.ts';

const manifest: ReleaseManifest = {
  environment: 'production',
  allowOverrides: false,
  releaseId: 'r-test',
  cohort: 'stable',
  canaryInFlight: false,
  healthWatched: false,
  contentRevision: 0,
  remotes: [
    {
      name: 'insights',
      version: '1.2.0',
      manifestUrl: 'http://127.0.0.1:3002/1.2.0/mf-manifest.json',
      integrity: 'sha384-pinned',
    },
    { name: 'content', version: 'current', manifestUrl: 'http://127.0.0.1:3001/mf-manifest.json' },
  ],
};

describe('entryPolicy', () => {
  const policy = entryPolicy(manifest);

  it("asks for the pinned entry's hash", () => {
    expect(policy.integrityFor('http://127.0.0.1:3002/1.2.0/remoteEntry.js')).toBe('sha384-pinned');
  });

  it('refuses any other script under a pinned version, and scripts no release names', () => {
    expect(policy.integrityFor('http://127.0.0.1:3002/1.2.0/evil.js')).toBe('sha384-refused');
    expect(policy.integrityFor('http://127.0.0.1:3002/1.1.0/remoteEntry.js')).toBe('sha384-refused');
    expect(policy.integrityFor('https://cdn.example/remoteEntry.js')).toBe('sha384-refused');
  });

  it("lets an unpinned remote's current build load without a hash", () => {
    expect(policy.integrityFor('http://127.0.0.1:3001/remoteEntry.js')).toBeUndefined();
  });
});

describe('createIntegrityPlugin', () => {
  it("switches off the runtime's own preloading of an expose's files (the host preloads them)", () => {
    const preloadOps: unknown[] = [{ nameOrAlias: 'content', exposes: ['./routes'] }];
    createIntegrityPlugin(() => entryPolicy(manifest)).beforePreloadRemote({ preloadOps });
    expect(preloadOps).toEqual([]);
  });

  it('loads a pinned entry with its hash, in CORS mode', () => {
    const script = createIntegrityPlugin(() => entryPolicy(manifest)).createScript({
      url: 'http://127.0.0.1:3002/1.2.0/remoteEntry.js',
    });
    expect(script?.integrity).toBe('sha384-pinned');
    expect(script?.crossOrigin).toBe('anonymous');
  });
});
