// The Insights menu's fixed videos: only the desktop mega menus show them, and they import them from
// @site/shared/contracts, so the browser's shared library does not carry them (docs/decisions/031).
import type { VideoItem } from './testimonial-videos.ts';

/** The three fixed testimonial videos of the Insights menu's Testimonials tab. */
export const menuTestimonialVideos: readonly VideoItem[] = [
  {
    videoUrl: 'https://player.videohost.example/video/710245381',
    thumbnail: '/images/testimonials/video-1.svg',
    alt: 'Video testimonial from the operations head of a US managing general agency',
  },
  {
    videoUrl: 'https://player.videohost.example/video/710245502',
    thumbnail: '/images/testimonials/video-2.svg',
    alt: 'Video testimonial from the finance director of a Canadian accounting firm',
  },
  {
    videoUrl: 'https://player.videohost.example/video/710245733',
    thumbnail: '/images/testimonials/video-3.svg',
    alt: 'Video testimonial from the founder of a US insurance agency',
  },
];
