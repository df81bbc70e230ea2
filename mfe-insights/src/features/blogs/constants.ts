import { brand } from '@site/shared';

/** Page copy of the blog, our extension in the newsroom's style. */
export const BLOG_LIST_HEADING = 'Latest articles';

export const blogsBanner = {
  headline: 'Ideas from the people doing the work',
  intro: `Practical articles from ${brand.name} specialists on insurance operations, accounting, data annotation, business intelligence, digital marketing and AI.`,
  imageAlt: 'Illustration of an article page and a pen',
} as const;

export const blogListMeta = {
  title: 'Blogs',
  description: `Articles from ${brand.legalName} on insurance operations, bookkeeping, data annotation, analytics, digital marketing and practical AI for growing businesses.`,
  keywords: `${brand.name} blog, insurance outsourcing blog, bookkeeping tips, data annotation articles, BPO insights`,
} as const;

export const MORE_BLOGS_HEADING = 'More articles';
/** How many other articles a blog page suggests (ours). */
export const MORE_BLOGS_LIMIT = 3;

export const BLOG_NOT_FOUND_MESSAGE = 'This article can’t be shown right now. Please try again in a few minutes.';
export const ALL_BLOGS_LINK = 'See all articles';
