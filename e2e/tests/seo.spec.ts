// Issue 52, as a search engine and a feed reader meet the site through the shell's host: robots.txt, the
// sitemaps (every address opened, none noindex), the feeds (read with a real feed parser), the pages' feed
// links, and pagination a crawler can follow.
import Parser from 'rss-parser';
import {
  FEED_KINDS,
  NOT_FOUND_ROBOTS,
  RSS_CONTENT_TYPE,
  SITEMAP_INDEX_PATH,
  brand,
  feedPath,
  feedTitles,
  getRoute,
} from '@site/shared/contracts';
import { expect, test } from './fixtures.ts';
import { openVisit, waitUntilRunning } from './html-first.ts';
import { local, sitemapAddresses } from './site-documents.ts';

test.describe.configure({ timeout: 120_000 });

test('robots.txt names the sitemap index by its absolute address, and the index is served there', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const sitemapLine = (await robots.text()).split('\n').find((line) => line.startsWith('Sitemap: '));
  expect(sitemapLine).toBe(`Sitemap: ${brand.siteUrl}${SITEMAP_INDEX_PATH}`);
  expect((await request.get(local(sitemapLine?.slice('Sitemap: '.length) ?? ''))).status()).toBe(200);
});

test('every address the sitemaps list is a page that answers 200, indexable, and each has a lastmod', async ({
  request,
}) => {
  const addresses = await sitemapAddresses(request);
  expect(addresses.length).toBeGreaterThan(50);
  expect(new Set(addresses.map((entry) => entry.url)).size).toBe(addresses.length);
  for (const { url, lastmod } of addresses) {
    expect(url.startsWith(`${brand.siteUrl}/`), url).toBe(true);
    expect(lastmod, url).toEqual(expect.any(String));
    const page = await request.get(local(url), { maxRedirects: 0 });
    expect({ url, status: page.status() }).toEqual({ url, status: 200 });
    const html = await page.text();
    expect({ url, noindex: html.includes(`content="${NOT_FOUND_ROBOTS}"`) }).toEqual({ url, noindex: false });
  }
});

test('the feeds parse with a feed parser, and every item links to a page of the site', async ({ request }) => {
  const parser = new Parser();
  for (const kind of FEED_KINDS) {
    const answer = await request.get(feedPath(kind));
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe(`${RSS_CONTENT_TYPE}; charset=utf-8`);
    const feed = await parser.parseString(await answer.text());
    expect(feed.title).toBe(feedTitles[kind]);
    expect(feed.items.length).toBeGreaterThan(0);
    for (const item of feed.items) {
      expect((await request.get(local(item.link ?? ''))).status(), item.link).toBe(200);
    }
    const enclosure = feed.items[0]?.enclosure;
    if (kind === 'podcast') {
      expect(enclosure?.type).toBe('audio/ogg');
      const audio = await request.get(local(enclosure?.url ?? ''));
      expect(audio.status()).toBe(200);
      expect(String((await audio.body()).length)).toBe(enclosure?.length);
    }
  }
});

test('the guides, newsroom and podcast pages link their feed from the head, in the HTML and once running', async ({
  page,
  request,
}) => {
  const guide = (await (await request.get('/api/guide/data?per_page=1')).json()) as {
    data: { data: { slug: string }[] };
  };
  const pages: [string, (typeof FEED_KINDS)[number]][] = [
    [getRoute('guides').path, 'guides'],
    [getRoute('guide-detail').path.replace(':slug', guide.data.data[0]?.slug ?? ''), 'guides'],
    [getRoute('news').path, 'news'],
    [getRoute('podcast').path, 'podcast'],
  ];
  for (const [path, kind] of pages) {
    const link = `<link rel="alternate" type="${RSS_CONTENT_TYPE}" title="${feedTitles[kind]}" href="${brand.siteUrl}${feedPath(kind)}"`;
    expect(await (await request.get(path)).text(), path).toContain(link);
  }
  await page.goto(getRoute('podcast').path);
  await waitUntilRunning(page);
  await expect(page.locator(`head link[rel="alternate"][type="${RSS_CONTENT_TYPE}"]`)).toHaveAttribute(
    'href',
    `${brand.siteUrl}${feedPath('podcast')}`,
  );
  // An in-site link to a page of another feed brings its own link instead.
  await page.getByRole('link', { name: 'Newsroom' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${getRoute('news').path}$`));
  await expect(page.locator(`head link[rel="alternate"]`)).toHaveAttribute(
    'href',
    `${brand.siteUrl}${feedPath('news')}`,
  );
});

test.describe('the guide list pages through links', () => {
  /** A search the seed's guides answer with more than one page. */
  const searchTerm = 'and';
  const searched = `${getRoute('guides').path}?title=${searchTerm}`;

  test('without JavaScript: real links, the search kept, the current page marked', async ({ browser, baseURL }) => {
    const { context, page } = await openVisit(browser, { mode: 'no-js', baseURL });
    await page.goto(searched);
    const pages = page.getByRole('navigation', { name: 'Guide pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', `${searched}&page=2`);
    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(`${searched}&page=2`);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('searchbox', { name: 'Search guides' })).toHaveValue(searchTerm);
    await context.close();
  });

  test('with JavaScript: the same links navigate inside the site, without a page load', async ({ page }) => {
    await page.goto(searched);
    await waitUntilRunning(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
    });
    const pages = page.getByRole('navigation', { name: 'Guide pages' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(`${searched}&page=2`);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', searched);
    expect(documents).toEqual([]);
  });
});
