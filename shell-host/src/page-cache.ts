// The shell host's validators and cache headers for its pages (issue 19; docs/decisions/022).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, deflateSync, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import {
  PAGE_CACHE_KEY_COOKIE,
  PAGE_SHARED_MAX_AGE_SECONDS,
  PAGE_STALE_IF_ERROR_SECONDS,
  PAGE_STORE_MAX_BYTES,
  PAGE_PRIVATE_COOKIES,
  parseCookies,
  storedConsentValue,
  sharedTokenIssuedAt,
} from '@site/shared/contracts';
import type { ReleaseManifest } from '@site/shared/contracts';

/** What a shared page is rendered from: everything that can change its bytes. */
export interface PageVariant {
  /** The host's own build and configuration (`hostBuildDigest`). */
  build: string;
  /** The live release manifest of the visitor's cohort: the versions, the release id and the content revision. */
  releases: ReleaseManifest;
  /** Digests of the page lists of the remotes' builds: a remote host's new current build changes them. */
  remoteBuilds: readonly (string | undefined)[];
  /** The address asked for, with its query (guide search and pages are in it). */
  url: string;
  cookieHeader: string | undefined;
  acceptEncoding: string | undefined;
  now: number;
}

/** The host's build and configuration as one digest: a new build or setting gives every page a new validator. */
export function hostBuildDigest(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url');
}

/**
 * Whether a page for this request may be kept by a shared cache: not while a health check counts page loads (a
 * canary, whose pages also depend on the visitor's cohort, or a pin made with autoRollback: a load a CDN answers
 * would go uncounted while its visitor's errors are reported), and not for a visitor with a cookie that makes the
 * page their own.
 */
export function isSharedPageRequest(cookieHeader: string | undefined, releases: ReleaseManifest): boolean {
  if (releases.canaryInFlight || releases.healthWatched) return false;
  return !isVisitorsOwnPage(cookieHeader);
}

/** Whether the visitor has a cookie that makes a page their own (a draft, a chosen opening, a QA override). */
export function isVisitorsOwnPage(cookieHeader: string | undefined): boolean {
  const cookies = parseCookies(cookieHeader);
  return PAGE_PRIVATE_COOKIES.some((name) => cookies[name] !== undefined);
}

/**
 * The content coding the host's compression will choose (@fastify/compress: brotli, then gzip, then deflate,
 * by what the browser accepts): each coding's bytes differ, so each gets its own strong validator.
 */
export function negotiatedCoding(acceptEncoding: string | undefined): string {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  let best = 'identity';
  let bestQuality = 0;
  for (const coding of ['br', 'gzip', 'deflate']) {
    if (quality(coding) > bestQuality) {
      best = coding;
      bestQuality = quality(coding);
    }
  }
  return best;
}

/**
 * The page's strong validator: a digest of the host's build, the release (versions, release id, content
 * revision), the remotes' builds, the address, the consent choice the banner depends on, the form token's period, and the coding.
 * It is known before rendering, so a revalidation is answered 304 without rendering.
 */
export function pageEtag({
  build,
  releases,
  remoteBuilds,
  url,
  cookieHeader,
  acceptEncoding,
  now,
}: PageVariant): string {
  const consent = storedConsentValue(parseCookies(cookieHeader)[PAGE_CACHE_KEY_COOKIE]) ?? '';
  const digest = createHash('sha256')
    .update(JSON.stringify([build, releases, remoteBuilds, url, consent, sharedTokenIssuedAt(now)]))
    .digest('base64url')
    .slice(0, 32);
  return `"${digest}-${negotiatedCoding(acceptEncoding)}"`;
}

/** A shared page as the host sent it (docs/decisions/034): its bytes in the coding its ETag names, and its policy. */
export interface KeptPage {
  body: Buffer;
  /** `br`, `gzip`, `deflate` or `identity`, as `negotiatedCoding` chose for the ETag. */
  coding: string;
  contentSecurityPolicy: string;
  /** When it was rendered (epoch ms): its `Age` when sent again. */
  keptAt: number;
}

