import { TABLET_MAX_WIDTH, TESTIMONIAL_CAROUSEL_AUTOPLAY_MS } from '@site/shared';
import { Carousel } from '@site/shared/carousel';
import { EmployeeSlide } from './employee-slide.tsx';
import { employeeStories } from './employee-stories.ts';
import styles from './employee-testimonials.module.css';

const slides = employeeStories.map((story) => ({ key: story.id, content: <EmployeeSlide story={story} /> }));

/** site-spec.md section 9: two testimonials in view, one at 1024 px and below. */
export function EmployeeTestimonials() {
  return (
    <section className={styles.section} aria-labelledby="careers-testimonials-heading">
      <h2 id="careers-testimonials-heading" className={styles.heading}>
        In their own words
      </h2>
      <Carousel
        label="Employee testimonials"
        slides={slides}
        slidesPerView={1}
        breakpoints={{ [TABLET_MAX_WIDTH + 1]: 2 }}
        autoplayMs={TESTIMONIAL_CAROUSEL_AUTOPLAY_MS}
        loop
        pagination
      />
    </section>
  );
}
