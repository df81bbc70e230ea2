import { useState } from 'react';
import { Link } from '@site/shared/router';
import { VideoModal, brand, companyFacts, getRoute } from '@site/shared';
import introThumbnail from './images/intro-video.svg';
import { VideoThumbnail } from './video-thumbnail.tsx';
import section from './home-section.module.css';
import styles from './home-about.module.css';

const INTRO_VIDEO_URL = 'https://player.videohost.example/video/712004318';
const INTRO_VIDEO_TITLE = `${brand.name} in two minutes: who we are and how we work`;

/** The about section with the intro video and the way into the about page. */
export function HomeAbout() {
  const [videoUrl, setVideoUrl] = useState<string | null>(null);
  return (
    <section className={section.section} aria-labelledby="home-about-heading">
      <div className={`${section.inner} ${styles.layout}`}>
        <div className={styles.text}>
          <p className={section.eyebrow}>About {brand.name}</p>
          <h2 id="home-about-heading" className={section.heading}>
            The team behind the work your customers never see
          </h2>
          <p>
            {brand.name} started in {companyFacts.foundedYear} in Udaipur, processing policy paperwork overnight for a
            handful of US insurance agencies. {companyFacts.yearsOfExperience} years later, more than{' '}
            {companyFacts.employees} specialists run insurance, accounting, data and marketing operations for over{' '}
            {companyFacts.clientsServed} clients in {companyFacts.countries} countries.
          </p>
          <p>
            We still work the way we began: we learn your process before we touch it, we staff it with people who stay,
            and we report on the numbers you already care about.
          </p>
          <Link className={styles.link} to={getRoute('about').path}>
            Explore our journey <span aria-hidden="true">→</span>
          </Link>
        </div>
        <VideoThumbnail
          src={introThumbnail}
          width={640}
          height={360}
          title={INTRO_VIDEO_TITLE}
          onPlay={() => setVideoUrl(INTRO_VIDEO_URL)}
        />
      </div>
      <VideoModal
        videoUrl={videoUrl}
        title={INTRO_VIDEO_TITLE}
        onClose={() => setVideoUrl(null)}
        poster={{ src: introThumbnail, alt: '', width: 640, height: 360 }}
      />
    </section>
  );
}
