import { describe, expect, it } from '@jest/globals';
import { JOB_POSITION_PARAM } from './job-link.ts';
import { pageRoutes } from './route-table.ts';
import { everyRouteUrl } from './route-urls.ts';

/** An API that lists one item, `first-<list>`, in each list's own shape (some lists nest their page in `data`). */
async function oneItemEach(path: string): Promise<unknown> {
  const list = new URL(path, 'http://127.0.0.1').pathname;
  const item = { slug: `first-${list.split('/').slice(2, -1).join('-')}`, position_name: 'AI/ML Engineer' };
  const nested = /guide|case\/study|blog|events/.test(path);
  return nested ? { data: { data: [item] } } : { data: [item] };
}

describe('everyRouteUrl', () => {
  it('gives every route of the table once, a dynamic one with a real item, and /jd as the openings link it', async () => {
    const urls = await everyRouteUrl(oneItemEach);
    expect(urls.map(({ id }) => id)).toEqual(pageRoutes.map(({ id }) => id));
    expect(urls.find(({ id }) => id === 'guide-detail')?.url).toBe('/guides/first-guide');
    expect(urls.find(({ id }) => id === 'job-description')?.url).toBe(
      `/jd?${JOB_POSITION_PARAM}=AI%2FML+Engineer#AI%2FML%20Engineer`,
    );
    expect(urls.every(({ url }) => !url.includes(':'))).toBe(true);
  });

  it('says which list was empty rather than measuring a page without its item', async () => {
    await expect(
      everyRouteUrl(async (path) => (path.includes('opening') ? { data: [] } : oneItemEach(path))),
    ).rejects.toThrow('/api/currunt/opening listed nothing for "job-description"');
  });
});
