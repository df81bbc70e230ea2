import { generatePath, useParams } from '@site/shared/router';
import { PageFrame, getRoute, usePageMeta } from '@site/shared';
import { SharePanel } from '../share/share-panel.tsx';
import { newsArticleMeta } from './news-article-meta.ts';
import { NewsBannerPicture } from './news-banner-picture.tsx';
import { NewsDetailCarousel } from './news-detail-carousel.tsx';
import { formatPublishDate } from './publish-date.ts';
import { useNewsArticle } from './use-news-article.ts';
import styles from './news-detail-page.module.css';

/** site-spec.md section 2.9 /news/{slug}: banners, title, body, the Share panel and the other news. */
export function NewsDetailPage() {
  const { slug } = useParams();
  const { article, isLoading } = useNewsArticle(slug);
  const path = slug ? generatePath(getRoute('news-detail').path, { slug }) : getRoute('news').path;
  usePageMeta(article ? newsArticleMeta(article, path) : {});

  return (
    <PageFrame routeId="news-detail" heading={article?.title}>
      {isLoading && <p role="status">Loading the article…</p>}
      {article && slug && (
        <>
          <time className={styles.date} dateTime={article.publish_date}>
            {formatPublishDate(article.publish_date)}
          </time>
          <NewsBannerPicture article={article} />
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.description }} />
          <SharePanel title={article.title} />
          <NewsDetailCarousel currentSlug={slug} />
        </>
      )}
    </PageFrame>
  );
}
