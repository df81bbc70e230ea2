import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { SVG_RASTER_SCALE } from './module-rules.ts';
import svgRasterLoader, { rasterizeSvg } from './svg-raster-loader.js';

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="40" viewBox="0 0 64 40">' +
    '<rect width="64" height="40" fill="#0b7d6e"/><rect x="32" width="32" height="40" fill="#f59e0b"/></svg>',
);

describe('rasterizeSvg', () => {
  it('makes a WebP of the SVG at the scale asked, with its colours where the SVG put them', async () => {
    const webp = await rasterizeSvg(svg, SVG_RASTER_SCALE);
    const image = sharp(webp);
    expect(await image.metadata()).toMatchObject({
      format: 'webp',
      width: 64 * SVG_RASTER_SCALE,
      height: 40 * SVG_RASTER_SCALE,
    });
    const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [...data.subarray(x * info.channels, x * info.channels + 3)];
    // Near-lossless keeps flat colours within a step or two of the source.
    const close = (actual: number[], expected: number[]) =>
      actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) <= 4);
    expect(close(pixel(10), [0x0b, 0x7d, 0x6e])).toBe(true);
    expect(close(pixel(100), [0xf5, 0x9e, 0x0b])).toBe(true);
  });

  it('fails on something that is not an SVG, so the build names the file', async () => {
    await expect(rasterizeSvg(Buffer.from('not an image'), SVG_RASTER_SCALE)).rejects.toThrow();
  });
});

describe('svgRasterLoader', () => {
  it('answers rspack through its async callback with the WebP', async () => {
    const result = await new Promise<unknown>((resolve, reject) => {
      const context = {
        async: () => (error: Error | null, output?: Buffer) => (error ? reject(error) : resolve(output)),
        getOptions: () => ({ scale: 1 }),
      };
      svgRasterLoader.call(context as never, svg);
    });
    expect(Buffer.isBuffer(result)).toBe(true);
    expect(await sharp(result as Buffer).metadata()).toMatchObject({ format: 'webp', width: 64, height: 40 });
  });
});
