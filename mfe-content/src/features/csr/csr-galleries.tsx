import { CsrHoneycomb } from './csr-honeycomb.tsx';
import { csrPhotos } from './csr-photos.ts';
import styles from './csr-galleries.module.css';

const learningPhotos = [
  csrPhotos.classroom,
  csrPhotos.library,
  csrPhotos.digitalLab,
  csrPhotos.scholarship,
  csrPhotos.tailoring,
  csrPhotos.selfHelp,
  csrPhotos.computer,
];

const carePhotos = [
  csrPhotos.healthCamp,
  csrPhotos.eyeCamp,
  csrPhotos.bloodDrive,
  csrPhotos.nutrition,
  csrPhotos.treePlanting,
  csrPhotos.lakeCleanup,
  csrPhotos.marketStall,
];

/** Two honeycomb galleries of moments from the field (site-spec.md section 2.5). */
export function CsrGalleries() {
  return (
    <section className={styles.section} aria-labelledby="csr-galleries-heading">
      <h2 id="csr-galleries-heading" className={styles.heading}>
        Moments from the field
      </h2>
      <div className={styles.galleries}>
        <CsrHoneycomb id="csr-learning" heading="Classrooms and skills centers" photos={learningPhotos} />
        <CsrHoneycomb id="csr-care" heading="Health camps and community days" photos={carePhotos} />
      </div>
    </section>
  );
}
