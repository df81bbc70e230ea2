import type { GuideListQuery } from '@site/shared';
import { CardGrid } from '@site/shared/card-grid';
import { Pagination } from '../pagination/pagination.tsx';
import { apiErrorMessage } from '../listing/api-error.ts';
import { listSearch } from '../listing/list-url.ts';
import { useGetGuideListQuery } from './api/guides-api.ts';
import { guideListCopy } from './constants.ts';
import { GuideCard } from './guide-card.tsx';
import styles from './guide-results.module.css';

interface GuideResultsProps {
  query: GuideListQuery;
  onPageChange: (page: number) => void;
  /** The list's address: each page links to it with its query. */
  action: string;
}

/**
 * site-spec.md sections 4 and 8: loading, then the cards and pagination, or
 * the server's error message in red with neither list nor pagination.
 */
export function GuideResults({ query, onPageChange, action }: GuideResultsProps) {
  const { data, error, isError, isFetching, isLoading } = useGetGuideListQuery(query);

  if (isLoading || isFetching) {
    return (
      <p role="status" className={styles.status}>
        {guideListCopy.loading}
      </p>
    );
  }
  if (isError || !data) {
    return (
      <p role="alert" className={styles.error}>
        {apiErrorMessage(error, guideListCopy.errorFallback)}
      </p>
    );
  }
  const { data: guides, current_page: current, last_page: last } = data.data;
  return (
    <>
      <CardGrid columns="3-2-1 to 768" aria-label={guideListCopy.resultsLabel}>
        {guides.map((guide, index) => (
          <li key={guide.slug}>
            <GuideCard guide={guide} priority={index === 0} />
          </li>
        ))}
      </CardGrid>
      <Pagination
        current={current}
        last={last}
        onChange={onPageChange}
        label={guideListCopy.paginationLabel}
        pageHref={(page) => `${action}${listSearch({ title: query.title, category: query.category, page })}`}
      />
    </>
  );
}
