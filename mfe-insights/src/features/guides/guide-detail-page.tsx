import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from '@site/shared/router';
import {
  NOT_FOUND_PAGE_META,
  NotFoundPage,
  PageFrame,
  PageUnavailableNote,
  PageLoadingFrame,
  getRoute,
  isNotFoundError,
  usePageMeta,
} from '@site/shared';
import { isStatusZeroError } from '../listing/api-error.ts';
import { useGetGuideDetailQuery } from './api/guides-api.ts';
import { guideDetailCopy } from './constants.ts';
import { GuideArticle } from './guide-article.tsx';
import { guidePageMeta } from './guide-page-meta.ts';

/**
 * /guides/{slug} (site-spec.md section 2.7). A slug the API answers with 404
 * shows the not-found page in place (docs/decisions/015). Any other failure
 * whose error body has status 0 goes to /guides; the rest is only logged
 * (section 8).
 */
export function GuideDetailPage() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { currentData, error, isError } = useGetGuideDetailQuery(slug);
  const guide = currentData?.data.guide;
  // The cache entry keeps its error while RTK Query asks again (on the server, in every render pass).
  const notFound = isNotFoundError(error);

  useEffect(() => {
    if (!isError || notFound) return;
    if (isStatusZeroError(error)) navigate(getRoute('guides').path, { replace: true });
    else console.error('The guide could not be loaded', error);
  }, [isError, notFound, error, navigate]);

  usePageMeta(notFound ? NOT_FOUND_PAGE_META : guide ? guidePageMeta(guide, pathname) : {});

  if (notFound) return <NotFoundPage />;
  if (!currentData || !guide) {
    return isError ? (
      <PageFrame routeId="guide-detail">
        <PageUnavailableNote />
      </PageFrame>
    ) : (
      <PageLoadingFrame message={guideDetailCopy.loading} />
    );
  }
  return (
    <PageFrame routeId="guide-detail" heading={guide.title}>
      <GuideArticle detail={currentData.data} />
    </PageFrame>
  );
}
