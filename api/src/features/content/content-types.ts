/** The kinds of content the API serves, each loaded from one seed file. */
export type ContentType = 'guide' | 'podcast' | 'news' | 'case-study' | 'blog' | 'event' | 'opening';

export type ContentItem = Record<string, unknown>;

export interface ContentTypeDefinition {
  type: ContentType;
  seedFile: string;
  /** Used in error messages: "Guide not found." */
  label: string;
  /** Seed fields that must be non-empty strings. */
  requiredText: readonly string[];
  /** The indexed columns of an item. */
  columns: (item: ContentItem) => {
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

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const standardColumns = (item: ContentItem) => ({
  title: text(item.title),
  category: typeof item.category === 'string' ? item.category : null,
  publishDate: text(item.publish_date),
  featured: item.is_featured === true,
});

const seo = ['meta_title', 'meta_description', 'keywords'];

export const contentTypes: Record<ContentType, ContentTypeDefinition> = {
  guide: {
    type: 'guide',
    seedFile: 'guides.json',
    label: 'Guide',
    requiredText: [
      'slug',
      'title',
      'category',
      'publish_date',
      'description',
      'feature_image',
      'feature_alt_tag',
      ...seo,
    ],
    columns: standardColumns,
    htmlFields: ['description', 'faq[].f_answer'],
    urlFields: ['feature_image', 'guide_desktop_banner', 'guide_mobile_banner'],
  },
  podcast: {
    type: 'podcast',
    seedFile: 'podcasts.json',
    label: 'Podcast episode',
    requiredText: ['slug', 'title', 'publish_date', 'about_episode', 'audio', 'main_page_banner', ...seo],
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
    requiredText: ['slug', 'title', 'publish_date', 'short_description', 'description', 'feature_image', ...seo],
    columns: (item) => ({ ...standardColumns(item), category: null }),
    htmlFields: ['description'],
    urlFields: ['feature_image', 'news_desktop_banner', 'news_mobile_banner'],
  },
  'case-study': {
    type: 'case-study',
    seedFile: 'case-studies.json',
    label: 'Case study',
    requiredText: [
      'slug',
      'title',
      'category',
      'industry',
      'publish_date',
      'long_description',
      'case_Study_pdf',
      ...seo,
    ],
    columns: standardColumns,
    htmlFields: ['long_description'],
    urlFields: ['feature_image', 'caseStudy_desktop_banner', 'caseStudy_mobile_banner', 'case_Study_pdf'],
  },
  blog: {
    type: 'blog',
    seedFile: 'blogs.json',
    label: 'Blog post',
    requiredText: ['slug', 'title', 'publish_date', 'description', 'feature_image', ...seo],
    columns: (item) => ({
      ...standardColumns(item),
      category: text((item.blog_category as { name?: unknown } | undefined)?.name) || null,
    }),
    htmlFields: ['description'],
    urlFields: ['feature_image'],
  },
  event: {
    type: 'event',
    seedFile: 'events.json',
    label: 'Event',
    requiredText: ['slug', 'title', 'start_date', 'end_date', 'description', 'feature_image', ...seo],
    columns: (item) => ({ ...standardColumns(item), category: null, publishDate: text(item.start_date) }),
    htmlFields: ['description'],
    urlFields: ['feature_image'],
  },
  opening: {
    type: 'opening',
    seedFile: 'openings.json',
    label: 'Job opening',
    requiredText: ['slug', 'position_name', 'location', 'description', 'department_name', 'job_active_status'],
    columns: (item) => ({
      title: text(item.position_name),
      category: text(item.department_name) || null,
      publishDate: text(item.posted_date),
      featured: false,
    }),
    htmlFields: ['about_role', 'key_responsibiliy', 'jobDescription_data[].heading_description'],
    urlFields: ['jd_data'],
  },
};
