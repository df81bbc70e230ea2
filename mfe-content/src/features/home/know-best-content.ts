import { companyFacts } from '@site/shared';
import firstVideoThumbnail from './images/testimonial-video-1.svg';
import secondVideoThumbnail from './images/testimonial-video-2.svg';

/** A client's words (site-spec.md section 3: description, name, designation). */
export interface TextTestimonial {
  description: string;
  name: string;
  designation: string;
}

export interface TestimonialVideo {
  videoUrl: string;
  thumbnail: string;
  title: string;
  caption: string;
}

export const homeTestimonials: readonly TextTestimonial[] = [
  {
    description:
      'We handed over our certificate and endorsement queue expecting a long ramp-up. Within six weeks turnaround went from three days to same-day, and our account managers are back to talking with insureds instead of chasing paperwork.',
    name: 'Dana Whitcombe',
    designation: 'Director of Operations, Harrow Point Specialty MGA',
  },
  {
    description: `Their bookkeeping team closes our books by the fifth business day, every month, with a reconciliation pack our auditors actually compliment. Accuracy has stayed above ${companyFacts.testimonialAccuracyPercent}% since the first quarter.`,
    name: 'Graham Ouellet',
    designation: 'Controller, Tamarack Freight Partners',
  },
];

export const homeTestimonialVideos: readonly TestimonialVideo[] = [
  {
    videoUrl: 'https://player.videohost.example/video/712118650',
    thumbnail: firstVideoThumbnail,
    title: 'How a Texas insurance agency cleared its renewal backlog',
    caption: 'Renewals, cleared: a Texas agency story',
  },
  {
    videoUrl: 'https://player.videohost.example/video/712118877',
    thumbnail: secondVideoThumbnail,
    title: 'Why a Toronto analytics startup moved data labelling offshore',
    caption: 'Labelling at scale: a Toronto startup story',
  },
];
