import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { GuideDetailResponse, GuideListResponse } from '@site/shared/contracts';
import { repoRoot } from '../../config.ts';
import { samplePhoto } from '../../test/sample-files.ts';
import { createTestApp } from '../../test/test-app.ts';

/** The real guides, the newest one given a photo, as an editor adding one to the seed would. */
const seedDir = mkdtempSync(path.join(tmpdir(), 'media-seed-'));
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let photographed: string;

beforeAll(async () => {
  const guides = JSON.parse(readFileSync(path.join(repoRoot, 'api/seed/guides.json'), 'utf8')) as Record<
    string,
    unknown
  >[];
  cpSync(path.join(repoRoot, 'api/seed/media/guides'), path.join(seedDir, 'media/guides'), { recursive: true });
  mkdirSync(path.join(seedDir, 'media/photos'), { recursive: true });
  writeFileSync(path.join(seedDir, 'media/photos/team-workshop.jpg'), await samplePhoto(1000, 600));
  const newest = [...guides].sort((a, b) => String(b.publish_date).localeCompare(String(a.publish_date)))[0];
  if (!newest) throw new Error('no guides in the seed');
  newest.feature_image = '/media/photos/team-workshop.jpg';
  photographed = String(newest.slug);
  writeFileSync(path.join(seedDir, 'guides.json'), JSON.stringify(guides));
  testApp = await createTestApp({ SEED_DIR: seedDir });
}, 60_000);
afterAll(async () => {
  await testApp.close();
  rmSync(seedDir, { recursive: true, force: true });
});

describe('content images through the API', () => {
  it('lists a photo with its renditions and placeholder, and an illustration with its size', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/guide/data' });
    const [photoCard, illustrationCard] = response.json<GuideListResponse>().data.data;

    expect(photoCard?.slug).toBe(photographed);
    expect(photoCard?.images?.feature_image).toMatchObject({
      width: 1000,
      height: 600,
      src: expect.stringMatching(/^\/media\/renditions\/.+-1000\.jpg$/),
      placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    expect(photoCard?.images?.feature_image?.sources?.map((source) => source.type)).toEqual([
      'image/avif',
      'image/webp',
      'image/jpeg',
    ]);
    expect(illustrationCard?.images?.feature_image).toEqual({ width: 600, height: 400 });
    // A list item carries the images of its own fields only.
    expect(Object.keys(photoCard?.images ?? {})).toEqual(['feature_image']);
  });

  it('serves every rendition as an image that never changes at its address', async () => {
    const detail = await testApp.app.inject({ method: 'GET', url: `/api/guide/detail/${photographed}` });
    const { guide } = detail.json<GuideDetailResponse>().data;
    const avif = guide.images?.feature_image?.sources?.[0]?.srcset.split(', ')[0]?.split(' ')[0] ?? '';

    const response = await testApp.app.inject({ method: 'GET', url: avif });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('still serves the original under /media beside the renditions', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/media/photos/team-workshop.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });
});
