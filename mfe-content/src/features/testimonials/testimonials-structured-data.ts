import { ORGANIZATION_LOGO_URL, brand, testimonialRatings } from '@site/shared';
import type { ClientVideo } from './client-videos.ts';
import type { TextTestimonial } from './text-testimonials.ts';

/**
 * site-spec.md section 9: the organisation's aggregate rating with the text
 * testimonials as its reviews. The shell adds the breadcrumb data itself.
 */
export function testimonialsStructuredData(testimonials: readonly TextTestimonial[]): Record<string, unknown> {
  const { ratingValue, bestRating, ratingCount, reviewCount } = testimonialRatings;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    legalName: brand.legalName,
    url: brand.siteUrl,
    logo: ORGANIZATION_LOGO_URL,
    aggregateRating: { '@type': 'AggregateRating', ratingValue, bestRating, ratingCount, reviewCount },
    review: testimonials.map((testimonial) => ({
      '@type': 'Review',
      reviewBody: testimonial.description,
      author: { '@type': 'Person', name: testimonial.name, jobTitle: testimonial.designation },
      itemReviewed: { '@type': 'Organization', name: brand.name },
    })),
  };
}

/** The client videos as a list of video objects, so each one can be found on its own. */
export function clientVideosStructuredData(videos: readonly ClientVideo[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${brand.name} client video testimonials`,
    numberOfItems: videos.length,
    itemListElement: videos.map((video, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'VideoObject',
        name: `Video testimonial from ${video.name}`,
        description: `${video.name}, ${video.designation}, on working with ${brand.name}.`,
        thumbnailUrl: new URL(video.thumbnail, brand.siteUrl).href,
        embedUrl: video.videoUrl,
      },
    })),
  };
}
