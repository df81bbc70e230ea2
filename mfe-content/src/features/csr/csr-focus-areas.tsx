import { Accordion, brand } from '@site/shared';
import { FocusAreaPanel } from './focus-area-panel.tsx';
import { focusAreas } from './focus-areas.ts';
import styles from './csr-focus-areas.module.css';

/**
 * Education, Empowerment and Healthcare side by side: opening one widens it
 * and narrows the others (site-spec.md section 4); the shared Accordion keeps
 * at most one open.
 */
export function CsrFocusAreas() {
  return (
    <section className={styles.section} aria-labelledby="csr-focus-heading">
      <h2 id="csr-focus-heading" className={styles.heading}>
        Where we focus
      </h2>
      <p className={styles.intro}>
        Three long-term programs, each run with local partners and staffed by {brand.name} volunteers. Choose one to see
        what it does and what it has achieved so far.
      </p>
      <Accordion
        className={styles.areas}
        items={focusAreas.map((area) => ({
          id: area.id,
          title: area.title,
          content: <FocusAreaPanel area={area} />,
        }))}
        initiallyOpen="education"
        itemClassName={(id, open) => [styles.area, styles[id], open && styles.open].filter(Boolean).join(' ')}
      />
    </section>
  );
}
