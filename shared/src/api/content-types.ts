/**
 * Response shapes of site-spec.md section 3 for every content call of
 * section 7, and of our blog and event extension. Field names are the
 * spec's, misspellings included (`vedio_url`, `key_responsibiliy`).
 */

/** One format of a photo's renditions: `srcset` lists every width made. */
export interface ImageSource {
  type: 'image/avif' | 'image/webp' | 'image/jpeg';
  srcset: string;
}

/**
 * What the media pipeline knows of a content image (api/src/features/media):
 * its intrinsic size, and for a photo the responsive renditions made from it
 * when it was stored. An illustration (SVG) has only its size.
 */
export interface ImageInfo {
  width: number;
  height: number;
  /** Photos: the largest JPEG rendition, for browsers that take no `<source>`. */
  src?: string;
  /** Photos: AVIF, then WebP, then JPEG; the browser takes the first it supports. */
  sources?: ImageSource[];
  /** Photos: a few hundred bytes of blurred image (a data: URI), shown while the photo loads. */
  placeholder?: string;
}

/**
 * Beside an item's image fields, keyed by field name (`feature_image`):
 * what the pipeline knows of each. A field without an entry is an address
 * the pipeline has not seen (an outside URL).
 */
export interface WithImages {
  images?: Partial<Record<string, ImageInfo>>;
}

export interface Faq {
  f_question: string;
  f_answer: string;
}

export interface Guide extends WithImages {
  id: number;
  slug: string;
  title: string;
  category: string;
  description: string;
  min_read: number;
  publish_date: string;
  written_by: string | null;
  written_about: string | null;
  faq: Faq[];
  /** JSON-LD FAQPage as a string, or null without FAQs. */
  faq_schema: string | null;
  /** JSON-LD Article as a string. */
  article_schema: string;
  guide_desktop_banner: string;
  guide_mobile_banner: string;
  alt_tag: string;
  feature_image: string;
  feature_alt_tag: string;
  meta_title: string;
  meta_description: string;
  keywords: string;
}

export interface ContentCard extends WithImages {
  slug: string;
  title: string;
  feature_image: string;
  feature_alt_tag: string;
}

export interface GuideDetailResponse {
  status: true;
  data: {
    guide: Guide;
    featured_guides: ContentCard[];
    related_guides: ContentCard[];
    recent_guides: ContentCard[];
  };
}

export interface PodcastListItem extends WithImages {
  slug: string;
  episode_number: number;
  main_page_title: string;
  main_page_banner: string;
  guest_alt_tag: string;
  vedio_url: string;
  feature_title: string;
  guest_image: string;
}

export interface PodcastListResponse {
  status: true;
  data: PodcastListItem[];
  pagination: { last_page: number; current_page: number };
  featured_podcasts: PodcastListItem[];
  most_trending_episodes: PodcastListItem[];
  meet_our_host_episode: PodcastListItem[];
}

interface PodcastPerson {
  name: string | null;
  position: string | null;
  company: string | null;
  company_url: string | null;
  linkedin_id: string | null;
  description: string | null;
  image: string | null;
  alt_tag: string | null;
}

type Prefixed<P extends string, T> = { [K in keyof T as `${P}_${K & string}`]: T[K] };

export type Podcast = WithImages & {
  slug: string;
  title: string;
  episode_number: number;
  publish_date: string;
  audio: string;
  vedio_url: string;
  about_episode: string;
  insight_quick_recap: string;
  transcript_sort_description: string;
  transcript_long_description: string;
  banner_alt_tag: string;
  main_page_banner: string;
  meta_title: string;
  meta_description: string;
  keywords: string;
  feature_image: string;
} & Prefixed<'guest', PodcastPerson> &
  Prefixed<'speaker', PodcastPerson>;

export interface PodcastDetailResponse {
  status: true;
  data: {
    podcast: Podcast;
    otherPodcasts: ({ slug: string; episode_number: number; title: string; main_page_banner: string } & WithImages)[];
  };
}

export interface NewsListItem extends ContentCard {
  publish_date: string;
  short_description: string;
}

export interface NewsListResponse {
  status: true;
  data: NewsListItem[];
}

export interface NewsArticle extends WithImages {
  slug: string;
  title: string;
  publish_date: string;
  description: string;
  news_desktop_banner: string;
  news_mobile_banner: string;
  alt_tag: string;
  meta_title: string;
  meta_description: string;
  keywords: string;
  feature_image: string;
}

export interface NewsDetailResponse {
  status: true;
  data: NewsArticle;
}

export interface CaseStudyListItem extends ContentCard {
  case_study_category: { name: string };
}

export interface CaseStudyListResponse {
  status: true;
  data: { data: CaseStudyListItem[]; last_page: number; current_page: number; per_page: number; total: number };
}

export interface CaseStudy extends WithImages {
  slug: string;
  title: string;
  long_description: string;
  caseStudy_desktop_banner: string;
  caseStudy_mobile_banner: string;
  alt_tag: string;
  /** Null when the page should show its default label. */
  cta_button: string | null;
  case_Study_pdf: string;
  meta_title: string;
  meta_description: string;
  keywords: string;
  written_by: string | null;
  feature_image: string;
}

export interface CaseStudyDetailResponse {
  status: true;
  data: CaseStudy;
}

export interface OpeningListItem {
  slug: string;
  position_name: string;
  location: string;
  description: string;
}

export interface OpeningListResponse {
  status: true;
  data: OpeningListItem[];
}

export interface Opening {
  slug: string;
  position_name: string;
  department_name: string;
  location: string;
  jd_data: string;
  about_role: string;
  key_responsibiliy: string;
  jobDescription_data: { heading: string; heading_description: string }[];
  /** '1' means the job is open. */
  job_active_status: string;
}

export interface OpeningDetailResponse {
  status: true;
  data: Opening;
}

export interface BlogListItem extends ContentCard {
  publish_date: string;
  short_description: string;
  blog_category: { name: string };
}

export interface Blog extends BlogListItem {
  description: string;
  written_by: string | null;
  min_read: number;
  meta_title: string;
  meta_description: string;
  keywords: string;
}

export interface EventListItem extends ContentCard {
  start_date: string;
  end_date: string;
  location: string;
  short_description: string;
}

export interface SiteEvent extends EventListItem {
  venue: string;
  description: string;
  meta_title: string;
  meta_description: string;
  keywords: string;
}

export interface ListResponse<T> {
  status: true;
  data: { data: T[]; last_page: number; current_page: number; per_page: number; total: number };
}

export interface DetailResponse<T> {
  status: true;
  data: T;
}

/** GET /api/menu/data: the featured items of the six mega-menu lists. */
export interface MenuDataResponse {
  blogs: { slug: string; title: string; feature_image: string; blog_category: { name: string } }[];
  podcasts: { slug: string; title: string; megamenu_image: string }[];
  guide: { slug: string; title: string; feature_image: string }[];
  news: { slug: string; title: string; feature_image: string }[];
  events: { slug: string; title: string; feature_image: string; start_date: string; end_date: string }[];
  casestudy: { slug: string; title: string; feature_image: string }[];
}