/**
 * What a page is the same for, whatever release or period it was rendered in: its address, the consent choice the
 * banner depends on, and the coding. The key of the last good page the host sent for it (`lastGood`).
 */
export function pageAddressKey(url: string, cookieHeader: string | undefined, acceptEncoding: string | undefined) {
  const consent = storedConsentValue(parseCookies(cookieHeader)[PAGE_CACHE_KEY_COOKIE]) ?? '';
  return JSON.stringify([url, consent, negotiatedCoding(acceptEncoding)]);
}

/**
 * Ours: how many bytes of last good pages the host keeps, one per address (docs/decisions/043), to send when a
 * render fails. Kept as long as a CDN may serve a page while the site fails (PAGE_STALE_IF_ERROR_SECONDS).
 */
export const LAST_GOOD_PAGES_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Ours: brotli's quality for a page the host renders, compressed once per render (the build's files get the
 * best, 11, ahead of time): 4 compresses about as well as gzip's best in a fraction of its time.
 */
export const RENDERED_PAGE_BROTLI_QUALITY = 4;

/** The page's text in `coding`, with the settings the host's compression uses for the pages it renders. */
export function encodePage(page: string, coding: string): Buffer {
  const text = Buffer.from(page, 'utf8');
  if (coding === 'br') {
    return brotliCompressSync(text, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: RENDERED_PAGE_BROTLI_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    });
  }
  if (coding === 'gzip') return gzipSync(text);
  if (coding === 'deflate') return deflateSync(text);
  return text;
}

/** What a kept page takes of its store: its bytes and its policy. */
const pageSize = (page: KeptPage) => page.body.length + page.contentSecurityPolicy.length;

/**
 * The shared pages the host keeps (docs/decisions/034), by ETag: a strong ETag names one page's bytes, so a
 * request for it without a validator is sent the kept bytes instead of a new render. Bounded by size
 * (least recently sent first out) and by age: a page is kept as long as a CDN may serve it without asking.
 */
export function createPageStore({
  maxBytes = PAGE_STORE_MAX_BYTES,
  maxAgeMs = PAGE_SHARED_MAX_AGE_SECONDS * 1000,
  lastGoodMaxBytes = LAST_GOOD_PAGES_MAX_BYTES,
  lastGoodMaxAgeMs = PAGE_STALE_IF_ERROR_SECONDS * 1000,
  now = Date.now,
}: {
  maxBytes?: number;
  maxAgeMs?: number;
  lastGoodMaxBytes?: number;
  lastGoodMaxAgeMs?: number;
  now?: () => number;
} = {}) {
  // The clock read on every look-up (not one reading kept for a millisecond): `now` is the one the ages use.
  const keptPages = (maxSize: number, ttl: number) =>
    new LRUCache<string, KeptPage>({ maxSize, sizeCalculation: pageSize, ttl, ttlResolution: 0, perf: { now } });
  const pages = keptPages(maxBytes, maxAgeMs);
  // The last shared page sent for each address: what a render that fails sends instead of the boot page, as a
  // CDN would with stale-if-error.
  const lastGood = keptPages(lastGoodMaxBytes, lastGoodMaxAgeMs);
  return {
    /** The page kept for `etag`, if it was rendered less than the maximum age ago. */
    get: (etag: string): KeptPage | undefined => pages.get(etag),
    /**
     * Encodes a page just rendered for `etag`, keeps it (unless it alone is larger than the store), also as the
     * last good page of its address (`pageAddressKey`), and returns it.
     */
    keep(etag: string, addressKey: string, page: string, coding: string, contentSecurityPolicy: string): KeptPage {
      const kept = { body: encodePage(page, coding), coding, contentSecurityPolicy, keptAt: now() };
      const size = pageSize(kept);
      if (size <= maxBytes) pages.set(etag, kept);
      if (size <= lastGoodMaxBytes) lastGood.set(addressKey, kept);
      return kept;
    },
    /** The last good page sent for an address, if it was rendered less than a CDN's stale-if-error time ago. */
    lastGood: (addressKey: string): KeptPage | undefined => lastGood.get(addressKey),
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
