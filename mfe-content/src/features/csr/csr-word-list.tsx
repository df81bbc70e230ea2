import { SCROLL_ANIMATION_DURATION_MS } from '@site/shared';
import type { CSSProperties } from 'react';
import { useCyclingIndex } from './use-cycling-index.ts';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';
import styles from './csr-word-list.module.css';

const words = ['Educate.', 'Empower.', 'Heal.', 'Include.', 'Sustain.'] as const;

/**
 * The five verbs of the program, lit one after another on the site's
 * scroll-animation beat; with reduced motion they simply stand side by side.
 */
export function CsrWordList() {
  const reducedMotion = usePrefersReducedMotion();
  const activeIndex = useCyclingIndex(words.length, SCROLL_ANIMATION_DURATION_MS);
  const timing = { '--word-ms': `${SCROLL_ANIMATION_DURATION_MS}ms` } as CSSProperties;

  return (
    <ul className={styles.words} aria-label="What our programs do" style={timing}>
      {words.map((word, index) => (
        <li
          key={word}
          className={[styles.word, !reducedMotion && index === activeIndex && styles.active].filter(Boolean).join(' ')}
        >
          {word}
        </li>
      ))}
    </ul>
  );
}
