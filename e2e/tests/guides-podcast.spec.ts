import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  GUIDE_PAGE_SIZE,
  GUIDE_TITLE_MAX_LENGTH,
  NOT_FOUND_ROUTE_ID,
  PODCAST_PAGE_SIZE,
  apiMessages,
  getRoute,
} from '@site/shared/contracts';
import type {
  GuideDetailResponse,
  GuideListResponse,
  PodcastDetailResponse,
  PodcastListResponse,
} from '@site/shared/contracts';
import { expect, test } from './fixtures.ts';

const GUIDES_PATH = getRoute('guides').path;
const PODCAST_PATH = getRoute('podcast').path;
/** site-spec.md section 3: card titles are cut at 80 characters plus an ellipsis. */
const cardTitle = (title: string) =>
  title.length > GUIDE_TITLE_MAX_LENGTH ? `${title.slice(0, GUIDE_TITLE_MAX_LENGTH)}…` : title;

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

async function guideList(request: APIRequestContext, query: string): Promise<GuideListResponse> {
  return getJson<GuideListResponse>(request, `/api/guide/data?${query}`);
}

/** The cards of the guide list on screen, each named by its (shortened) title. */
function guideCards(page: Page): Locator {
  return page.getByRole('main').getByRole('list', { name: 'Guides' }).getByRole('heading', { level: 2 });
}

