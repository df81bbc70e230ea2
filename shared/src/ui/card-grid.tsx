import type { AriaAttributes, ReactNode } from 'react';
import styles from './card-grid.module.css';

const columnClasses = {
  '2-3': styles['two-three'],
  '2-4': styles['two-four'],
  '3': styles.three,
  '3-2-1': styles['three-two-one'],
  '3-2-1 to 768': styles['three-two-one-to-768'],
  '4-2-1': styles['four-two-one'],
} as const;

interface CardGridProps extends Pick<AriaAttributes, 'aria-label' | 'aria-labelledby'> {
  /**
   * How many columns at which width: "2-3" one, two from 768 px, three from 992 px; "2-4" likewise with four;
   * "3" one, three from 768 px; "3-2-1" three, two up to 1024 px, one below 768 px; "3-2-1 to 768" one up to 768 px; "4-2-1" four, two up to 1024 px, one up to 480 px.
   */
  columns: keyof typeof columnClasses;
  /** The narrower gap between cards. */
  tight?: boolean;
  /** An ordered list (numbered steps) in place of a list. */
  ordered?: boolean;
  /** The page's own class beside the grid's (a counter, say). */
  className?: string;
  children: ReactNode;
}

/**
 * The list cards stand in, without bullets. `@site/shared/card-grid`: bundled by the remotes that show one, not
 * part of the shared singleton.
 */
export function CardGrid({ columns, tight = false, ordered = false, className, children, ...aria }: CardGridProps) {
  const List = ordered ? 'ol' : 'ul';
  const classes = [styles.grid, columnClasses[columns], tight ? styles.tight : '', className ?? ''];
  return (
    <List className={classes.filter(Boolean).join(' ')} {...aria}>
      {children}
    </List>
  );
}

interface CardSectionProps {
  /** The heading's id, which labels the section. */
  headingId: string;
  heading: ReactNode;
  children: ReactNode;
}

/** A section of a page under a navy heading, spaced from what comes before it. */
export function CardSection({ headingId, heading, children }: CardSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
