import type { VideoItem } from '@site/shared';
import { videoThumbnails } from './video-thumbnails.ts';

/** A client video (site-spec.md section 3) with the client who speaks in it. */
export interface ClientVideo extends VideoItem {
  name: string;
  designation: string;
}

const player = (id: string) => `https://player.videohost.example/video/${id}`;

/** The eleven client video testimonials of the testimonials page (site-spec.md section 9). */
export const clientVideos: readonly ClientVideo[] = [
  {
    name: 'Dana Whitfield',
    designation: 'Head of Operations, Harborline Underwriting',
    videoUrl: player('710245381'),
    thumbnail: videoThumbnails.harborline,
    alt: 'Operations head of a US managing general agency',
  },
  {
    name: 'Priya Raman',
    designation: 'Finance Director, Maple Ridge Accounting',
    videoUrl: player('710245502'),
    thumbnail: videoThumbnails.mapleRidge,
    alt: 'Finance director of a Canadian accounting firm',
  },
  {
    name: 'Tom Castellano',
    designation: 'Founder, Castellano Insurance Group',
    videoUrl: player('710245733'),
    thumbnail: videoThumbnails.castellano,
    alt: 'Founder of a US insurance agency',
  },
  {
    name: 'Renee Okafor',
    designation: 'Claims Manager, Prairie Shield Mutual',
    videoUrl: player('710246018'),
    thumbnail: videoThumbnails.prairieShield,
    alt: 'Claims manager of a regional insurance carrier',
  },
  {
    name: 'Graham Pell',
    designation: 'Financial Controller, Thamesbury Estates',
    videoUrl: player('710246147'),
    thumbnail: videoThumbnails.thamesbury,
    alt: 'Controller of a UK property management group',
  },
  {
    name: 'Lena Marquez',
    designation: 'Head of Machine Learning, Optiview Labs',
    videoUrl: player('710246290'),
    thumbnail: videoThumbnails.optiview,
    alt: 'Head of machine learning at a computer vision startup',
  },
  {
    name: 'Jordan Blake',
    designation: 'Marketing Director, Brightnest Home Services',
    videoUrl: player('710246432'),
    thumbnail: videoThumbnails.brightnest,
    alt: 'Marketing director of a US home services brand',
  },
  {
    name: 'Samuel Oduya',
    designation: 'Principal, Oduya & Park Insurance Brokers',
    videoUrl: player('710246575'),
    thumbnail: videoThumbnails.oduyaPark,
    alt: 'Principal of an independent insurance brokerage',
  },
  {
    name: 'Hannah Lindqvist',
    designation: 'Chief Financial Officer, Tidewater Freight',
    videoUrl: player('710246713'),
    thumbnail: videoThumbnails.tidewater,
    alt: 'Chief financial officer of a logistics company',
  },
  {
    name: 'Vikram Deshpande',
    designation: 'Analytics Lead, Summit Crest Specialty Insurance',
    videoUrl: player('710246859'),
    thumbnail: videoThumbnails.summitCrest,
    alt: 'Analytics lead of a specialty insurance carrier',
  },
  {
    name: 'Carla Jennings',
    designation: 'Chief Executive, Ironbridge Commercial MGA',
    videoUrl: player('710246994'),
    thumbnail: videoThumbnails.ironbridge,
    alt: 'Chief executive of a commercial lines MGA',
  },
];
