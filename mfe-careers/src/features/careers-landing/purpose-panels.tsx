import { useId, useState } from 'react';
import { purposePanels } from './careers-content.ts';
import styles from './purpose-panels.module.css';

/** Impact / Growth / Support: the panel clicked expands and the others shrink (site-spec.md section 2.12). */
export function PurposePanels() {
  const [expandedId, setExpandedId] = useState(purposePanels[0]?.id);
  const prefix = useId();
  return (
    <section className={styles.section} aria-labelledby={`${prefix}heading`}>
      <h2 id={`${prefix}heading`} className={styles.heading}>
        What a career here gives you
      </h2>
      <div className={styles.panels}>
        {purposePanels.map((panel) => {
          const expanded = panel.id === expandedId;
          const contentId = `${prefix}${panel.id}`;
          return (
            <div key={panel.id} className={expanded ? `${styles.panel} ${styles.expanded}` : styles.panel}>
              <h3 className={styles.title}>
                <button
                  type="button"
                  className={styles.trigger}
                  aria-expanded={expanded}
                  aria-controls={contentId}
                  onClick={() => setExpandedId(panel.id)}
                >
                  <span>{panel.title}</span>
                  <span className={styles.summary}>{panel.summary}</span>
                </button>
              </h3>
              <p id={contentId} className={styles.text} hidden={!expanded}>
                {panel.text}
              </p>
            </div>
          );
        })}
      </div>
    </section>
  );
}
