import { lazy } from 'react';
import type { ComponentType } from 'react';
import { remotePages } from '@site/shared';

/** Each page is its own chunk: loading the routes module fetches no page code. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

export const pages = remotePages('insights', {
  guides: page(
    () => import('../features/guides/guide-list-page.tsx'),
    (m) => m.GuideListPage,
  ),
  'guide-detail': page(
    () => import('../features/guides/guide-detail-page.tsx'),
    (m) => m.GuideDetailPage,
  ),
  podcast: page(
    () => import('../features/podcast/podcast-home-page.tsx'),
    (m) => m.PodcastHomePage,
  ),
  'podcast-episode': page(
    () => import('../features/podcast/podcast-episode-page.tsx'),
    (m) => m.PodcastEpisodePage,
  ),
  news: page(
    () => import('../features/news/news-list-page.tsx'),
    (m) => m.NewsListPage,
  ),
  'news-detail': page(
    () => import('../features/news/news-detail-page.tsx'),
    (m) => m.NewsDetailPage,
  ),
  'case-studies': page(
    () => import('../features/case-studies/case-study-list-page.tsx'),
    (m) => m.CaseStudyListPage,
  ),
  'case-study-detail': page(
    () => import('../features/case-studies/case-study-detail-page.tsx'),
    (m) => m.CaseStudyDetailPage,
  ),
  blogs: page(
    () => import('../features/blogs/blog-list-page.tsx'),
    (m) => m.BlogListPage,
  ),
  'blog-detail': page(
    () => import('../features/blogs/blog-detail-page.tsx'),
    (m) => m.BlogDetailPage,
  ),
  events: page(
    () => import('../features/events/event-list-page.tsx'),
    (m) => m.EventListPage,
  ),
  'event-detail': page(
    () => import('../features/events/event-detail-page.tsx'),
    (m) => m.EventDetailPage,
  ),
});
