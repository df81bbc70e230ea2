import { useId } from 'react';
import { RemoteWidget } from '@site/shared';
import styles from './talk-to-experts-section.module.css';

/** Holds the widget's height until it is there, so nothing below it moves. */
const placeholder = <div className={styles.placeholder} aria-hidden="true" />;

/** The section itself: code fetched only when it renders (TalkToExpertsSection). */
export function ExpertsSection() {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.intro}>
          <h2 id={headingId} className={styles.heading}>
            Talk to our experts
          </h2>
          <p className={styles.lead}>
            Tell us what you need and a specialist will get back to you. All fields are required.
          </p>
        </div>
        <div className={styles.widget}>
          {/* Fetched only once it nears the viewport after the page is on screen (RemoteWidget). */}
          <RemoteWidget remote="forms" expose="./talk-to-expert" fallback={placeholder} />
        </div>
      </div>
    </section>
  );
}
