import { CSR_PHOTO_SIZE } from './csr-photos.ts';
import type { FocusArea } from './focus-areas.ts';
import styles from './focus-area-panel.module.css';

/** The open content of one focus area: the program, its figures and what it does. */
export function FocusAreaPanel({ area }: { area: FocusArea }) {
  return (
    <div className={styles.panel}>
      <img
        className={styles.photo}
        src={area.photo.src}
        alt={area.photo.alt}
        width={CSR_PHOTO_SIZE.width}
        height={CSR_PHOTO_SIZE.height}
        loading="lazy"
      />
      <p className={styles.program}>{area.program}</p>
      <p>{area.summary}</p>
      <dl className={styles.figures}>
        {area.figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.value}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <ul className={styles.activities}>
        {area.activities.map((activity) => (
          <li key={activity}>{activity}</li>
        ))}
      </ul>
    </div>
  );
}
