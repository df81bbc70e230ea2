/*
 * Node-safe: the Monogram component draws these in the page, and
 * scripts/monogram-portraits.ts draws them into the seed's portrait files.
 */

/**
 * Ours (issue 18): the brand's colour pairs a monogram portrait is drawn in, background then letters, each
 * 4.5:1 or more.
 */
export const MONOGRAM_PALETTE = [
  ['#0b1f3a', '#ffffff'],
  ['#0b7d6e', '#ffffff'],
  ['#b45309', '#ffffff'],
  ['#e6f2f0', '#0b1f3a'],
  ['#fdf0e1', '#0b1f3a'],
] as const;

/** The initials of a name: the first letters of its first and last words ("Claire Donnelly" → "CD"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The same name always gets the same colours, and neighbours usually differ. */
export function monogramColours(name: string): readonly [string, string] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return MONOGRAM_PALETTE[hash % MONOGRAM_PALETTE.length] ?? MONOGRAM_PALETTE[0];
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.codePointAt(0) ?? 0};`);

/**
 * A monogram portrait as an SVG file, for content that needs an image file
 * for a person (a podcast guest) until a photo of them is uploaded.
 */
export function monogramSvg(name: string, size: number): string {
  const [background, colour] = monogramColours(name);
  const half = size / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<title>${escapeXml(name)}</title>`,
    `<rect width="${size}" height="${size}" fill="${background}"/>`,
    `<text x="${half}" y="${half}" dy="0.35em" text-anchor="middle" fill="${colour}" ` +
      `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${Math.round(size * 0.3)}" ` +
      `font-weight="700" letter-spacing="${Math.round(size * 0.014)}">${escapeXml(initialsOf(name))}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
