// An SVG a page shows with <img> or as a CSS background becomes a WebP at build time (docs/decisions/023).
// Chromium opens every SVG image as a document of its own, on the main thread: 15-60 ms each on this
// machine before the 4x slowdown of a phone, in the tasks Lighthouse counts as blocking. A WebP is decoded
// off the main thread. Rendered at `scale` times its own size, so it stays sharp on high-density screens.
// JavaScript, not TypeScript: rspack loads loaders with Node's own loader (types in svg-raster-loader.d.ts).
import sharp from 'sharp';

/** The WebP of an SVG at `scale` times its size: near-lossless, which keeps flat colours and edges clean. */
export function rasterizeSvg(source, scale) {
  return sharp(source, { density: 72 * scale })
    .webp({ nearLossless: true, quality: 60, effort: 6 })
    .toBuffer();
}

export default function svgRasterLoader(source) {
  const callback = this.async();
  rasterizeSvg(source, this.getOptions().scale).then(
    (webp) => callback(null, webp),
    (error) => callback(error),
  );
}

export const raw = true;
