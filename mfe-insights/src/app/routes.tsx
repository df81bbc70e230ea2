import { lazy } from 'react';
import type { ComponentType } from 'react';
import { remotePages } from '@site/shared';

/**
 * Each page is its own chunk, named `page-<route id>` (a page several routes share: a common
 * part of their ids) so the shell's host can preload it; the routes module fetches no page code.
 * Every page here queries, so each renders inside the app's store (docs/decisions/009); its chunk imports
 * the API client already, so asking for it here fetches nothing more.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() =>
    Promise.all([load(), import('@site/shared/api')]).then(([module, { withApi }]) => ({
      default: withApi(pick(module)),
    })),
  );
}

export const pages = remotePages('insights', {
  guides: page(
    () => import(/* webpackChunkName: "page-guides" */ '../features/guides/guide-list-page.tsx'),
    (m) => m.GuideListPage,
  ),
  'guide-detail': page(
    () => import(/* webpackChunkName: "page-guide-detail" */ '../features/guides/guide-detail-page.tsx'),
    (m) => m.GuideDetailPage,
  ),
  podcast: page(
    () => import(/* webpackChunkName: "page-podcast" */ '../features/podcast/podcast-home-page.tsx'),
    (m) => m.PodcastHomePage,
  ),
  'podcast-episode': page(
    () => import(/* webpackChunkName: "page-podcast-episode" */ '../features/podcast/podcast-episode-page.tsx'),
    (m) => m.PodcastEpisodePage,
  ),
  news: page(
    () => import(/* webpackChunkName: "page-news" */ '../features/news/news-list-page.tsx'),
    (m) => m.NewsListPage,
  ),
  'news-detail': page(
    () => import(/* webpackChunkName: "page-news-detail" */ '../features/news/news-detail-page.tsx'),
    (m) => m.NewsDetailPage,
  ),
  'case-studies': page(
    () => import(/* webpackChunkName: "page-case-studies" */ '../features/case-studies/case-study-list-page.tsx'),
    (m) => m.CaseStudyListPage,
  ),
  'case-study-detail': page(
    () =>
      import(/* webpackChunkName: "page-case-study-detail" */ '../features/case-studies/case-study-detail-page.tsx'),
    (m) => m.CaseStudyDetailPage,
  ),
  blogs: page(
    () => import(/* webpackChunkName: "page-blogs" */ '../features/blogs/blog-list-page.tsx'),
    (m) => m.BlogListPage,
  ),
  'blog-detail': page(
    () => import(/* webpackChunkName: "page-blog-detail" */ '../features/blogs/blog-detail-page.tsx'),
    (m) => m.BlogDetailPage,
  ),
  events: page(
    () => import(/* webpackChunkName: "page-events" */ '../features/events/event-list-page.tsx'),
    (m) => m.EventListPage,
  ),
  'event-detail': page(
    () => import(/* webpackChunkName: "page-event-detail" */ '../features/events/event-detail-page.tsx'),
    (m) => m.EventDetailPage,
  ),
});
