import { RemoteWidget } from '@site/shared';
import type { GuideDetailResponse } from '@site/shared';
import { SharePanel } from '../share/share-panel.tsx';
import { guideDetailCopy } from './constants.ts';
import { GuideAuthor } from './guide-author.tsx';
import { GuideBanner } from './guide-banner.tsx';
import { GuideBody } from './guide-body.tsx';
import { GuideFaq } from './guide-faq.tsx';
import { RecentGuides } from './recent-guides.tsx';
import styles from './guide-article.module.css';

/** A loaded guide (site-spec.md section 2.7): the article, and beside it sharing, subscribing and recent guides. */
export function GuideArticle({ detail }: { detail: GuideDetailResponse['data'] }) {
  const { guide, recent_guides: recentGuides } = detail;
  return (
    <>
      <GuideBanner {...guide} />
      <div className={styles.layout}>
        <article className={styles.article}>
          <GuideBody html={guide.description} />
          {guide.written_by && <GuideAuthor name={guide.written_by} about={guide.written_about} />}
          {guide.faq.length > 0 && <GuideFaq faqs={guide.faq} />}
        </article>
        <aside className={styles.aside}>
          <SharePanel title={guide.title} heading={guideDetailCopy.share} />
          <RemoteWidget remote="forms" expose="./subscribe-box" />
          <RecentGuides guides={recentGuides} />
        </aside>
      </div>
    </>
  );
}
