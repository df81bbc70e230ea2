import { generatePath, useParams } from '@site/shared/router';
import { NOT_FOUND_PAGE_META, NotFoundPage, PageFrame, getRoute, usePageMeta, formatLongDate } from '@site/shared';
import { SharePanel } from '../share/share-panel.tsx';
import { blogMeta } from './blog-meta.ts';
import { BlogNotFound } from './blog-not-found.tsx';
import { MoreBlogs } from './more-blogs.tsx';
import { useBlog } from './use-blog.ts';
import articleStyles from '../listing/article.module.css';
import styles from './blog-detail-page.module.css';

/** Seed images are 600 by 400. */
const FEATURE_IMAGE = { width: 600, height: 400 } as const;

/** /blogs/{slug}, in the newsroom's style: title, image, body, the Share panel and more articles. */
export function BlogDetailPage() {
  const { slug } = useParams();
  const { blog, isLoading, isError, notFound } = useBlog(slug);
  const path = generatePath(getRoute('blog-detail').path, { slug: slug ?? '' });
  usePageMeta(notFound ? NOT_FOUND_PAGE_META : blog ? blogMeta(blog, path) : {});

  if (notFound) return <NotFoundPage />;
  return (
    <PageFrame routeId="blog-detail" heading={blog?.title}>
      {isError && <BlogNotFound />}
      {isLoading && <p role="status">Loading the article…</p>}
      {blog && slug && (
        <>
          <p className={styles.byline}>
            <span>{blog.blog_category.name}</span>
            <time dateTime={blog.publish_date}>{formatLongDate(blog.publish_date)}</time>
            <span>{blog.min_read} min read</span>
            {blog.written_by && <span>By {blog.written_by}</span>}
          </p>
          <img
            className={articleStyles.image}
            src={blog.feature_image}
            alt={blog.feature_alt_tag}
            width={FEATURE_IMAGE.width}
            height={FEATURE_IMAGE.height}
            fetchPriority="high"
          />
          <div className={articleStyles.body} dangerouslySetInnerHTML={{ __html: blog.description }} />
          <SharePanel title={blog.title} />
          <MoreBlogs currentSlug={slug} />
        </>
      )}
    </PageFrame>
  );
}
