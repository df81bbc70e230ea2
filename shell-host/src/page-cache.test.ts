import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import {
  APPLICATION_DRAFT_COOKIE,
  CAREER_SELECTION_COOKIE,
  CONSENT_COOKIE_NAME,
  PAGE_SHARED_MAX_AGE_SECONDS,
  PAGE_STALE_IF_ERROR_SECONDS,
  PAGE_TOKEN_PERIOD_MS,
  REMOTE_OVERRIDE_PARAM,
  consentValues,
  sharedTokenIssuedAt,
  waitForOneTokenPeriod,
} from '@site/shared/contracts';
import type { ReleaseManifest } from '@site/shared/contracts';
import { etagMatches } from '@site/shared/server/served-files';
import {
  createPageStore,
  encodePage,
  hostBuildDigest,
  isSharedPageRequest,
  negotiatedCoding,
  pageAddressKey,
  pageEtag,
} from './page-cache.ts';
import type { PageVariant } from './page-cache.ts';

const releases: ReleaseManifest = {
  environment: 'production',
  allowOverrides: false,
  releaseId: 'r-1',
  cohort: 'stable',
  canaryInFlight: false,
  healthWatched: false,
  contentRevision: 7,
  remotes: [{ name: 'insights', version: '1.4.0', manifestUrl: 'http://127.0.0.1:3002/1.4.0/mf-manifest.json' }],
};
const NOW = 1_800_000_000_000;
const variant: PageVariant = {
  build: hostBuildDigest('<html>', 'server bundle'),
  releases,
  remoteBuilds: ['insights-build-1'],
  url: '/guides?category=ai',
  cookieHeader: undefined,
  acceptEncoding: 'gzip, deflate, br',
  now: NOW,
};

