import { useState } from 'react';
import { VideoModal } from '@site/shared';
import { clientVideos } from './client-videos.ts';
import type { ClientVideo } from './client-videos.ts';
import { VideoThumbnail } from './video-thumbnail.tsx';
import styles from './video-testimonials.module.css';

/** site-spec.md section 2.11: the client video testimonials, each played in the video modal. */
export function VideoTestimonials() {
  const [playing, setPlaying] = useState<ClientVideo | null>(null);

  return (
    <section className={styles.section} aria-labelledby="video-testimonials-heading">
      <h2 id="video-testimonials-heading" className={styles.heading}>
        Hear it from our clients
      </h2>
      <p className={styles.lead}>
        Operations leaders, finance directors, founders and data teams talk about what changed once their work was in
        our hands.
      </p>
      <ul className={styles.grid}>
        {clientVideos.map((video) => (
          <li key={video.videoUrl}>
            <VideoThumbnail video={video} onPlay={() => setPlaying(video)} />
          </li>
        ))}
      </ul>
      <VideoModal
        videoUrl={playing?.videoUrl ?? null}
        title={playing ? `Video testimonial from ${playing.name}, ${playing.designation}` : ''}
        onClose={() => setPlaying(null)}
        poster={playing ? { src: playing.thumbnail, alt: playing.alt, width: 320, height: 180 } : undefined}
      />
    </section>
  );
}
