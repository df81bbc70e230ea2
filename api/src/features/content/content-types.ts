import { Type } from 'typebox';
import type { Static, TProperties, TSchema, TString } from 'typebox';
import type { WithImages } from '@site/shared/contracts';
import {
  BlogSchema,
  CaseStudyListItemSchema,
  CaseStudySchema,
  GuideSchema,
  NewsListItemSchema,
  NewsArticleSchema,
  OpeningSchema,
  PodcastListItemSchema,
  PodcastSchema,
  SiteEventSchema,
} from '@site/shared/schemas';

/** The kinds of content the API serves, each loaded from one seed file. */
export type ContentType = 'guide' | 'podcast' | 'news' | 'case-study' | 'blog' | 'event' | 'opening';

/** Text an editor must fill in: at least one character that is not white space. */
const RequiredText = Type.String({ minLength: 1, pattern: '\\S' });

/** What the repository adds to every stored item, which a seed must not carry. */
const ADDED = ['id', 'images'] as const;

function without<P extends TProperties, K extends PropertyKey>(properties: P, keys: readonly K[]): Omit<P, K> {
  const kept = Object.entries(properties).filter(([key]) => !(keys as readonly PropertyKey[]).includes(key));
  return Object.fromEntries(kept) as Omit<P, K>;
}

function required<const K extends string>(keys: readonly K[]): Record<K, TString> {
  return Object.fromEntries(keys.map((key) => [key, RequiredText])) as Record<K, TString>;
}

const seo = ['meta_title', 'meta_description', 'keywords'] as const;
const featured = { is_featured: Type.Optional(Type.Boolean()) };

/**
 * Each type's seed item: the fields its pages are answered from (the detail
 * schema's, and the list's where a list shows more), the text an editor must
 * fill in, and the flags that place it in lists. A seed file, and every row
 * read back, is checked against it.
 */
export const seedSchemas = {
  guide: Type.Object({
    ...without(GuideSchema.properties, [...ADDED, 'faq_schema', 'article_schema']),
    ...required(['slug', 'title', 'category', 'description', 'feature_image', 'feature_alt_tag', ...seo]),
    ...featured,
  }),
  podcast: Type.Object({
    ...without(PodcastSchema.properties, ADDED),
    ...without(PodcastListItemSchema.properties, ADDED),
    ...required(['slug', 'title', 'about_episode', 'audio', 'main_page_banner', ...seo]),
    megamenu_image: Type.String(),
    ...featured,
    is_trending: Type.Optional(Type.Boolean()),
    is_host_episode: Type.Optional(Type.Boolean()),
  }),
  news: Type.Object({
    ...without(NewsArticleSchema.properties, ADDED),
    ...without(NewsListItemSchema.properties, ADDED),
    ...required(['slug', 'title', 'short_description', 'description', 'feature_image', ...seo]),
    ...featured,
  }),
  'case-study': Type.Object({
    ...without(CaseStudySchema.properties, ADDED),
    ...without(CaseStudyListItemSchema.properties, [...ADDED, 'case_study_category']),
    ...required(['slug', 'title', 'long_description', 'case_Study_pdf', 'category', 'industry', ...seo]),
    publish_date: Type.String({ format: 'date' }),
    /** The label of `category` the list shows; the category itself when absent. */
    category_name: Type.Optional(Type.String()),
    ...featured,
  }),
  blog: Type.Object({
    ...without(BlogSchema.properties, ADDED),
    ...required(['slug', 'title', 'description', 'feature_image', ...seo]),
    ...featured,
  }),
  event: Type.Object({
    ...without(SiteEventSchema.properties, ADDED),
    ...required(['slug', 'title', 'description', 'feature_image', ...seo]),
    /**
     * When the event was announced on the site: its page's date in the sitemap (issue 52). Optional: a database
     * seeded before it was added has events without it, and every row read back is checked against this.
     */
    publish_date: Type.Optional(Type.String({ format: 'date' })),
    ...featured,
  }),
  opening: Type.Object({
    ...without(OpeningSchema.properties, ADDED),
    ...required(['slug', 'position_name', 'location', 'description', 'department_name', 'job_active_status']),
    employment_type: Type.Optional(Type.String()),
    shift: Type.Optional(Type.String()),
    posted_date: Type.Optional(Type.String({ format: 'date' })),
  }),
} satisfies Record<ContentType, TSchema>;

