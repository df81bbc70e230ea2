import { initialsOf, monogramColours } from '../content/monogram-portrait.ts';
import styles from './monogram.module.css';

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
