import { TABLET_MAX_WIDTH, TESTIMONIAL_CAROUSEL_AUTOPLAY_MS } from '@site/shared';
import { Carousel } from '@site/shared/carousel';
import { TestimonialCard } from './testimonial-card.tsx';
import { textTestimonials } from './text-testimonials.ts';
import styles from './testimonial-carousel.module.css';

const slides = textTestimonials.map((testimonial) => ({
  key: testimonial.name,
  content: <TestimonialCard testimonial={testimonial} />,
}));

/** site-spec.md section 9: two testimonials in view, one at 1024 px and below, moving every 3 s. */
export function TestimonialCarousel({ label }: { label: string }) {
  return (
    <Carousel
      className={styles.carousel}
      label={label}
      slides={slides}
      slidesPerView={1}
      breakpoints={{ [TABLET_MAX_WIDTH + 1]: 2 }}
      autoplayMs={TESTIMONIAL_CAROUSEL_AUTOPLAY_MS}
      loop
      pagination
    />
  );
}
