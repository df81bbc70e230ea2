import { generatePath, useParams } from '@site/shared/router';
import { NOT_FOUND_PAGE_META, NotFoundPage, PageFrame, getRoute, usePageMeta, formatLongDate } from '@site/shared';
import { SharePanel } from '../share/share-panel.tsx';
import { newsArticleMeta } from './news-article-meta.ts';
import { BannerPicture } from '../listing/banner-picture.tsx';
import { NewsDetailCarousel } from './news-detail-carousel.tsx';
import { useNewsArticle } from './use-news-article.ts';
import articleStyles from '../listing/article.module.css';
import styles from './news-detail-page.module.css';

/**
 * site-spec.md section 2.9 /news/{slug}: banners, title, body, the Share panel and the other news; the not-found
 * page for a slug the API does not know (docs/decisions/015).
 */
export function NewsDetailPage() {
  const { slug } = useParams();
  const { article, isLoading, notFound } = useNewsArticle(slug);
  const path = slug ? generatePath(getRoute('news-detail').path, { slug }) : getRoute('news').path;
  usePageMeta(notFound ? NOT_FOUND_PAGE_META : article ? newsArticleMeta(article, path) : {});

  if (notFound) return <NotFoundPage />;
  return (
    <PageFrame routeId="news-detail" heading={article?.title}>
      {isLoading && <p role="status">Loading the article…</p>}
      {article && slug && (
        <>
          <time className={styles.date} dateTime={article.publish_date}>
            {formatLongDate(article.publish_date)}
          </time>
          <BannerPicture
            desktop={article.news_desktop_banner}
            mobile={article.news_mobile_banner}
            alt={article.alt_tag}
          />
          <div className={articleStyles.body} dangerouslySetInnerHTML={{ __html: article.description }} />
          <SharePanel title={article.title} />
          <NewsDetailCarousel currentSlug={slug} />
        </>
      )}
    </PageFrame>
  );
}
