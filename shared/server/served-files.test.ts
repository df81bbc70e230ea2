import { describe, expect, it } from '@jest/globals';
import { twinOf, withoutTwinExtension } from './compressed-twins.ts';
import { IMMUTABLE_CACHE_CONTROL, cacheControlFor, contentTypeFor, etagMatches } from './served-files.ts';

describe('etagMatches', () => {
  const etag = '"abc"';

  it('matches the tag, its weak form, a list naming it and *', () => {
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"other", W/"abc"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
  });

  it('does not match another tag, a part of one, or no header', () => {
    expect(etagMatches('"other"', etag)).toBe(false);
    expect(etagMatches('"ab"', etag)).toBe(false);
    expect(etagMatches('abc', etag)).toBe(false);
    expect(etagMatches('', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});

describe('a compressed twin', () => {
  it('is labelled and cached as the file it encodes', () => {
    expect(contentTypeFor('main.1a2b3c4d.js.br')).toBe(contentTypeFor('main.1a2b3c4d.js'));
    expect(cacheControlFor('main.1a2b3c4d.js.gz')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(cacheControlFor('mf-manifest.json.br')).toBe('no-cache');
  });

  it('reads back to the bytes it was made from, in each encoding', async () => {
    const content = Buffer.from('export const text = "a file a browser fetches";\n'.repeat(50));
    for (const twin of ['main.js.br', 'main.js.gz'].map(twinOf)) {
      expect(twin).toBeDefined();
      expect(twin?.decode(await twin.compress(content))).toEqual(content);
    }
    expect(twinOf('main.js')).toBeUndefined();
    expect(withoutTwinExtension('logo.svg.gz')).toBe('logo.svg');
    expect(withoutTwinExtension('main.js.br')).toBe('main.js');
    expect(withoutTwinExtension('logo.svg')).toBe('logo.svg');
  });
});
