import { useState } from 'react';
import { VideoModal } from '@site/shared';
import { homeTestimonialVideos, homeTestimonials } from './know-best-content.ts';
import { VideoThumbnail } from './video-thumbnail.tsx';
import section from './home-section.module.css';
import styles from './know-best-section.module.css';

interface PlayingVideo {
  videoUrl: string;
  title: string;
}

/** 'Know best': two client testimonials in writing and two on video. */
export function KnowBestSection() {
  const [playing, setPlaying] = useState<PlayingVideo | null>(null);
  return (
    <section className={`${section.section} ${section.light}`} aria-labelledby="home-know-best-heading">
      <div className={section.inner}>
        <p className={section.eyebrow}>Client voices</p>
        <h2 id="home-know-best-heading" className={section.heading}>
          Our clients know best
        </h2>
        <p className={section.intro}>
          Brochures make promises. Here is what the people who run their operations with us say about the results.
        </p>
        <div className={styles.layout}>
          <ul className={styles.quotes} aria-label="Client testimonials">
            {homeTestimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <figure className={styles.quote}>
                  <blockquote>
                    <p>{testimonial.description}</p>
                  </blockquote>
                  <figcaption>
                    <cite className={styles.name}>{testimonial.name}</cite>
                    <span className={styles.designation}>{testimonial.designation}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <ul className={styles.videos} aria-label="Client video testimonials">
            {homeTestimonialVideos.map((video) => (
              <li key={video.videoUrl}>
                <VideoThumbnail
                  src={video.thumbnail}
                  width={480}
                  height={270}
                  title={video.title}
                  caption={video.caption}
                  onPlay={() => setPlaying({ videoUrl: video.videoUrl, title: video.title })}
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <VideoModal videoUrl={playing?.videoUrl ?? null} title={playing?.title ?? ''} onClose={() => setPlaying(null)} />
    </section>
  );
}
