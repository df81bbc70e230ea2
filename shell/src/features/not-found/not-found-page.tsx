import { useEffect } from 'react';
import { Link } from '@site/shared/router';
import { PageFrame, PageReady } from '@site/shared';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export const PAGE_NOT_FOUND_EVENT = 'page_not_found';

/** site-spec.md section 2.17. */
export function NotFoundPage() {
  useEffect(() => {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: PAGE_NOT_FOUND_EVENT, page_path: window.location.pathname });
  }, []);

  return (
    <PageFrame routeId="not-found">
      <p>
        Sorry, we could not find the page you were looking for. Return to the <Link to="/">home page</Link>.
      </p>
      <PageReady />
    </PageFrame>
  );
}
