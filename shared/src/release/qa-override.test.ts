import { describe, expect, it, jest } from '@jest/globals';
import type { ArtifactMetadata, ReleaseManifest } from '@site/shared';
import { applyOverrides, askedOverrides, overrideCookie, parseOverrides } from './qa-override.ts';

const manifest = (allowOverrides: boolean): ReleaseManifest => ({
  environment: allowOverrides ? 'staging' : 'production',
  allowOverrides,
  releaseId: 'r-test',
  cohort: 'stable',
  canaryInFlight: false,
  healthWatched: false,
  contentRevision: 0,
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

  it('takes a remote the manifest already names at the asked version as applied, without asking the API again', async () => {
    const fetchArtifact = jest.fn(async () => artifact);
    const rendered = await applyOverrides(
      manifest(true),
      [{ remote: 'insights', version: '1.1.0-qa.1' }],
      fetchArtifact,
    );
    fetchArtifact.mockClear();
    const again = await applyOverrides(
      rendered.manifest,
      [{ remote: 'insights', version: '1.1.0-qa.1' }],
      fetchArtifact,
    );
    expect(fetchArtifact).not.toHaveBeenCalled();
    expect(again).toEqual(rendered);
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

  it('takes the query parameter first, else the cookie an earlier page load set; an empty parameter asks for none', () => {
    const cookie = `consent=all; remote-override=${encodeURIComponent('forms@1.2.0,content@2.0.0')}`;
    expect(askedOverrides('?remote-override=insights@1.1.0', cookie)).toEqual([
      { remote: 'insights', version: '1.1.0' },
    ]);
    expect(askedOverrides('', cookie)).toEqual([
      { remote: 'forms', version: '1.2.0' },
      { remote: 'content', version: '2.0.0' },
    ]);
    expect(askedOverrides('?remote-override=', cookie)).toEqual([]);
    expect(askedOverrides('', undefined)).toEqual([]);
  });

  it('remembers overrides in a session cookie the next request carries, and forgets them with none', () => {
    const overrides = [
      { remote: 'forms' as const, version: '1.2.0' },
      { remote: 'content' as const, version: '2.0.0' },
    ];
    const cookie = overrideCookie(overrides);
    expect(cookie).toMatch(/; path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/max-age|expires/);
    expect(askedOverrides('', cookie.split(';')[0])).toEqual(overrides);
    expect(overrideCookie([])).toContain('max-age=0');
  });
});
