import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { samplePhoto } from '../../test/sample-files.ts';
import { buildImageCatalog, processPhoto, renditionWidths, RENDITION_WIDTHS } from './image-pipeline.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'image-pipeline-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const urlOf = (entry: string) => entry.split(' ')[0] ?? '';
const fileOf = (url: string) => path.join(dir, 'renditions', url.replace('/media/renditions/', ''));

describe('renditionWidths', () => {
  it('makes the standard widths below the photo and the photo at its own width, never upscaled', () => {
    expect(renditionWidths(1000)).toEqual([400, 800, 1000]);
    expect(renditionWidths(300)).toEqual([300]);
    expect(renditionWidths(4000)).toEqual([...RENDITION_WIDTHS]);
  });
});

describe('processPhoto', () => {
  it('makes AVIF, WebP and JPEG at every width, a tiny blurred placeholder, and the sizes a page needs', async () => {
    const info = await processPhoto(await samplePhoto(1300, 866), 'team/office day.jpg', path.join(dir, 'renditions'));

    expect(info).toMatchObject({ width: 1300, height: 866 });
    expect(info.sources?.map((source) => source.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    for (const source of info.sources ?? []) {
      const entries = source.srcset.split(', ');
      expect(entries.map((entry) => entry.split(' ')[1])).toEqual(['400w', '800w', '1200w', '1300w']);
      for (const entry of entries) {
        const file = readFileSync(fileOf(urlOf(entry)));
        const metadata = await sharp(file).metadata();
        expect(`${metadata.format} ${metadata.width}`).toBe(
          `${source.type === 'image/jpeg' ? 'jpeg' : source.type === 'image/webp' ? 'webp' : 'heif'} ${entry.split(' ')[1]?.replace('w', '')}`,
        );
      }
    }
    expect(info.src).toMatch(/^\/media\/renditions\/[0-9a-f]{16}\/office-day-1300\.jpg$/);
    expect(info.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(info.placeholder?.length).toBeLessThan(1000);
  });

  it('turns a photo upright by its EXIF orientation and drops its metadata', async () => {
    const info = await processPhoto(await samplePhoto(600, 300, 6), 'sideways.jpg', path.join(dir, 'renditions'));
    expect(info).toMatchObject({ width: 300, height: 600 });
    const jpeg = await sharp(readFileSync(fileOf(info.src ?? ''))).metadata();
    expect(jpeg.orientation).toBeUndefined();
    expect(jpeg.exif).toBeUndefined();
  });

  it('processes a photo once: a second start reuses the renditions it finds', async () => {
    const photo = await samplePhoto(500, 500);
    const first = await processPhoto(photo, 'a.jpg', path.join(dir, 'renditions'));
    const made = readdirSync(path.join(dir, 'renditions'));
    const again = await processPhoto(photo, 'a.jpg', path.join(dir, 'renditions'));
    expect(again).toEqual(first);
    expect(readdirSync(path.join(dir, 'renditions'))).toEqual(made);
  });
});

describe('buildImageCatalog', () => {
  it('knows every image under /media by the address content uses: photos with renditions, SVGs with their size', async () => {
    mkdirSync(path.join(dir, 'media', 'news'), { recursive: true });
    writeFileSync(path.join(dir, 'media', 'news', 'launch.jpg'), await samplePhoto(900, 600));
    writeFileSync(
      path.join(dir, 'media', 'news', 'chart.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"></svg>',
    );
    writeFileSync(path.join(dir, 'media', 'news', 'brochure.pdf'), '%PDF-1.4');

    const catalog = await buildImageCatalog(path.join(dir, 'media'), path.join(dir, 'renditions'));

    expect([...catalog.keys()].sort()).toEqual(['/media/news/chart.svg', '/media/news/launch.jpg']);
    expect(catalog.get('/media/news/chart.svg')).toEqual({ width: 600, height: 400 });
    expect(catalog.get('/media/news/launch.jpg')?.sources).toHaveLength(3);
  });

  it('fails the start naming a file that is not the image its name says', async () => {
    mkdirSync(path.join(dir, 'media'), { recursive: true });
    writeFileSync(path.join(dir, 'media', 'broken.jpg'), 'not a jpeg');
    await expect(buildImageCatalog(path.join(dir, 'media'), path.join(dir, 'renditions'))).rejects.toThrow(
      'media/broken.jpg is not an image the pipeline can read',
    );
  });

  it('has nothing to do without a media folder', async () => {
    const catalog = await buildImageCatalog(path.join(dir, 'absent'), path.join(dir, 'renditions'));
    expect(catalog.size).toBe(0);
    expect(existsSync(path.join(dir, 'renditions'))).toBe(false);
  });
});
