import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GUIDE_PAGE_SIZE, apiMessages, guideCategories } from '@site/shared/contracts';
import type { ApiErrorBody, GuideListResponse } from '@site/shared/contracts';
import { createTestApp } from '../../test/test-app.ts';
import { MAX_PATH_PARAM_LENGTH } from '../../app.ts';
import { apiPackageDir } from '../../config.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function list(query: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/guide/data${query}` });
  return {
    statusCode: response.statusCode,
    body: response.json<GuideListResponse>(),
    error: response.json<ApiErrorBody>(),
  };
}

describe('GET /api/guide/data', () => {
  it('pages the newest guides six at a time by default', async () => {
    const { statusCode, body } = await list('');
    expect(statusCode).toBe(200);
    expect(body.status).toBe(true);
    expect(body.data.data).toHaveLength(GUIDE_PAGE_SIZE);
    expect(body.data.current_page).toBe(1);
    expect(body.data.total).toBeGreaterThanOrEqual(20);
    expect(body.data.last_page).toBe(Math.ceil(body.data.total / GUIDE_PAGE_SIZE));
    expect(Object.keys(body.data.data[0] ?? {}).sort()).toEqual([
      'feature_alt_tag',
      'feature_image',
      'images',
      'slug',
      'title',
    ]);
    expect(body.featured_guide.length).toBeGreaterThan(0);
  });

  it('returns later pages without repeating guides, and the last page holds the rest', async () => {
    const first = await list('?per_page=6&page=1');
    const second = await list('?per_page=6&page=2');
    const firstSlugs = first.body.data.data.map((guide) => guide.slug);
    expect(second.body.data.current_page).toBe(2);
    expect(second.body.data.data.some((guide) => firstSlugs.includes(guide.slug))).toBe(false);

    const { last_page: lastPage, total } = first.body.data;
    const last = await list(`?per_page=6&page=${lastPage}`);
    expect(last.body.data.data).toHaveLength(total - (lastPage - 1) * 6);
  });

  it('has guides in every category and filters by category', async () => {
    for (const category of guideCategories) {
      const { statusCode, body } = await list(`?category=${category}&per_page=50`);
      expect(statusCode).toBe(200);
      expect(body.data.total).toBeGreaterThan(0);
      expect(body.data.total).toBeLessThan((await list('')).body.data.total);
    }
  });

  it('treats an empty category as all categories', async () => {
    const all = await list('');
    const empty = await list('?category=&page=1');
    expect(empty.body.data.total).toBe(all.body.data.total);
  });

  it('searches titles case-insensitively, with % and _ taken literally', async () => {
    const { body: all } = await list('?per_page=50');
    const sample = all.data.data[3];
    if (!sample) throw new Error('seed has too few guides');
    const word = sample.title.split(' ').find((part) => part.length > 5) ?? sample.title;
    const { statusCode, body } = await list(`?title=${encodeURIComponent(word.toUpperCase())}&per_page=50`);
    expect(statusCode).toBe(200);
    expect(body.data.data.map((guide) => guide.slug)).toContain(sample.slug);
    expect(body.data.data.every((guide) => guide.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);

    const wildcard = await list('?title=%25');
    expect(wildcard.statusCode).toBe(404);
  });

  it('answers a search with no match with the error message the list page shows', async () => {
    const { statusCode, error } = await list('?title=zzzz-no-such-guide');
    expect(statusCode).toBe(404);
    expect(error).toEqual({ status: 0, message: apiMessages.noGuidesFound });
  });

  it.each([
    ['?page=0', 'Invalid query parameter "page": must be >= 1.'],
    ['?page=two', 'Invalid query parameter "page": must be integer.'],
    ['?per_page=500', 'Invalid query parameter "per_page": must be <= 50.'],
    ['?category=cooking', `Invalid query parameter "category": must be one of ${guideCategories.join(', ')}.`],
    [`?title=${'x'.repeat(101)}`, 'Invalid query parameter "title": must NOT have more than 100 characters.'],
  ])('refuses %s with a 400 and a clear message', async (query, message) => {
    const { statusCode, error } = await list(query);
    expect(statusCode).toBe(400);
    expect(error).toEqual({ status: 0, message });
  });
});

describe('GET /api/guide/detail/{slug}', () => {
  it('answers a guide whose slug, made from a long title, is longer than 100 characters', async () => {
    const seed = JSON.parse(readFileSync(path.join(apiPackageDir, 'seed', 'guides.json'), 'utf8')) as {
      slug: string;
    }[];
    const longest = seed.map((guide) => guide.slug).sort((a, b) => b.length - a.length)[0] ?? '';
    expect(longest.length).toBeGreaterThan(100);
    const response = await testApp.app.inject({ method: 'GET', url: `/api/guide/detail/${longest}` });
    expect(response.statusCode).toBe(200);
    expect(longest.length).toBeLessThanOrEqual(MAX_PATH_PARAM_LENGTH);
  });
});
