import { DESKTOP_MIN_WIDTH, LIFE_CAROUSEL_AUTOPLAY_MS, MOBILE_MAX_WIDTH } from '@site/shared';
import { Carousel } from '@site/shared/carousel';
import { LIFE_PHOTO_SIZE, photoAlbums } from './photo-albums.ts';
import styles from './life-albums.module.css';

/** Five photo carousels that scroll on their own (site-spec.md sections 2.4 and 9). */
export function LifeAlbums() {
  return (
    <section className={styles.section} aria-labelledby="life-albums-heading">
      <h2 id="life-albums-heading" className={styles.heading}>
        Moments that make us
      </h2>
      {photoAlbums.map((album) => (
        <div key={album.id} className={styles.album}>
          <div className={styles.albumText}>
            <h3 className={styles.albumTitle}>{album.title}</h3>
            <p className={styles.blurb}>{album.blurb}</p>
          </div>
          <Carousel
            label={`${album.title} gallery`}
            slides={album.photos.map((photo) => ({
              key: photo.caption,
              content: (
                <div className={styles.photoFrame}>
                  <img
                    className={styles.photo}
                    src={photo.src}
                    alt={photo.caption}
                    width={LIFE_PHOTO_SIZE.width}
                    height={LIFE_PHOTO_SIZE.height}
                    loading="lazy"
                  />
                  <span className={styles.caption} aria-hidden="true">
                    {photo.caption}
                  </span>
                </div>
              ),
            }))}
            slidesPerView={1}
            breakpoints={{ [MOBILE_MAX_WIDTH]: 2, [DESKTOP_MIN_WIDTH]: 3 }}
            autoplayMs={LIFE_CAROUSEL_AUTOPLAY_MS}
            spaceBetween={16}
            loop
          />
        </div>
      ))}
    </section>
  );
}
