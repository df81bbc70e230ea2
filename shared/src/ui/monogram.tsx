import styles from './monogram.module.css';

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

/**
 * A person's portrait until a photo of them is uploaded: their initials in the brand's colours, instead of a
 * stock silhouette. Decorative, like a portrait beside the name it shows: the name is in the text next to it.
 */
export function Monogram({ name }: { name: string }) {
  const [background, colour] = monogramColours(name);
  return (
    <span className={styles.monogram} style={{ background, color: colour }} aria-hidden="true">
      <span className={styles.initials}>{initialsOf(name)}</span>
    </span>
  );
}
