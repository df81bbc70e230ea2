import { useId, useState } from 'react';
import { PageFrame, usePageMeta } from '@site/shared';
import { Pagination } from '../pagination/pagination.tsx';
import { useGetBlogsQuery } from './api/blogs-api.ts';
import { BlogBanner } from './blog-banner.tsx';
import { BlogCardGrid } from './blog-card-grid.tsx';
import { BLOG_LIST_HEADING, blogListMeta } from './constants.ts';
import styles from './blog-list-page.module.css';

/**
 * /blogs, in the newsroom's style: banner, heading and cards three per row,
 * paged like the case studies (the current page is the server's). As on the
 * newsroom, a failed list shows nothing of the failure.
 */
export function BlogListPage() {
  usePageMeta(blogListMeta);
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { currentData, isError, isFetching } = useGetBlogsQuery(page);
  const list = isError ? undefined : currentData?.data;

  const changePage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <PageFrame routeId="blogs">
      <BlogBanner />
      <section className={styles.section} aria-labelledby={headingId} aria-busy={isFetching}>
        <h2 id={headingId} className={styles.heading}>
          {BLOG_LIST_HEADING}
        </h2>
        {list && list.data.length > 0 && (
          <>
            <BlogCardGrid items={list.data} />
            <Pagination
              current={list.current_page}
              last={list.last_page}
              onChange={changePage}
              label={`${BLOG_LIST_HEADING} pages`}
            />
          </>
        )}
      </section>
    </PageFrame>
  );
}
