import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CASE_STUDY_PAGE_SIZE,
  MENU_ITEMS_PER_LIST,
  PODCAST_PAGE_SIZE,
  caseStudyServiceCategories,
} from '@site/shared/contracts';
import type {
  ApiErrorBody,
  CaseStudyDetailResponse,
  CaseStudyListResponse,
  GuideDetailResponse,
  GuideListResponse,
  MenuDataResponse,
  NewsDetailResponse,
  NewsListResponse,
  OpeningDetailResponse,
  OpeningListResponse,
  PodcastDetailResponse,
  PodcastListResponse,
} from '@site/shared/contracts';
import { createTestApp } from '../../test/test-app.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function get<T>(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url });
  return { statusCode: response.statusCode, body: response.json<T>() };
}

/** A guide of the seed (api/seed/guides.json) with an FAQ. */
const GUIDE_WITH_FAQ = 'how-mgas-can-scale-policy-administration-without-adding-headcount';

const keys = (value: object | undefined) => Object.keys(value ?? {}).sort();

describe('guide detail', () => {
  it('returns the guide with its schemas, and featured, related and recent guides', async () => {
    const { body: list } = await get<GuideListResponse>('/api/guide/data?per_page=50');
    const slug = list.data.data[0]?.slug ?? '';
    const { statusCode, body } = await get<GuideDetailResponse>(`/api/guide/detail/${slug}`);

    expect(statusCode).toBe(200);
    const { guide, featured_guides, related_guides, recent_guides } = body.data;
    expect(guide.slug).toBe(slug);
    for (const field of ['id', 'description', 'min_read', 'publish_date', 'written_by', 'written_about', 'faq']) {
      expect(guide).toHaveProperty(field);
    }
    expect(JSON.parse(guide.article_schema)).toMatchObject({ '@type': 'Article', headline: guide.title });
    expect(related_guides.every((related) => related.slug !== slug)).toBe(true);
    expect(recent_guides.map((recent) => recent.slug)).not.toContain(slug);
    expect(keys(featured_guides[0])).toEqual(['feature_alt_tag', 'feature_image', 'images', 'slug', 'title']);
    // A card's images (api/src/features/media): the size of its own image, for the page to reserve.
    expect(featured_guides[0]?.images).toEqual({ feature_image: { width: 600, height: 400 } });
  });

  it("carries a guide's FAQ and its FAQPage schema, one question an entry", async () => {
    const { statusCode, body } = await get<GuideDetailResponse>(`/api/guide/detail/${GUIDE_WITH_FAQ}`);

    expect(statusCode).toBe(200);
    const { guide } = body.data;
    expect(guide.faq.length).toBeGreaterThan(0);
    const schema = JSON.parse(guide.faq_schema ?? '') as { '@type': string; mainEntity: unknown[] };
    expect(schema['@type']).toBe('FAQPage');
    expect(schema.mainEntity).toHaveLength(guide.faq.length);
  });

  it('answers an unknown slug with 404 and the status-0 error body', async () => {
    const { statusCode, body } = await get<ApiErrorBody>('/api/guide/detail/no-such-guide');
    expect(statusCode).toBe(404);
    expect(body).toEqual({ status: 0, message: 'Guide not found.' });
  });
});

describe('podcasts', () => {
  it('pages episodes and lists the featured, trending and host episodes', async () => {
    const { body } = await get<PodcastListResponse>('/api/podcast/page/data');
    expect(body.data).toHaveLength(PODCAST_PAGE_SIZE);
    expect(body.pagination).toEqual({ current_page: 1, last_page: 3 });
    expect(keys(body.data[0])).toEqual(
      [
        'slug',
        'episode_number',
        'main_page_title',
        'main_page_banner',
        'guest_alt_tag',
        'vedio_url',
        'feature_title',
        'guest_image',
        'images',
      ].sort(),
    );
    expect(keys(body.data[0]?.images)).toEqual(['guest_image', 'main_page_banner']);
    expect(body.featured_podcasts.length).toBeGreaterThan(0);
    expect(body.most_trending_episodes.length).toBeGreaterThan(1);
    expect(body.meet_our_host_episode).toHaveLength(1);
    const { body: lastPage } = await get<PodcastListResponse>('/api/podcast/page/data?per_page=4&page=4');
    expect(lastPage.data).toHaveLength(2);
  });

  it('returns an episode with guest, optional speaker and other episodes', async () => {
    const { body: list } = await get<PodcastListResponse>('/api/podcast/page/data?per_page=50');
    const details = await Promise.all(
      list.data.map(async (item) => (await get<PodcastDetailResponse>(`/api/podcast/data/details/${item.slug}`)).body),
    );
    expect(details.some((detail) => detail.data.podcast.speaker_name === null)).toBe(true);
    expect(details.some((detail) => typeof detail.data.podcast.speaker_name === 'string')).toBe(true);
    const first = details[0]?.data;
    expect(first?.podcast.audio).toMatch(/^\/media\/podcasts\/audio\/.+\.ogg$/);
    expect(first?.otherPodcasts.map((other) => other.slug)).not.toContain(list.data[0]?.slug);
  });
});