describe("a page's ETag", () => {
  it('is strong, and the same for the same page however often it is asked for', () => {
    expect(pageEtag(variant)).toMatch(/^"[A-Za-z0-9_-]{32}-br"$/);
    expect(pageEtag({ ...variant })).toBe(pageEtag(variant));
    // Cookies the page does not depend on do not split it.
    expect(pageEtag({ ...variant, cookieHeader: '_ga=GA1.2.3' })).toBe(pageEtag(variant));
    expect(pageEtag({ ...variant, now: NOW + 1000 })).toBe(pageEtag(variant));
  });

  it.each<[string, Partial<PageVariant>]>([
    ['a new build of the host', { build: hostBuildDigest('<html>', 'another server bundle') }],
    ['another version of a remote', { releases: { ...releases, releaseId: 'r-2' } }],
    ['a content edit', { releases: { ...releases, contentRevision: 8 } }],
    ["a remote host's new current build", { remoteBuilds: ['insights-build-2'] }],
    ['another address', { url: '/guides?category=insurance' }],
    ['a stored consent choice', { cookieHeader: `${CONSENT_COOKIE_NAME}=${consentValues.necessaryOnly}` }],
    ['another coding', { acceptEncoding: 'gzip' }],
    ["the form token's next period", { now: NOW + PAGE_TOKEN_PERIOD_MS }],
  ])('changes with %s', (_what, change) => {
    expect(pageEtag({ ...variant, ...change })).not.toBe(pageEtag(variant));
  });

  it('treats a consent value no choice stores as no choice, as the banner does', () => {
    expect(pageEtag({ ...variant, cookieHeader: `${CONSENT_COOKIE_NAME}=false` })).toBe(pageEtag(variant));
  });

  it('is matched by If-None-Match in any of its forms, and by nothing else', () => {
    const etag = pageEtag(variant);
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`W/${etag}`, etag)).toBe(true);
    expect(etagMatches(`"other", ${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"other"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});

describe("a shared page's form token", () => {
  it('is signed at the start of its period, which the ETag names, so renders in one period are the same bytes', () => {
    expect(sharedTokenIssuedAt(NOW + 1234)).toBe(NOW);
    expect(sharedTokenIssuedAt(NOW + PAGE_TOKEN_PERIOD_MS - 1)).toBe(NOW);
    expect(sharedTokenIssuedAt(NOW + PAGE_TOKEN_PERIOD_MS)).toBe(NOW + PAGE_TOKEN_PERIOD_MS);
  });

  it("tells the bench how long to wait so that a measurement's span lies within one period", () => {
    const span = 25_000;
    expect(waitForOneTokenPeriod(NOW + 1234, span)).toBe(0);
    expect(waitForOneTokenPeriod(NOW + PAGE_TOKEN_PERIOD_MS - span - 1, span)).toBe(0);
    expect(waitForOneTokenPeriod(NOW + PAGE_TOKEN_PERIOD_MS - span, span)).toBe(span);
    expect(waitForOneTokenPeriod(NOW + PAGE_TOKEN_PERIOD_MS - 10, span)).toBe(10);
    // After the wait, the same span fits.
    expect(waitForOneTokenPeriod(NOW + PAGE_TOKEN_PERIOD_MS, span)).toBe(0);
  });
});

describe('negotiatedCoding', () => {
  it('picks brotli, then gzip, then deflate, as the host compresses, honouring q=0', () => {
    expect(negotiatedCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiatedCoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(negotiatedCoding('deflate')).toBe('deflate');
    expect(negotiatedCoding('*')).toBe('br');
    expect(negotiatedCoding(undefined)).toBe('identity');
    expect(negotiatedCoding('identity')).toBe('identity');
  });
});

describe('isSharedPageRequest', () => {
  it('shares the page of a visitor with no cookie of their own, or only a consent choice', () => {
    expect(isSharedPageRequest(undefined, releases)).toBe(true);
    expect(isSharedPageRequest(`${CONSENT_COOKIE_NAME}=true; _ga=1`, releases)).toBe(true);
  });

  it.each([APPLICATION_DRAFT_COOKIE, CAREER_SELECTION_COOKIE, REMOTE_OVERRIDE_PARAM])(
    'keeps the page of a visitor with %s their own',
    (cookie) => {
      expect(isSharedPageRequest(`${cookie}=x`, releases)).toBe(false);
    },
  );

  it('shares no page while a canary is in flight: the page depends on the cohort, and every load must be counted', () => {
    expect(isSharedPageRequest(undefined, { ...releases, canaryInFlight: true, healthWatched: true })).toBe(false);
  });

  it('shares no page while a pin made with autoRollback is watched: every load must reach the count', () => {
    expect(isSharedPageRequest(undefined, { ...releases, healthWatched: true })).toBe(false);
  });
});

describe('the pages the host keeps (docs/decisions/034)', () => {
  const page = `<!doctype html><html><body>${'<p>A guide’s paragraph.</p>'.repeat(200)}</body></html>`;
  const policy = "default-src 'self'";

  it('sends a kept page in the coding its ETag names, which decodes to the page rendered', () => {
    expect(brotliDecompressSync(encodePage(page, 'br')).toString('utf8')).toBe(page);
    expect(gunzipSync(encodePage(page, 'gzip')).toString('utf8')).toBe(page);
    expect(inflateSync(encodePage(page, 'deflate')).toString('utf8')).toBe(page);
    expect(encodePage(page, 'identity').toString('utf8')).toBe(page);
    // The same page encodes to the same bytes, as a strong ETag promises.
    expect(encodePage(page, 'br').equals(encodePage(page, 'br'))).toBe(true);
  });

  it('answers an ETag with the page kept for it, and nothing for another', () => {
    const store = createPageStore();
    const kept = store.keep('"a-br"', '/', page, 'br', policy);
    expect(store.get('"a-br"')).toBe(kept);
    expect(kept.contentSecurityPolicy).toBe(policy);
    expect(store.get('"a-gzip"')).toBeUndefined();
  });

  it('keeps a page no longer than a CDN may serve it without asking', () => {
    let now = NOW;
    const store = createPageStore({ now: () => now });
    store.keep('"a-br"', '/', page, 'br', policy);
    now += PAGE_SHARED_MAX_AGE_SECONDS * 1000 - 1;
    expect(store.get('"a-br"')?.keptAt).toBe(NOW);
    now += 2;
    expect(store.get('"a-br"')).toBeUndefined();
  });

  it('lets the least recently sent pages go when the next would not fit, and never keeps one larger than it all', () => {
    const size = encodePage(page, 'identity').length + policy.length;
    const store = createPageStore({ maxBytes: size * 2 });
    store.keep('"a"', '/', page, 'identity', policy);
    store.keep('"b"', '/', page, 'identity', policy);
    store.get('"a"');
    store.keep('"c"', '/', page, 'identity', policy);
    expect(store.get('"a"')).toBeDefined();
    expect(store.get('"b"')).toBeUndefined();
    expect(store.get('"c"')).toBeDefined();

    const small = createPageStore({ maxBytes: size - 1, lastGoodMaxBytes: size - 1 });
    expect(small.keep('"d"', '/', page, 'identity', policy).body.toString('utf8')).toBe(page);
    expect(small.get('"d"')).toBeUndefined();
  });

  it("keeps each address's last good page, whatever its ETag, as long as a CDN may serve one while the site fails", () => {
    let now = NOW;
    const store = createPageStore({ now: () => now });
    const about = pageAddressKey('/about', undefined, 'br, gzip');
    store.keep('"release-1-br"', about, page, 'br', policy);
    now += 1000;
    const newer = store.keep('"release-2-br"', about, `${page}<!-- newer -->`, 'br', policy);
    now += PAGE_SHARED_MAX_AGE_SECONDS * 1000 + 1;
    // Neither ETag's page is sent as fresh any more; the address's last good page is still there to fall back on.
    expect(store.get('"release-2-br"')).toBeUndefined();
    expect(store.lastGood(about)).toBe(newer);
    // Another coding, another consent choice or another address has its own.
    expect(store.lastGood(pageAddressKey('/about', undefined, 'gzip'))).toBeUndefined();
    expect(
      store.lastGood(pageAddressKey('/about', `${CONSENT_COOKIE_NAME}=${consentValues.acceptAll}`, 'br')),
    ).toBeUndefined();
    expect(store.lastGood(pageAddressKey('/contact-us', undefined, 'br'))).toBeUndefined();
    now = NOW + 1000 + PAGE_STALE_IF_ERROR_SECONDS * 1000 + 1;
    expect(store.lastGood(about)).toBeUndefined();
  });
});
