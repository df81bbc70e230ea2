/**
 * Request and response schemas of site-spec.md section 3 for every content
 * call of section 7, and of our blog and event extension: JSON Schema built
 * with TypeBox. The API validates requests and serializes answers with them
 * and publishes them in /api/openapi.json; `content-types.ts` derives the
 * client's types from them. Field names are the spec's, misspellings
 * included (`vedio_url`, `key_responsibiliy`).
 */
import { Type } from 'typebox';
import { guideCategories, GUIDE_PAGE_SIZE, MAX_TITLE_SEARCH_LENGTH } from '../../constants/guides.ts';
import {
  CASE_STUDY_PAGE_SIZE,
  caseStudyIndustryCategories,
  caseStudyServiceCategories,
  NEWS_PAGE_SIZE,
} from '../../constants/content.ts';
import {
  DetailResponseSchema,
  imagesProperty,
  ListResponseSchema,
  Nullable,
  PaginatedSchema,
  pagingProperties,
  StatusTrue,
  StringEnum,
} from './common.ts';

const seo = {
  meta_title: Type.String(),
  meta_description: Type.String(),
  keywords: Type.String(),
};

/** The four fields of every card that links to an item. */
const cardProperties = {
  slug: Type.String(),
  title: Type.String(),
  feature_image: Type.String(),
  feature_alt_tag: Type.String(),
  ...imagesProperty,
};

export const ContentCardSchema = Type.Object(cardProperties);

// Guides ------------------------------------------------------------------

export const FaqSchema = Type.Object({ f_question: Type.String(), f_answer: Type.String({ description: 'HTML.' }) });

export const GuideSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  category: Type.String(),
  description: Type.String({ description: 'HTML.' }),
  min_read: Type.Number(),
  publish_date: Type.String({ format: 'date' }),
  written_by: Nullable(Type.String()),
  written_about: Nullable(Type.String()),
  faq: Type.Array(FaqSchema),
  faq_schema: Nullable(Type.String({ description: 'JSON-LD FAQPage, or null without FAQs.' })),
  article_schema: Type.String({ description: 'JSON-LD Article.' }),
  guide_desktop_banner: Type.String(),
  guide_mobile_banner: Type.String(),
  alt_tag: Type.String(),
  feature_image: Type.String(),
  feature_alt_tag: Type.String(),
  ...seo,
  ...imagesProperty,
});

export const GuideListItemSchema = ContentCardSchema;

export const GuideListQuerySchema = Type.Object({
  ...pagingProperties(GUIDE_PAGE_SIZE),
  // An empty category means all categories, as the list page sends it.
  category: Type.Optional(StringEnum([...guideCategories, ''] as const)),
  title: Type.Optional(Type.String({ maxLength: MAX_TITLE_SEARCH_LENGTH })),
});

export const GuideListResponseSchema = Type.Object({
  status: StatusTrue,
  data: PaginatedSchema(GuideListItemSchema),
  featured_guide: Type.Array(GuideListItemSchema),
});

export const GuideDetailResponseSchema = DetailResponseSchema(
  Type.Object({
    guide: GuideSchema,
    featured_guides: Type.Array(ContentCardSchema),
    related_guides: Type.Array(ContentCardSchema),
    recent_guides: Type.Array(ContentCardSchema),
  }),
);

// Podcasts ----------------------------------------------------------------

export const PodcastListItemSchema = Type.Object({
  slug: Type.String(),
  episode_number: Type.Integer(),
  main_page_title: Type.String(),
  main_page_banner: Type.String(),
  guest_alt_tag: Type.String(),
  vedio_url: Type.String(),
  feature_title: Type.String(),
  guest_image: Type.String(),
  ...imagesProperty,
});

export const PodcastListResponseSchema = Type.Object({
  status: StatusTrue,
  data: Type.Array(PodcastListItemSchema),
  pagination: Type.Object({ last_page: Type.Integer(), current_page: Type.Integer() }),
  featured_podcasts: Type.Array(PodcastListItemSchema),
  most_trending_episodes: Type.Array(PodcastListItemSchema),
  meet_our_host_episode: Type.Array(PodcastListItemSchema),
});

const person = () => Nullable(Type.String());

export const PodcastSchema = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  episode_number: Type.Integer(),
  publish_date: Type.String({ format: 'date' }),
  audio: Type.String(),
  vedio_url: Type.String(),
  about_episode: Type.String({ description: 'HTML.' }),
  insight_quick_recap: Type.String({ description: 'HTML.' }),
  transcript_sort_description: Type.String(),
  transcript_long_description: Type.String({ description: 'HTML.' }),
  banner_alt_tag: Type.String(),
  main_page_banner: Type.String(),
  feature_image: Type.String(),
  ...seo,
  guest_name: person(),
  guest_position: person(),
  guest_company: person(),
  guest_company_url: person(),
  guest_linkedin_id: person(),
  guest_description: person(),
  guest_image: person(),
  guest_alt_tag: person(),
  speaker_name: person(),
  speaker_position: person(),
  speaker_company: person(),
  speaker_company_url: person(),
  speaker_linkedin_id: person(),
  speaker_description: person(),
  speaker_image: person(),
  speaker_alt_tag: person(),
  ...imagesProperty,
});

export const OtherPodcastSchema = Type.Object({
  slug: Type.String(),
  episode_number: Type.Integer(),
  title: Type.String(),
  main_page_banner: Type.String(),
  ...imagesProperty,
});

export const PodcastDetailResponseSchema = DetailResponseSchema(
  Type.Object({ podcast: PodcastSchema, otherPodcasts: Type.Array(OtherPodcastSchema) }),
);

