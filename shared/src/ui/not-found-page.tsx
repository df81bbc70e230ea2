import { useEffect } from 'react';
import { Link } from '@site/shared/router';
import { HOME_ROUTE_ID, NOT_FOUND_ROUTE_ID, getRoute } from '../routes/route-table.ts';
import type { PageMeta } from '../seo/page-meta.ts';
import { PageFrame } from './page-frame.tsx';
import styles from './not-found-page.module.css';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** site-spec.md section 2.17: the analytics event the not-found page pushes. */
export const PAGE_NOT_FOUND_EVENT = 'page_not_found';

/** The not-found page's sentence before its link home, the link's text, and where else a visitor may go. */
export const NOT_FOUND_COPY = {
  message: 'Sorry, we could not find the page you were looking for. Return to the',
  homeLink: 'home page',
  nextHeading: 'Where to go from here',
  /** Ours: the sections most visitors come for, each a route of the route table. */
  next: [
    { routeId: 'services', label: 'Our services' },
    { routeId: 'case-studies', label: 'Case studies' },
    { routeId: 'guides', label: 'Guides' },
    { routeId: 'current-openings', label: 'Current openings' },
    { routeId: 'contact', label: 'Contact us' },
  ],
} as const;

/**
 * The head of a not-found page: its title, and `notFound`, which adds the noindex robots tag and makes the
 * server answer 404. The /404 route sets it on its route layer; a detail page whose slug the API does not know
 * passes it to its own `usePageMeta` call (the page renders `NotFoundPage`, which sets no meta itself: a child's
 * and a parent's page layer would overwrite each other in opposite orders on the server and in the browser).
 */
export const NOT_FOUND_PAGE_META: Readonly<PageMeta> = { title: getRoute(NOT_FOUND_ROUTE_ID).title, notFound: true };

/** An RTK Query error that is the API's 404: the slug asked for does not exist (docs/decisions/015). */
export function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/**
 * site-spec.md section 2.17: title 'Page Not Found', a link home, and the page-not-found event. The shell renders
 * it for /404; the insights detail pages render it in place of a slug that does not exist.
 */
export function NotFoundPage() {
  useEffect(() => {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: PAGE_NOT_FOUND_EVENT, page_path: window.location.pathname });
  }, []);

  return (
    <PageFrame routeId={NOT_FOUND_ROUTE_ID}>
      <p className={styles.lead}>
        {NOT_FOUND_COPY.message} <Link to={getRoute(HOME_ROUTE_ID).path}>{NOT_FOUND_COPY.homeLink}</Link>.
      </p>
      <nav className={styles.next} aria-labelledby="not-found-next-heading">
        <h2 id="not-found-next-heading">{NOT_FOUND_COPY.nextHeading}</h2>
        <ul>
          {NOT_FOUND_COPY.next.map((link) => (
            <li key={link.routeId}>
              <Link to={getRoute(link.routeId).path}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageFrame>
  );
}
