/**
 * Response shapes of site-spec.md section 3 for every content call of
 * section 7, and of our blog and event extension: derived from the schemas
 * the API answers with (`schemas/content.ts`), so the two cannot drift.
 * Type-only imports: no schema code reaches a browser bundle.
 */
import type { Static } from 'typebox';
import type { ImageInfoSchema, ImageSourceSchema, WithImagesSchema } from './schemas/common.ts';
import type {
  BlogListItemSchema,
  BlogSchema,
  CaseStudyDetailResponseSchema,
  CaseStudyListItemSchema,
  CaseStudyListResponseSchema,
  CaseStudySchema,
  ContentCardSchema,
  EventListItemSchema,
  FaqSchema,
  GuideDetailResponseSchema,
  GuideSchema,
  MenuDataResponseSchema,
  NewsArticleSchema,
  NewsDetailResponseSchema,
  NewsListItemSchema,
  NewsListResponseSchema,
  OpeningDetailResponseSchema,
  OpeningListItemSchema,
  OpeningListResponseSchema,
  OpeningSchema,
  PodcastDetailResponseSchema,
  PodcastListItemSchema,
  PodcastListResponseSchema,
  PodcastSchema,
  SiteEventSchema,
} from './schemas/content.ts';

/** One format of a photo's renditions: `srcset` lists every width made. */
export type ImageSource = Static<typeof ImageSourceSchema>;

/**
 * What the media pipeline knows of a content image (api/src/features/media):
 * its intrinsic size, and for a photo the responsive renditions made from it
 * when it was stored. An illustration (SVG) has only its size.
 */
export type ImageInfo = Static<typeof ImageInfoSchema>;

/**
 * Beside an item's image fields, keyed by field name (`feature_image`):
 * what the pipeline knows of each. A field without an entry is an address
 * the pipeline has not seen (an outside URL).
 */
export type WithImages = Static<typeof WithImagesSchema>;

export type Faq = Static<typeof FaqSchema>;
export type Guide = Static<typeof GuideSchema>;
export type ContentCard = Static<typeof ContentCardSchema>;
export type GuideDetailResponse = Static<typeof GuideDetailResponseSchema>;

export type PodcastListItem = Static<typeof PodcastListItemSchema>;
export type PodcastListResponse = Static<typeof PodcastListResponseSchema>;
export type Podcast = Static<typeof PodcastSchema>;
export type PodcastDetailResponse = Static<typeof PodcastDetailResponseSchema>;

export type NewsListItem = Static<typeof NewsListItemSchema>;
export type NewsListResponse = Static<typeof NewsListResponseSchema>;
export type NewsArticle = Static<typeof NewsArticleSchema>;
export type NewsDetailResponse = Static<typeof NewsDetailResponseSchema>;

export type CaseStudyListItem = Static<typeof CaseStudyListItemSchema>;
export type CaseStudyListResponse = Static<typeof CaseStudyListResponseSchema>;
export type CaseStudy = Static<typeof CaseStudySchema>;
export type CaseStudyDetailResponse = Static<typeof CaseStudyDetailResponseSchema>;

export type OpeningListItem = Static<typeof OpeningListItemSchema>;
export type OpeningListResponse = Static<typeof OpeningListResponseSchema>;
export type Opening = Static<typeof OpeningSchema>;
export type OpeningDetailResponse = Static<typeof OpeningDetailResponseSchema>;

export type BlogListItem = Static<typeof BlogListItemSchema>;
export type Blog = Static<typeof BlogSchema>;
export type EventListItem = Static<typeof EventListItemSchema>;
export type SiteEvent = Static<typeof SiteEventSchema>;

/** A paged list's answer: what `ListResponseSchema(item)` describes (content-types.test.ts holds them equal). */
export interface ListResponse<T> {
  status: true;
  data: { data: T[]; last_page: number; current_page: number; per_page: number; total: number };
}

/** A detail's answer: what `DetailResponseSchema(item)` describes. */
export interface DetailResponse<T> {
  status: true;
  data: T;
}

/** GET /api/menu/data: the featured items of the six mega-menu lists. */
export type MenuDataResponse = Static<typeof MenuDataResponseSchema>;
