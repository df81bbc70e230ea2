import type { Blog, BlogListItem } from '@site/shared';
import type { ListedKind } from '../listing/listed-pages.tsx';
import { useGetBlogQuery, useGetBlogsQuery } from './api/blogs-api.ts';
import { BlogCardGrid } from './blog-card-grid.tsx';
import * as text from './constants.ts';

/** The blog as one kind of the newsroom's listed articles (our extension). */
export const blogKind: ListedKind<BlogListItem, Blog> = {
  names: { list: 'blogs', detail: 'blog-detail', log: 'Blog' },
  useList: useGetBlogsQuery,
  useDetail: useGetBlogQuery,
  Grid: BlogCardGrid,
  copy: { list: text.BLOG_LIST_HEADING, notFound: text.BLOG_NOT_FOUND_MESSAGE, all: text.ALL_BLOGS_LINK },
  more: { heading: text.MORE_BLOGS_HEADING, limit: text.MORE_BLOGS_LIMIT },
};
