import type { LoaderContext } from '@rspack/core';

export interface SvgRasterOptions {
  /** How many device pixels per CSS pixel of the SVG's own size. */
  scale: number;
}

export function rasterizeSvg(source: Buffer, scale: number): Promise<Buffer>;
export default function svgRasterLoader(this: LoaderContext<SvgRasterOptions>, source: Buffer): void;
export const raw: true;
