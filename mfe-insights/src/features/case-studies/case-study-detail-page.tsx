import { generatePath, useParams } from '@site/shared/router';
import { NOT_FOUND_PAGE_META, NotFoundPage, PageFrame, getRoute, usePageMeta } from '@site/shared';
import { BannerPicture } from '../listing/banner-picture.tsx';
import { CaseStudyDownloadCta } from './case-study-download-cta.tsx';
import { caseStudyMeta } from './case-study-meta.ts';
import { useCaseStudy } from './use-case-study.ts';
import articleStyles from '../listing/article.module.css';

/**
 * site-spec.md section 2.10 /case-studies/{slug}: title, banners, body and the download call to action; the
 * not-found page for a slug the API does not know (docs/decisions/015).
 */
export function CaseStudyDetailPage() {
  const { slug } = useParams();
  const { caseStudy, isLoading, notFound } = useCaseStudy(slug);
  const path = generatePath(getRoute('case-study-detail').path, { slug: slug ?? '' });
  usePageMeta(notFound ? NOT_FOUND_PAGE_META : caseStudy ? caseStudyMeta(caseStudy, path) : {});

  if (notFound) return <NotFoundPage />;
  return (
    <PageFrame routeId="case-study-detail" heading={caseStudy?.title}>
      {isLoading && <p role="status">Loading the case study…</p>}
      {caseStudy && (
        <>
          <BannerPicture
            desktop={caseStudy.caseStudy_desktop_banner}
            mobile={caseStudy.caseStudy_mobile_banner}
            alt={caseStudy.alt_tag}
          />
          <div className={articleStyles.body} dangerouslySetInnerHTML={{ __html: caseStudy.long_description }} />
          <CaseStudyDownloadCta caseStudy={caseStudy} />
        </>
      )}
    </PageFrame>
  );
}
