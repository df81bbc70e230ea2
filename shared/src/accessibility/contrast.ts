// WCAG 2.2's contrast ratio (1.4.3, 1.4.11), for tests that check colours the page computed.

/** `#rrggbb` or `rgb(r g b)` / `rgb(r, g, b)` / `rgba(...)` as 0–255 channels; undefined for anything else. */
export function parseColour(colour: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour.trim());
  if (hex) return [1, 2, 3].map((index) => parseInt(hex[index] ?? '0', 16)) as [number, number, number];
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(colour.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return undefined;
}

function relativeLuminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const a = parseColour(first);
  const b = parseColour(second);
  if (!a || !b) throw new Error(`Cannot compare the colours "${first}" and "${second}"`);
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
