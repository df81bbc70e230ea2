import { BLOG_PAGE_SIZE } from '@site/shared';
import { baseApi } from '@site/shared/api';
import type { Blog, BlogListItem, DetailResponse, ListResponse } from '@site/shared';

/** Our extension of the spec's calls: the blog list (paged) and one blog. */
export const blogsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogs: build.query<ListResponse<BlogListItem>, number>({
      query: (page) => ({ url: '/api/blog/data', params: { per_page: BLOG_PAGE_SIZE, page } }),
    }),
    getBlog: build.query<DetailResponse<Blog>, string>({
      query: (slug) => `/api/blog/detail/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useGetBlogsQuery, useGetBlogQuery } = blogsApi;
