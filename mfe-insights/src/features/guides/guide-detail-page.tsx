import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from '@site/shared/router';
import { PageFrame, PageLoadingFrame, getRoute, usePageMeta } from '@site/shared';
import { isStatusZeroError } from './api/api-error.ts';
import { useGetGuideDetailQuery } from './api/guides-api.ts';
import { guideDetailCopy } from './constants.ts';
import { GuideArticle } from './guide-article.tsx';
import { guidePageMeta } from './guide-page-meta.ts';

/**
 * /guides/{slug} (site-spec.md section 2.7). A failure whose error body has
 * status 0 goes to /guides; any other is only logged (section 8).
 */
export function GuideDetailPage() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { currentData, error, isError } = useGetGuideDetailQuery(slug);
  const guide = currentData?.data.guide;

  useEffect(() => {
    if (!isError) return;
    if (isStatusZeroError(error)) navigate(getRoute('guides').path, { replace: true });
    else console.error('The guide could not be loaded', error);
  }, [isError, error, navigate]);

  usePageMeta(guide ? guidePageMeta(guide, pathname) : {});

  if (!currentData || !guide) {
    return isError ? <PageFrame routeId="guide-detail" /> : <PageLoadingFrame message={guideDetailCopy.loading} />;
  }
  return (
    <PageFrame routeId="guide-detail" heading={guide.title}>
      <GuideArticle detail={currentData.data} />
    </PageFrame>
  );
}
