import { getRoute } from '@site/shared';
import type { GuideDetailResponse } from '@site/shared';
import { FetchedDetailPage } from '../listing/fetched-detail-page.tsx';
import type { DetailFailure } from '../listing/fetched-detail-page.tsx';
import { isStatusZeroError } from '../listing/api-error.ts';
import { useGetGuideDetailQuery } from './api/guides-api.ts';
import { guideDetailCopy } from './constants.ts';
import { GuideArticle } from './guide-article.tsx';
import { guidePageMeta } from './guide-page-meta.ts';

/** A failure whose error body has status 0 goes to /guides; the rest is only logged (section 8). */
const onFailure: DetailFailure = (error, navigate) => {
  if (isStatusZeroError(error)) void navigate(getRoute('guides').path, { replace: true });
  else console.error('The guide could not be loaded', error);
};

/** /guides/{slug} (site-spec.md section 2.7); a 404 shows the not-found page in place (docs/decisions/015). */
export function GuideDetailPage() {
  return (
    <FetchedDetailPage
      routeId="guide-detail"
      useDetail={useGetGuideDetailQuery}
      itemOf={(detail: GuideDetailResponse['data']) => detail.guide}
      onFailure={onFailure}
      meta={guidePageMeta}
      loading={guideDetailCopy.loading}
    >
      {(detail) => <GuideArticle detail={detail} />}
    </FetchedDetailPage>
  );
}