describe('news', () => {
  it('lists every article without a query and returns one by slug', async () => {
    const { body } = await get<NewsListResponse>('/api/news/data');
    expect(body.data.length).toBeGreaterThanOrEqual(9);
    expect(keys(body.data[0])).toEqual(
      ['slug', 'title', 'publish_date', 'short_description', 'feature_image', 'feature_alt_tag', 'images'].sort(),
    );
    const { statusCode, body: detail } = await get<NewsDetailResponse>(
      `/api/news/data/details/${body.data[0]?.slug ?? ''}`,
    );
    expect(statusCode).toBe(200);
    expect(detail.data.description).toContain('<p>');
    expect((await get<ApiErrorBody>('/api/news/data/details/nope')).body.status).toBe(0);
  });
});

describe('case studies', () => {
  it('pages six at a time and filters by service category and by industry', async () => {
    const { body } = await get<CaseStudyListResponse>('/api/case/study/page/data');
    expect(body.data.data).toHaveLength(CASE_STUDY_PAGE_SIZE);
    expect(body.data.total).toBeGreaterThanOrEqual(14);
    for (const category of caseStudyServiceCategories) {
      const { body: filtered } = await get<CaseStudyListResponse>(`/api/case/study/page/data?category=${category}`);
      expect(filtered.data.total).toBeGreaterThan(0);
    }
    const { body: industry } = await get<CaseStudyListResponse>(
      '/api/case/study/page/data?category=insurance-industry&per_page=50',
    );
    const { body: service } = await get<CaseStudyListResponse>(
      '/api/case/study/page/data?category=insurance&per_page=50',
    );
    expect(industry.data.total).not.toBe(service.data.total);
    expect(industry.data.data[0]?.case_study_category.name).toEqual(expect.any(String));
  });

  it('returns a case study with its PDF address, and refuses an unknown category', async () => {
    const { body } = await get<CaseStudyListResponse>('/api/case/study/page/data');
    const { body: detail } = await get<CaseStudyDetailResponse>(
      `/api/case/study/details/${body.data.data[0]?.slug ?? ''}`,
    );
    expect(detail.data.case_Study_pdf).toMatch(/^\/media\/case-studies\/pdf\/.+\.pdf$/);
    expect((await get<ApiErrorBody>('/api/case/study/page/data?category=cooking')).statusCode).toBe(400);
  });
});

describe('current openings', () => {
  it('lists openings and finds one by slug or by position name', async () => {
    const { body } = await get<OpeningListResponse>('/api/currunt/opening');
    expect(body.data.length).toBeGreaterThanOrEqual(10);
    const opening = body.data[0];
    const bySlug = await get<OpeningDetailResponse>(`/api/currunt/opening/details/${opening?.slug ?? ''}`);
    const byName = await get<OpeningDetailResponse>(
      `/api/currunt/opening/details/${encodeURIComponent(opening?.position_name.toUpperCase() ?? '')}`,
    );
    expect(byName.body).toEqual(bySlug.body);
    expect(bySlug.body.data.job_active_status).toMatch(/^[01]$/);
    expect(Array.isArray(bySlug.body.data.jobDescription_data)).toBe(true);
  });

  it('has two closed openings', async () => {
    const { body } = await get<OpeningListResponse>('/api/currunt/opening');
    const statuses = await Promise.all(
      body.data.map(
        async (item) =>
          (await get<OpeningDetailResponse>(`/api/currunt/opening/details/${item.slug}`)).body.data.job_active_status,
      ),
    );
    expect(statuses.filter((status) => status !== '1')).toHaveLength(2);
  });
});

describe('menu data', () => {
  it('gives the six lists of featured items', async () => {
    const { body } = await get<MenuDataResponse>('/api/menu/data');
    expect(keys(body)).toEqual(['blogs', 'casestudy', 'events', 'guide', 'news', 'podcasts']);
    for (const list of Object.values(body)) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(MENU_ITEMS_PER_LIST);
    }
    expect(keys(body.events[0])).toEqual(['end_date', 'feature_image', 'images', 'slug', 'start_date', 'title']);
    expect(keys(body.podcasts[0])).toEqual(['images', 'megamenu_image', 'slug', 'title']);
    expect(body.blogs[0]?.blog_category.name).toEqual(expect.any(String));
  });
});

describe('blogs and events (our extension)', () => {
  it.each([
    ['/api/blog/data', '/api/blog/detail/'],
    ['/api/events/data', '/api/events/detail/'],
  ])('%s lists items and %s returns one', async (listPath, detailPath) => {
    const { body } = await get<{ data: { data: { slug: string }[]; total: number } }>(listPath);
    expect(body.data.total).toBeGreaterThanOrEqual(6);
    const { statusCode } = await get(`${detailPath}${body.data.data[0]?.slug ?? ''}`);
    expect(statusCode).toBe(200);
    expect((await get(`${detailPath}missing`)).statusCode).toBe(404);
  });
});
