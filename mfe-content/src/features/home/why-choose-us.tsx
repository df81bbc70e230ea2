import { DESKTOP_MIN_WIDTH, brand } from '@site/shared';
import { Carousel } from '@site/shared/carousel';
import { whyChooseUsReasons } from './why-choose-us-reasons.ts';
import section from './home-section.module.css';
import styles from './why-choose-us.module.css';

const slides = whyChooseUsReasons.map((reason, index) => ({
  key: reason.title,
  content: (
    <article className={styles.slide}>
      <span className={styles.number} aria-hidden="true">
        {String(index + 1).padStart(2, '0')}
      </span>
      <h3 className={styles.title}>{reason.title}</h3>
      <p className={styles.text}>{reason.text}</p>
    </article>
  ),
}));

/** The 'Why choose us' slider: four slides on desktop, one below 992 px (site-spec.md section 9). */
export function WhyChooseUs() {
  return (
    <section className={section.section} aria-labelledby="home-why-heading">
      <div className={section.inner}>
        <p className={section.eyebrow}>Why {brand.name}</p>
        <h2 id="home-why-heading" className={section.heading}>
          Why choose us
        </h2>
        <Carousel
          className={styles.carousel}
          label="Reasons to choose us"
          slides={slides}
          slidesPerView={1}
          breakpoints={{ [DESKTOP_MIN_WIDTH]: 4 }}
          pagination
        />
      </div>
    </section>
  );
}
