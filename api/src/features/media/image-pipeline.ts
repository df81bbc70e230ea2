import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import type { ImageInfo, ImageSource } from '@site/shared/contracts';

/** Ours: the widths a photo is made in, never wider than the photo itself (cards ~400, banners ~1440). */
export const RENDITION_WIDTHS = [400, 800, 1200, 1600] as const;
const WIDEST_RENDITION = Math.max(...RENDITION_WIDTHS);
/** Ours: how wide the blurred placeholder is before the browser stretches it. */
export const PLACEHOLDER_WIDTH = 16;
/**
 * Ours: encoder settings. AVIF at effort 2, not sharp's default 4: on the
 * tests' 1300-px sample photo (all four widths, median of 3 runs on this
 * 2-core machine) effort 2 took 660 ms (645–663) for 130 KB, effort 4 took
 * 7.4 s (7.3–7.4) for 112 KB. 14 % fewer bytes is not worth eleven times the
 * work while the API starts; an offline upload step could use 4.
 */
const ENCODINGS = [
  { type: 'image/avif', extension: 'avif', encode: (image: Sharp) => image.avif({ quality: 50, effort: 2 }) },
  { type: 'image/webp', extension: 'webp', encode: (image: Sharp) => image.webp({ quality: 72 }) },
  {
    type: 'image/jpeg',
    extension: 'jpg',
    encode: (image: Sharp) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
  },
] as const satisfies readonly { type: ImageSource['type']; extension: string; encode: unknown }[];

/** Photos get renditions; an SVG is already responsive and only needs its size read. */
const PHOTO_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif']);
const ILLUSTRATION_EXTENSIONS = new Set(['.svg']);

/** The folder of the data directory that holds the renditions. */
export const RENDITIONS_DIR = 'media-renditions';
/** Where the renditions are served: `/media/renditions/<hash>/<name>-<width>.<ext>`. */
export const RENDITIONS_PREFIX = '/media/renditions/';
const MANIFEST = 'image.json';

/** The widths to make for a photo `width` pixels wide: the standard ones below it, and the photo's own. */
export function renditionWidths(width: number): number[] {
  const largest = Math.min(width, WIDEST_RENDITION);
  return [...RENDITION_WIDTHS.filter((candidate) => candidate < largest), largest];
}

/**
 * Makes a photo's renditions in `renditionsDir/<hash>/` and returns what a
 * page needs to show it. The folder is named by the photo's content, so a
 * photo is processed once however often the API starts, and a changed photo
 * gets new addresses (served as immutable). Writes go to a temporary folder
 * renamed at the end, so two instances starting at once never serve half a set.
 */
export async function processPhoto(source: Buffer, name: string, renditionsDir: string): Promise<ImageInfo> {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const folder = path.join(renditionsDir, hash);
  const manifest = path.join(folder, MANIFEST);
  if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')) as ImageInfo;

  // Turned upright by its EXIF orientation; the metadata (camera, place) is not copied to the renditions.
  const upright = sharp(source).rotate();
  const { width, height } = await upright
    .clone()
    .toBuffer({ resolveWithObject: true })
    .then(({ info }) => info);
  const stem = path.basename(name, path.extname(name)).replace(/[^a-z0-9-]+/gi, '-');
  const working = `${folder}.${process.pid}.tmp`;
  mkdirSync(working, { recursive: true });
  const widths = renditionWidths(width);
  const sources: ImageSource[] = [];
  for (const encoding of ENCODINGS) {
    const entries: string[] = [];
    for (const renditionWidth of widths) {
      const file = `${stem}-${renditionWidth}.${encoding.extension}`;
      const output = await encoding.encode(upright.clone().resize({ width: renditionWidth })).toBuffer();
      writeFileSync(path.join(working, file), output);
      entries.push(`${RENDITIONS_PREFIX}${hash}/${file} ${renditionWidth}w`);
    }
    sources.push({ type: encoding.type, srcset: entries.join(', ') });
  }
  const blurred = await upright.clone().resize({ width: PLACEHOLDER_WIDTH }).blur(1).webp({ quality: 40 }).toBuffer();
  const largest = widths.at(-1) ?? width;
  const info: ImageInfo = {
    width,
    height,
    src: `${RENDITIONS_PREFIX}${hash}/${stem}-${largest}.jpg`,
    sources,
    placeholder: `data:image/webp;base64,${blurred.toString('base64')}`,
  };
  writeFileSync(path.join(working, MANIFEST), JSON.stringify(info));
  try {
    renameSync(working, folder);
  } catch {
    // Another instance finished the same photo first: its set is as good as ours.
    rmSync(working, { recursive: true, force: true });
  }
  return info;
}

/** An SVG's size from its width and height (or viewBox), as sharp reads it. */
async function illustrationInfo(source: Buffer): Promise<ImageInfo | undefined> {
  const { width, height } = await sharp(source).metadata();
  return width && height ? { width, height } : undefined;
}

function filesUnder(root: string, relative = ''): string[] {
  if (!existsSync(path.join(root, relative))) return [];
  return readdirSync(path.join(root, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) return filesUnder(root, child);
    return entry.isFile() ? [child] : [];
  });
}

/** What the pipeline knows of every image under `/media/`, by the address content uses for it. */
export type ImageCatalog = ReadonlyMap<string, ImageInfo>;

/**
 * Reads every image that came with the content (`mediaDir`, served at
 * `/media/`): photos get their renditions made in `renditionsDir`,
 * illustrations their size. A file that cannot be read as an image fails the
 * start, naming it, as a broken seed file does.
 */
export async function buildImageCatalog(mediaDir: string, renditionsDir: string): Promise<ImageCatalog> {
  const catalog = new Map<string, ImageInfo>();
  for (const file of filesUnder(mediaDir)) {
    const extension = path.extname(file).toLowerCase();
    const isPhoto = PHOTO_EXTENSIONS.has(extension);
    if (!isPhoto && !ILLUSTRATION_EXTENSIONS.has(extension)) continue;
    const source = readFileSync(path.join(mediaDir, file));
    try {
      const info = isPhoto ? await processPhoto(source, file, renditionsDir) : await illustrationInfo(source);
      if (info) catalog.set(`/media/${file}`, info);
    } catch (error) {
      throw new Error(`media/${file} is not an image the pipeline can read: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  return catalog;
}
