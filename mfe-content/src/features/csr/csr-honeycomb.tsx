import { CSR_PHOTO_SIZE } from './csr-photos.ts';
import type { CsrPhoto } from './csr-photos.ts';
import styles from './csr-honeycomb.module.css';

interface CsrHoneycombProps {
  id: string;
  heading: string;
  /** Seven photos, laid out in rows of two, three and two hexagons. */
  photos: readonly CsrPhoto[];
}

/** A gallery of hexagon-clipped photos that interlock like a honeycomb. */
export function CsrHoneycomb({ id, heading, photos }: CsrHoneycombProps) {
  const headingId = `${id}-heading`;
  return (
    <figure className={styles.gallery} aria-labelledby={headingId}>
      <ul className={styles.comb}>
        {photos.map((photo) => (
          <li key={photo.alt} className={styles.cell}>
            <img
              className={styles.photo}
              src={photo.src}
              alt={photo.alt}
              width={CSR_PHOTO_SIZE.width}
              height={CSR_PHOTO_SIZE.height}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
      <figcaption id={headingId} className={styles.caption}>
        {heading}
      </figcaption>
    </figure>
  );
}
