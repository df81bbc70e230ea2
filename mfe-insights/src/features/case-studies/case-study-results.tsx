import { Pagination } from '../pagination/pagination.tsx';
import { apiErrorMessage } from '../listing/api-error.ts';
import { listSearch } from '../listing/list-url.ts';
import { useGetCaseStudiesQuery } from './api/case-studies-api.ts';
import type { CaseStudyListQuery } from './api/case-studies-api.ts';
import { CaseStudyCard } from './case-study-card.tsx';
import { CASE_STUDY_LIST_LABEL, LOADING_CASE_STUDIES_MESSAGE, NO_CASE_STUDIES_MESSAGE } from './constants.ts';
import { CardGrid } from '@site/shared/card-grid';
import styles from './case-study-results.module.css';

interface CaseStudyResultsProps {
  query: CaseStudyListQuery;
  onPageChange: (page: number) => void;
  /** The list's address: each page links to it with its query. */
  action: string;
}

/**
 * One page of case studies and the pagination, whose current page is the
 * server's (site-spec.md section 4). A failure shows the server's message in
 * red in place of the list (section 8).
 */
export function CaseStudyResults({ query, onPageChange, action }: CaseStudyResultsProps) {
  const { currentData, isError, error } = useGetCaseStudiesQuery(query);

  if (isError) {
    return (
      <p className={styles.error} role="alert">
        {apiErrorMessage(error, 'The case studies could not be loaded. Please try again.')}
      </p>
    );
  }
  if (!currentData) return <p role="status">{LOADING_CASE_STUDIES_MESSAGE}</p>;

  const { data: items, current_page: current, last_page: last } = currentData.data;
  if (items.length === 0) return <p role="status">{NO_CASE_STUDIES_MESSAGE}</p>;

  return (
    <>
      <CardGrid columns="2-3" aria-label={CASE_STUDY_LIST_LABEL}>
        {items.map((item) => (
          <li key={item.slug}>
            <CaseStudyCard item={item} />
          </li>
        ))}
      </CardGrid>
      <Pagination
        current={current}
        last={last}
        onChange={onPageChange}
        label={`${CASE_STUDY_LIST_LABEL} pages`}
        pageHref={(page) => `${action}${listSearch({ category: query.category, page })}`}
      />
    </>
  );
}
