import { MotionPauseButton, brand, getRoute } from '@site/shared';
import { Hero } from '@site/shared/hero';
import { bannerWords } from './careers-content.ts';
import { useRotatingIndex } from './use-rotating-word.ts';
import heroImage from './images/careers-hero.svg?first-view';
import styles from './careers-banner.module.css';
import { VisuallyHidden } from '@site/shared/visually-hidden';

/** The rotating words banner: the last word changes; assistive technology reads all of them once. */
export function CareersBanner() {
  const index = useRotatingIndex(bannerWords.length);
  return (
    <Hero
      look="split"
      headingId="careers-banner-heading"
      headline={
        <>
          A place where you can{' '}
          <span className={styles.word} aria-hidden="true" data-testid="rotating-word">
            {bannerWords[index]}
          </span>
          <VisuallyHidden>{bannerWords.join(', ')}</VisuallyHidden>
        </>
      }
      intro={
        <>Join {brand.name} and work with people who care about doing things right, for clients around the world.</>
      }
      cta={{ to: getRoute('current-openings').path, label: 'View current openings' }}
      beside={<MotionPauseButton />}
      image={{ src: heroImage, alt: 'Colleagues climbing a rising bar chart together', width: 520, height: 360 }}
    />
  );
}
