import { useId } from 'react';
import { useGetBlogsQuery } from './api/blogs-api.ts';
import { BlogCardGrid } from './blog-card-grid.tsx';
import { MORE_BLOGS_HEADING, MORE_BLOGS_LIMIT } from './constants.ts';
import styles from './more-blogs.module.css';

/** The newest other articles, under a blog; nothing when there are none or the list fails. */
export function MoreBlogs({ currentSlug }: { currentSlug: string }) {
  const headingId = useId();
  const { data } = useGetBlogsQuery(1);
  const others = (data?.data.data ?? []).filter((item) => item.slug !== currentSlug).slice(0, MORE_BLOGS_LIMIT);
  if (others.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {MORE_BLOGS_HEADING}
      </h2>
      <BlogCardGrid items={others} />
    </section>
  );
}
