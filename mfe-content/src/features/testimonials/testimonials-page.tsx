import {
  PageFrame,
  brand,
  companyFacts,
  getSiteConfig,
  testimonialRatings,
  useIsClient,
  usePageMeta,
} from '@site/shared';
import { clientVideos } from './client-videos.ts';
import { RatingSummary } from './rating-summary.tsx';
import { ReviewWidget } from './review-widget.tsx';
import { TestimonialCarousel } from './testimonial-carousel.tsx';
import { textTestimonials } from './text-testimonials.ts';
import { clientVideosStructuredData, testimonialsStructuredData } from './testimonials-structured-data.ts';
import { VideoTestimonials } from './video-testimonials.tsx';
import styles from './testimonials-page.module.css';

const CAROUSEL_HEADING = 'What our clients say';
const CAROUSEL_LABEL = 'Client testimonials';

const pageMeta = {
  title: 'Client Testimonials & Reviews',
  description: `What insurance agencies, carriers, accounting firms, AI teams and marketers say about outsourcing to ${brand.name}: client stories, video testimonials and a ${testimonialRatings.ratingValue} out of ${testimonialRatings.bestRating} rating.`,
  keywords: `${brand.name} reviews, client testimonials, outsourcing reviews, insurance BPO testimonials, accounting outsourcing reviews, video testimonials`,
  structuredData: [testimonialsStructuredData(textTestimonials), clientVideosStructuredData(clientVideos)],
};

/**
 * site-spec.md section 2.11. The carousel's slides are in the server's page
 * (laid out as swiper's first view until swiper loads); the review widget
 * appears once the page runs in a browser, which is when the page's
 * configuration (the widget's address) can be read.
 */
export function TestimonialsPage() {
  const isClient = useIsClient();
  usePageMeta(pageMeta);

  return (
    <PageFrame routeId="testimonials">
      <div className={styles.intro}>
        <p className={styles.lead}>
          For {companyFacts.yearsOfExperience} years, {brand.name} has run the everyday work behind insurance agencies,
          carriers, accounting firms, AI teams and growing brands in {companyFacts.countries} countries. Here is what{' '}
          {companyFacts.clientsServed}+ clients say about the results, in their own words.
        </p>
        <RatingSummary />
      </div>

      <section className={styles.section} aria-labelledby="text-testimonials-heading">
        <h2 id="text-testimonials-heading" className={styles.heading}>
          {CAROUSEL_HEADING}
        </h2>
        <div className={styles.carouselSlot}>
          <TestimonialCarousel label={CAROUSEL_LABEL} />
        </div>
      </section>

      <VideoTestimonials />

      {isClient && <ReviewWidget scriptUrl={getSiteConfig().reviewWidgetUrl} />}
    </PageFrame>
  );
}