// News --------------------------------------------------------------------

export const NewsListItemSchema = Type.Object({
  ...cardProperties,
  publish_date: Type.String({ format: 'date' }),
  short_description: Type.String(),
});

export const NewsListQuerySchema = Type.Object({
  per_page: Type.Optional(pagingProperties(NEWS_PAGE_SIZE).per_page),
  page: Type.Optional(Type.Integer({ minimum: 1, description: 'Without it, every article.' })),
  search: Type.Optional(Type.String({ maxLength: MAX_TITLE_SEARCH_LENGTH })),
});

export const NewsListResponseSchema = Type.Object({ status: StatusTrue, data: Type.Array(NewsListItemSchema) });

export const NewsArticleSchema = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  publish_date: Type.String({ format: 'date' }),
  description: Type.String({ description: 'HTML.' }),
  news_desktop_banner: Type.String(),
  news_mobile_banner: Type.String(),
  alt_tag: Type.String(),
  feature_image: Type.String(),
  ...seo,
  ...imagesProperty,
});

export const NewsDetailResponseSchema = DetailResponseSchema(NewsArticleSchema);

// Case studies ------------------------------------------------------------

export const CaseStudyListItemSchema = Type.Object({
  ...cardProperties,
  case_study_category: Type.Object({ name: Type.String() }),
});

export const CaseStudyListQuerySchema = Type.Object({
  ...pagingProperties(CASE_STUDY_PAGE_SIZE),
  category: Type.Optional(StringEnum([...caseStudyServiceCategories, ...caseStudyIndustryCategories, ''] as const)),
});

export const CaseStudyListResponseSchema = ListResponseSchema(CaseStudyListItemSchema);

export const CaseStudySchema = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  long_description: Type.String({ description: 'HTML.' }),
  caseStudy_desktop_banner: Type.String(),
  caseStudy_mobile_banner: Type.String(),
  alt_tag: Type.String(),
  cta_button: Nullable(Type.String({ description: 'Null when the page shows its default label.' })),
  case_Study_pdf: Type.String(),
  written_by: Nullable(Type.String()),
  feature_image: Type.String(),
  ...seo,
  ...imagesProperty,
});

export const CaseStudyDetailResponseSchema = DetailResponseSchema(CaseStudySchema);

// Job openings ------------------------------------------------------------

export const OpeningListItemSchema = Type.Object({
  slug: Type.String(),
  position_name: Type.String(),
  location: Type.String(),
  description: Type.String(),
});

export const OpeningListResponseSchema = Type.Object({ status: StatusTrue, data: Type.Array(OpeningListItemSchema) });

export const OpeningSchema = Type.Object({
  slug: Type.String(),
  position_name: Type.String(),
  department_name: Type.String(),
  location: Type.String(),
  jd_data: Type.String(),
  about_role: Type.String({ description: 'HTML.' }),
  key_responsibiliy: Type.String({ description: 'HTML.' }),
  jobDescription_data: Type.Array(
    Type.Object({ heading: Type.String(), heading_description: Type.String({ description: 'HTML.' }) }),
  ),
  job_active_status: Type.String({ description: "'1' means the job is open." }),
  /** When the opening was posted (its JobPosting's datePosted). */
  posted_date: Type.Optional(Type.String({ format: 'date' })),
  /** 'Full-time', 'Part-time', 'Contract' or 'Internship' (its JobPosting's employmentType). */
  employment_type: Type.Optional(Type.String()),
});

export const OpeningDetailResponseSchema = DetailResponseSchema(OpeningSchema);

// Blogs and events (our extension) ----------------------------------------

export const BlogListItemSchema = Type.Object({
  ...cardProperties,
  publish_date: Type.String({ format: 'date' }),
  short_description: Type.String(),
  blog_category: Type.Object({ name: Type.String() }),
});

export const BlogSchema = Type.Object({
  ...BlogListItemSchema.properties,
  description: Type.String({ description: 'HTML.' }),
  written_by: Nullable(Type.String()),
  min_read: Type.Number(),
  ...seo,
});

export const EventListItemSchema = Type.Object({
  ...cardProperties,
  start_date: Type.String({ format: 'date' }),
  end_date: Type.String({ format: 'date' }),
  location: Type.String(),
  short_description: Type.String(),
});

export const SiteEventSchema = Type.Object({
  ...EventListItemSchema.properties,
  venue: Type.String(),
  description: Type.String({ description: 'HTML.' }),
  ...seo,
});

// The mega menu -----------------------------------------------------------

/** Each menu entry links to its item, and carries what the pipeline knows of its image. */
const menuLink = { slug: Type.String(), title: Type.String(), ...imagesProperty };

export const MenuDataResponseSchema = Type.Object({
  blogs: Type.Array(
    Type.Object({ ...menuLink, feature_image: Type.String(), blog_category: Type.Object({ name: Type.String() }) }),
  ),
  podcasts: Type.Array(Type.Object({ ...menuLink, megamenu_image: Type.String() })),
  guide: Type.Array(Type.Object({ ...menuLink, feature_image: Type.String() })),
  news: Type.Array(Type.Object({ ...menuLink, feature_image: Type.String() })),
  events: Type.Array(
    Type.Object({
      ...menuLink,
      feature_image: Type.String(),
      start_date: Type.String({ format: 'date' }),
      end_date: Type.String({ format: 'date' }),
    }),
  ),
  casestudy: Type.Array(Type.Object({ ...menuLink, feature_image: Type.String() })),
});

export const HealthResponseSchema = Type.Object({ status: Type.Literal('ok'), database: Type.Literal('ok') });
