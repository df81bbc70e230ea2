import type { ReactNode } from 'react';
import { getRoute } from '../routes/route-table.ts';
import { breadcrumbFor } from '../routes/resolve-route.ts';
import { useLocation } from '@site/shared/router';
import { pageUnavailableCopy } from '../constants/messages.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import styles from './page-frame.module.css';

interface PageFrameProps {
  routeId: string;
  /** Overrides the route table's title, e.g. with a guide's own title. */
  heading?: string;
  children?: ReactNode;
}

/** The breadcrumb and heading every page but home starts with. */
export function PageFrame({ routeId, heading, children }: PageFrameProps) {
  const route = getRoute(routeId);
  const title = heading ?? route.title;
  return (
    <div className={styles.frame}>
      <Breadcrumb crumbs={breadcrumbFor(route, title)} />
      <h1 className={styles.heading}>{title}</h1>
      {children}
    </div>
  );
}

/**
 * What a page whose heading comes with its content (a guide's title) shows
 * while it is fetched: no breadcrumb or heading that would move once the
 * content is there, and the page's full height, so nothing below shifts.
 */
export function PageLoadingFrame({ message }: { message: string }) {
  return (
    <div className={`${styles.frame} ${styles.loading}`}>
      <p role="status">{message}</p>
    </div>
  );
}

/**
 * What a page shows when its content could not be had (docs/decisions/043): the API away and the site with no copy
 * of it. The page's frame stays; this says why it is empty, and offers to load the page again.
 */
export function PageUnavailableNote() {
  const { pathname, search } = useLocation();
  return (
    <div role="status" className={styles.unavailable}>
      <p>{pageUnavailableCopy.note}</p>
      {/* A plain link to this very page, loaded whole: it works before, after and without the page's code. */}
      <a href={`${pathname}${search}`}>{pageUnavailableCopy.retry}</a>
    </div>
  );
}