/** An item as a seed file holds it. */
export type SeedItem<T extends ContentType> = Static<(typeof seedSchemas)[T]>;

/** An item as the repository hands it out: its row id, and what the media pipeline knows of its images. */
export type ContentItem<T extends ContentType> = SeedItem<T> & { id: number } & WithImages;

export interface ContentTypeDefinition<T extends ContentType = ContentType> {
  type: T;
  seedFile: string;
  /** Used in error messages: "Guide not found." */
  label: string;
  /** The indexed columns of an item. */
  columns: (item: SeedItem<T>) => {
    title: string;
    category: string | null;
    publishDate: string;
    featured: boolean;
  };
  /** HTML fields, sanitized on the way out; `list[].field` reaches into arrays of objects. */
  htmlFields: readonly string[];
  /** Link and asset addresses, kept only when they are site paths or http(s) URLs. */
  urlFields: readonly string[];
}

interface Dated {
  title: string;
  publish_date: string;
  is_featured?: boolean | undefined;
}

const standardColumns = (item: Dated & { category?: string }) => ({
  title: item.title,
  category: item.category ?? null,
  publishDate: item.publish_date,
  featured: item.is_featured === true,
});

export const contentTypes: { [T in ContentType]: ContentTypeDefinition<T> } = {
  guide: {
    type: 'guide',
    seedFile: 'guides.json',
    label: 'Guide',
    columns: standardColumns,
    htmlFields: ['description', 'faq[].f_answer'],
    urlFields: ['feature_image', 'guide_desktop_banner', 'guide_mobile_banner'],
  },
  podcast: {
    type: 'podcast',
    seedFile: 'podcasts.json',
    label: 'Podcast episode',
    columns: (item) => ({ ...standardColumns(item), category: null }),
    htmlFields: ['about_episode', 'insight_quick_recap', 'transcript_long_description'],
    urlFields: [
      'main_page_banner',
      'feature_image',
      'megamenu_image',
      'vedio_url',
      'audio',
      'guest_image',
      'guest_company_url',
      'speaker_image',
      'speaker_company_url',
    ],
  },
  news: {
    type: 'news',
    seedFile: 'news.json',
    label: 'News article',
    columns: (item) => ({ ...standardColumns(item), category: null }),
    htmlFields: ['description'],
    urlFields: ['feature_image', 'news_desktop_banner', 'news_mobile_banner'],
  },
  'case-study': {
    type: 'case-study',
    seedFile: 'case-studies.json',
    label: 'Case study',
    columns: standardColumns,
    htmlFields: ['long_description'],
    urlFields: ['feature_image', 'caseStudy_desktop_banner', 'caseStudy_mobile_banner', 'case_Study_pdf'],
  },
  blog: {
    type: 'blog',
    seedFile: 'blogs.json',
    label: 'Blog post',
    columns: (item) => ({ ...standardColumns(item), category: item.blog_category.name || null }),
    htmlFields: ['description'],
    urlFields: ['feature_image'],
  },
  event: {
    type: 'event',
    seedFile: 'events.json',
    label: 'Event',
    columns: (item) => ({ ...standardColumns({ ...item, publish_date: item.start_date }), category: null }),
    htmlFields: ['description'],
    urlFields: ['feature_image'],
  },
  opening: {
    type: 'opening',
    seedFile: 'openings.json',
    label: 'Job opening',
    columns: (item) => ({
      title: item.position_name,
      category: item.department_name || null,
      publishDate: item.posted_date ?? '',
      featured: false,
    }),
    htmlFields: ['about_role', 'key_responsibiliy', 'jobDescription_data[].heading_description'],
    urlFields: ['jd_data'],
  },
};