test('guides: a category fragment, search, an empty result and paging to the last page', async ({ page, request }) => {
  const main = page.getByRole('main');
  const categoryButtons = main.getByRole('group', { name: 'Guide categories' });

  const dataAnnotation = await guideList(request, `category=dataAnnotation&per_page=${GUIDE_PAGE_SIZE}&page=1`);
  await page.goto(`${GUIDES_PATH}#dataAnnotation`);
  await expect(main.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await expect(categoryButtons.getByRole('button', { name: 'Data Annotation' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(guideCards(page)).toHaveText(dataAnnotation.data.data.map((guide) => cardTitle(guide.title)));

  const all = await guideList(request, `per_page=${GUIDE_PAGE_SIZE}&page=1`);
  await categoryButtons.getByRole('button', { name: 'All Guides' }).click();
  await expect(categoryButtons.getByRole('button', { name: 'All Guides' })).toHaveAttribute('aria-pressed', 'true');
  await expect(guideCards(page)).toHaveText(all.data.data.map((guide) => cardTitle(guide.title)));

  const search = main.getByRole('searchbox', { name: 'Search guides' });
  const found = await guideList(request, `title=bookkeeping&per_page=${GUIDE_PAGE_SIZE}&page=1`);
  await search.fill('bookkeeping');
  await search.press('Enter');
  await expect(guideCards(page)).toHaveText(found.data.data.map((guide) => cardTitle(guide.title)));

  await search.fill('zzzz-no-such-guide');
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(main.getByRole('alert')).toHaveText(apiMessages.noGuidesFound);
  await expect(main.getByRole('list', { name: 'Guides' })).toHaveCount(0);
  await expect(main.getByRole('navigation', { name: 'Guide pages' })).toHaveCount(0);

  await search.fill('');
  await search.press('Enter');
  await expect(guideCards(page)).toHaveText(all.data.data.map((guide) => cardTitle(guide.title)));

  const { last_page: lastPage, total } = all.data;
  expect(lastPage, 'the seed fills more than one page').toBeGreaterThan(1);
  const lastPageGuides = await guideList(request, `per_page=${GUIDE_PAGE_SIZE}&page=${lastPage}`);
  const pages = main.getByRole('navigation', { name: 'Guide pages' });
  await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveCount(0);
  await pages.getByRole('link', { name: `Page ${lastPage}` }).click();
  await expect(pages.getByRole('link', { name: `Page ${lastPage}` })).toHaveAttribute('aria-current', 'page');
  await expect(guideCards(page)).toHaveCount(total - (lastPage - 1) * GUIDE_PAGE_SIZE);
  await expect(guideCards(page)).toHaveText(lastPageGuides.data.data.map((guide) => cardTitle(guide.title)));
  await expect(pages.getByRole('link', { name: 'Next page' })).toHaveCount(0);
  await expect(pages.getByRole('link', { name: 'Previous page' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'back at the top' }).toBe(0);
});

/** A guide with h2 headings, FAQs and an author, found through the API as the brief asks. */
async function findFullGuide(request: APIRequestContext) {
  const list = await guideList(request, 'per_page=50');
  for (const { slug } of list.data.data) {
    const { data } = await getJson<GuideDetailResponse>(request, `/api/guide/detail/${slug}`);
    const { guide } = data;
    if (guide.written_by && guide.faq.length > 1 && /<h2[\s>]/i.test(guide.description)) return data;
  }
  throw new Error('The seed has no guide with headings, FAQs and an author');
}

test('a guide: banner, table of contents, FAQ, author, sharing and recent guides', async ({ page, request }) => {
  const { guide, recent_guides: recentGuides } = await findFullGuide(request);
  const headingCount = guide.description.match(/<h2[\s>]/gi)?.length ?? 0;
  const main = page.getByRole('main');

  await page.goto(`${GUIDES_PATH}/${guide.slug}`);
  await expect(main.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
  await expect(main.getByText(`${guide.min_read} min read`)).toBeVisible();
  await expect(main.getByRole('img', { name: guide.alt_tag })).toBeVisible();

  const toc = main.getByRole('navigation', { name: 'Table of Contents' });
  const tocLinks = toc.getByRole('link');
  await expect(tocLinks).toHaveCount(headingCount);
  const firstEntry = (await tocLinks.first().textContent()) ?? '';
  await tocLinks.first().click();
  await expect(main.getByRole('heading', { level: 2, name: firstEntry, exact: true })).toBeInViewport();
  const toggle = toc.getByRole('button', { name: 'Table of Contents' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(tocLinks).toHaveCount(0);
  await toggle.click();
  await expect(tocLinks).toHaveCount(headingCount);

  await expect(main.getByRole('region', { name: 'Written by' })).toContainText(guide.written_by ?? '');

  const faq = main.getByRole('region', { name: 'Frequently Asked Questions' });
  const [firstQuestion, secondQuestion] = guide.faq;
  await expect(faq.getByRole('button', { name: firstQuestion?.f_question })).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('region', { name: firstQuestion?.f_question })).toBeVisible();
  await expect(faq.getByRole('button', { name: secondQuestion?.f_question })).toHaveAttribute('aria-expanded', 'false');

  const share = main.getByRole('region', { name: 'Share this guide' });
  for (const network of ['Facebook', 'Twitter', 'Pinterest', 'LinkedIn']) {
    await expect(share.getByRole('button', { name: `Share on ${network}` })).toBeVisible();
  }
  await expect(main.getByRole('region', { name: 'Recent Guides' }).getByRole('link')).toHaveCount(recentGuides.length);

  await expect
    .poll(async () => {
      const scripts = await page.locator('head script[type="application/ld+json"]').allTextContents();
      return scripts.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    })
    .toEqual(expect.arrayContaining(['Article', 'FAQPage']));
  await expect(page).toHaveTitle(guide.meta_title);
});

// The API answers 404 for an unknown slug: the not-found page in place (docs/decisions/015, not-found.spec.ts).
test('an unknown guide is the not-found page, at its own address', async ({ page }) => {
  const path = `${GUIDES_PATH}/no-such-guide-anywhere`;
  expect((await page.goto(path))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: getRoute(NOT_FOUND_ROUTE_ID).title })).toBeVisible();
  await expect(page).toHaveURL(path);
});

test('the podcast home: featured episode, the series in pages and the platforms', async ({ page, request }) => {
  const home = await getJson<PodcastListResponse>(request, `/api/podcast/page/data?per_page=${PODCAST_PAGE_SIZE}`);
  const featured = home.featured_podcasts[0];
  if (!featured) throw new Error('The seed has no featured episode');
  const main = page.getByRole('main');
  await page.goto(PODCAST_PATH);
  await expect(main.getByRole('region', { name: featured.main_page_title, exact: true })).toBeVisible();
  const series = main.getByRole('list', { name: 'Business Transformation Series' });
  await expect(series.getByRole('listitem')).toHaveCount(home.data.length);

  const second = await getJson<PodcastListResponse>(
    request,
    `/api/podcast/page/data?per_page=${PODCAST_PAGE_SIZE}&page=2`,
  );
  await main.getByRole('navigation', { name: 'Series pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(series.getByRole('heading', { level: 3 })).toHaveText(second.data.map((item) => item.main_page_title));
  await expect(main.getByRole('region', { name: 'Subscribe and never miss an episode' }).getByRole('link')).toHaveCount(
    4,
  );
});

async function podcastDetail(request: APIRequestContext, slug: string) {
  return (await getJson<PodcastDetailResponse>(request, `/api/podcast/data/details/${slug}`)).data;
}

test('a podcast episode: tabs, transcript, guest and speaker, and tabs reset on the next episode', async ({
  page,
  request,
}) => {
  const list = await getJson<PodcastListResponse>(request, '/api/podcast/page/data?per_page=50');
  const details = await Promise.all(list.data.map((item) => podcastDetail(request, item.slug)));
  const withSpeaker = details.find((detail) => detail.podcast.speaker_name);
  if (!withSpeaker) throw new Error('The seed has no episode with a speaker');
  const { podcast, otherPodcasts } = withSpeaker;
  const main = page.getByRole('main');

  await page.goto(`${PODCAST_PATH}/${podcast.slug}`);
  await expect(main.getByRole('heading', { level: 1, name: podcast.title })).toBeVisible();
  await expect(main.getByText(`Episode ${podcast.episode_number}`, { exact: true })).toBeVisible();

  const overview = main.getByRole('tablist', { name: 'Episode overview' });
  await expect(overview.getByRole('tab', { name: 'About The Episodes' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tabpanel', { name: 'About The Episodes' })).toBeVisible();
  await overview.getByRole('tab', { name: 'Insights: Quick Recap' }).click();
  await expect(overview.getByRole('tab', { name: 'Insights: Quick Recap' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tabpanel', { name: 'Insights: Quick Recap' })).toBeVisible();
  await expect(main.locator('audio[controls]')).toHaveAttribute('src', podcast.audio);
  await expect(main.getByRole('heading', { level: 2, name: 'Show Notes' })).toBeVisible();

  const viewTranscript = main.getByRole('button', { name: 'View Transcript' });
  await viewTranscript.click();
  const transcript = page.getByRole('dialog', { name: 'Transcript' });
  await expect(transcript).toBeVisible();
  await expect(transcript.getByRole('button', { name: 'Close transcript' })).toBeFocused();
  await transcript.getByRole('button', { name: 'Close transcript' }).click();
  await expect(transcript).toBeHidden();
  await expect(viewTranscript).toBeFocused();
  await viewTranscript.click();
  await expect(transcript).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(transcript).toBeHidden();

  const people = main.getByRole('tablist', { name: 'People on this episode' });
  await expect(people.getByRole('tab')).toHaveText(['Our Guest', 'Our Speaker']);
  await expect(people.getByRole('tab', { name: 'Our Guest' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tabpanel', { name: 'Our Guest' })).toContainText(podcast.guest_name ?? '');
  await people.getByRole('tab', { name: 'Our Speaker' }).click();
  await expect(main.getByRole('tabpanel', { name: 'Our Speaker' })).toContainText(podcast.speaker_name ?? '');

  // The first slide of the other-episodes carousel, opened without a page load.
  const next = otherPodcasts[0];
  if (!next) throw new Error('The episode has no other episodes');
  const nextDetail = await podcastDetail(request, next.slug);
  await main.getByRole('region', { name: 'More Episodes' }).getByRole('link', { name: next.title }).click();
  await expect(main.getByRole('heading', { level: 1, name: nextDetail.podcast.title })).toBeVisible();
  await expect(overview.getByRole('tab', { name: 'About The Episodes' })).toHaveAttribute('aria-selected', 'true');
  await expect(people.getByRole('tab', { name: 'Our Guest' })).toHaveAttribute('aria-selected', 'true');
  await expect(people.getByRole('tab')).toHaveText(
    nextDetail.podcast.speaker_name ? ['Our Guest', 'Our Speaker'] : ['Our Guest'],
  );
});

test('an unknown podcast episode is the not-found page, at its own address', async ({ page }) => {
  const path = `${PODCAST_PATH}/no-such-episode-anywhere`;
  expect((await page.goto(path))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: getRoute(NOT_FOUND_ROUTE_ID).title })).toBeVisible();
  await expect(page).toHaveURL(path);
});
