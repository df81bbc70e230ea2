import { describe, expect, it, jest } from '@jest/globals';
import type { ArtifactMetadata, ReleaseManifest } from '@site/shared';
import { applyOverrides, parseOverrides } from './qa-override.ts';

const manifest = (allowOverrides: boolean): ReleaseManifest => ({
  environment: allowOverrides ? 'staging' : 'production',
  allowOverrides,
  remotes: [
    { name: 'insights', version: '1.0.0', manifestUrl: 'http://127.0.0.1:3002/1.0.0/mf-manifest.json', integrity: 'a' },
  ],
});

const artifact = { version: '1.1.0-qa.1', integrity: 'sha384-qa' } as ArtifactMetadata;

describe('QA overrides', () => {
  it('parses remote@version lists and drops anything else', () => {
    expect(parseOverrides('insights@1.1.0, nope@1, forms@, content@2.0.0')).toEqual([
      { remote: 'insights', version: '1.1.0' },
      { remote: 'content', version: '2.0.0' },
    ]);
  });

  it('replaces the pinned version where overrides are allowed', async () => {
    const fetchArtifact = jest.fn(async () => artifact);
    const { manifest: result, applied } = await applyOverrides(
      manifest(true),
      [{ remote: 'insights', version: '1.1.0-qa.1' }],
      fetchArtifact,
    );
    expect(applied).toEqual([{ remote: 'insights', version: '1.1.0-qa.1' }]);
    expect(result.remotes[0]).toEqual({
      name: 'insights',
      version: '1.1.0-qa.1',
      manifestUrl: 'http://127.0.0.1:3002/1.1.0-qa.1/mf-manifest.json',
      integrity: 'sha384-qa',
    });
  });

  it('ignores overrides in production', async () => {
    const fetchArtifact = jest.fn(async () => artifact);
    const { manifest: result, applied } = await applyOverrides(
      manifest(false),
      [{ remote: 'insights', version: '1.1.0-qa.1' }],
      fetchArtifact,
    );
    expect(applied).toEqual([]);
    expect(result).toEqual(manifest(false));
    expect(fetchArtifact).not.toHaveBeenCalled();
  });
});
