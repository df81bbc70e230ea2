import type { ReactNode } from 'react';
import { Link } from '@site/shared/router';
import styles from './hero.module.css';

interface HeroProps {
  /**
   * "split": text and illustration in two even columns, a large navy heading (careers); "panel": on a light panel,
   * a navy headline (the AI proposal); "plain": a teal headline (a service).
   */
  look: 'split' | 'panel' | 'plain';
  headline: ReactNode;
  /** With an id the headline is the section's h2 and labels it; without, the hero is a div led by a paragraph. */
  headingId?: string;
  intro: ReactNode;
  cta: { to: string; label: string };
  /** What stands beside the call to action (a pause button, a line of proof). */
  beside?: ReactNode;
  image: { src: string; alt: string; width: number; height: number };
}

/**
 * The top of a page: headline, intro, call to action and an illustration. `@site/shared/hero`: bundled by the
 * remotes that show one, not part of the shared singleton.
 */
export function Hero({ look, headline, headingId, intro, cta, beside, image }: HeroProps) {
  const Frame = headingId ? 'section' : 'div';
  const link = (
    <Link className={styles.cta} to={cta.to}>
      {cta.label}
    </Link>
  );
  return (
    <Frame className={`${styles.hero} ${styles[look]}`} aria-labelledby={headingId}>
      <div>
        {headingId ? (
          <h2 id={headingId} className={styles.headline}>
            {headline}
          </h2>
        ) : (
          <p className={styles.headline}>{headline}</p>
        )}
        <p className={styles.intro}>{intro}</p>
        {beside ? (
          <div className={styles.actions}>
            {link}
            {beside}
          </div>
        ) : (
          link
        )}
      </div>
      <img className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} />
    </Frame>
  );
}
