// The sitemaps as the shell's host serves them (issue 52), read with the sitemap package's parser.
import { Readable } from 'node:stream';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { SITEMAP_INDEX_PATH, SITEMAP_KINDS, brand, sitemapPath } from '@site/shared/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A site address as the brand's, opened on this machine's shell instead. */
export const local = (address: string) => address.replace(brand.siteUrl, '');

/** Every address the sitemaps list, read from the index the shell's host serves. */
export async function sitemapAddresses(request: APIRequestContext): Promise<{ url: string; lastmod?: string }[]> {
  const index = await request.get(SITEMAP_INDEX_PATH);
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const sitemaps = await parseSitemapIndex(Readable.from([await index.text()]));
  expect(sitemaps.map((entry) => entry.url)).toEqual(
    SITEMAP_KINDS.map((kind) => `${brand.siteUrl}${sitemapPath(kind)}`),
  );
  const addresses = [];
  for (const sitemap of sitemaps) {
    const answer = await request.get(local(sitemap.url));
    expect(answer.status(), sitemap.url).toBe(200);
    addresses.push(...(await parseSitemap(Readable.from([await answer.text()]))));
  }
  return addresses;
}
