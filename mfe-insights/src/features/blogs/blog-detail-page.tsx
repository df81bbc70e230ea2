import { formatLongDate } from '@site/shared';
import { ListedDetailPage } from '../listing/listed-pages.tsx';
import { blogKind } from './blog-kind.ts';
import { blogMeta } from './blog-meta.ts';
import styles from './blog-detail-page.module.css';

/** /blogs/{slug}, in the newsroom's style: title, byline, image, body, the Share panel and more articles. */
export function BlogDetailPage() {
  return (
    <ListedDetailPage
      kind={blogKind}
      meta={blogMeta}
      loading="Loading the article…"
      lead={(blog) => (
        <p className={styles.byline}>
          <span>{blog.blog_category.name}</span>
          <time dateTime={blog.publish_date}>{formatLongDate(blog.publish_date)}</time>
          <span>{blog.min_read} min read</span>
          {blog.written_by && <span>By {blog.written_by}</span>}
        </p>
      )}
    />
  );
}
