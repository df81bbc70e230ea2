import type { ReactNode } from 'react';
import { PageFrame, formatLongDate } from '@site/shared';
import styles from './policy-document.module.css';

interface PolicyDocumentProps {
  routeId: string;
  /** When the text last changed, as an ISO date (YYYY-MM-DD). */
  lastUpdated: string;
  /** The opening paragraph, set larger than the rest. */
  summary: ReactNode;
  children: ReactNode;
}

/** The frame every policy page shares: breadcrumb, heading, last-updated date and readable prose. */
export function PolicyDocument({ routeId, lastUpdated, summary, children }: PolicyDocumentProps) {
  return (
    <PageFrame routeId={routeId}>
      <p className={styles.updated}>
        Last updated: <time dateTime={lastUpdated}>{formatLongDate(lastUpdated)}</time>
      </p>
      <div className={styles.document}>
        <p className={styles.summary}>{summary}</p>
        {children}
      </div>
    </PageFrame>
  );
}
