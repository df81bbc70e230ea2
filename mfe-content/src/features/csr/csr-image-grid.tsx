import { CSR_IMAGE_SWAP_MS } from '@site/shared';
import type { CSSProperties } from 'react';
import { CSR_PHOTO_SIZE, csrPhotos } from './csr-photos.ts';
import type { CsrPhoto } from './csr-photos.ts';
import { photoIndexFor, useImageWave } from './use-image-wave.ts';
import styles from './csr-image-grid.module.css';

const gridPhotos: readonly CsrPhoto[] = [
  csrPhotos.classroom,
  csrPhotos.tailoring,
  csrPhotos.healthCamp,
  csrPhotos.treePlanting,
  csrPhotos.library,
  csrPhotos.selfHelp,
  csrPhotos.eyeCamp,
  csrPhotos.digitalLab,
];
const TILE_COUNT = 6;

/** A mosaic of program photos that fades in tile by tile and keeps refreshing in a gentle wave. */
export function CsrImageGrid() {
  const rounds = useImageWave(TILE_COUNT);

  return (
    <section className={styles.section} aria-labelledby="csr-grid-heading">
      <div className={styles.text}>
        <h2 id="csr-grid-heading">Our work, up close</h2>
        <p>
          Each scene here is a program our employees run or volunteer in: weekday classes, weekend health camps, and the
          skills centers that turn training into income.
        </p>
      </div>
      <ul className={styles.grid} style={{ '--swap-ms': `${CSR_IMAGE_SWAP_MS}ms` } as CSSProperties}>
        {rounds.map((round, tile) => {
          const photo = gridPhotos[photoIndexFor(tile, round, TILE_COUNT, gridPhotos.length)] ?? csrPhotos.classroom;
          return (
            <li key={tile} className={styles.tile} style={{ '--tile': tile } as CSSProperties}>
              <img
                key={photo.alt}
                className={styles.photo}
                src={photo.src}
                alt={photo.alt}
                width={CSR_PHOTO_SIZE.width}
                height={CSR_PHOTO_SIZE.height}
                loading="lazy"
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
