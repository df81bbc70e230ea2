import type { ReactElement } from 'react';
import { renderAtRoute } from '@site/shared/testing';

export { CurrentLocation } from '@site/shared/testing';

/** Test-only: a page at its route, with the store, and where the router is for every other route. */
export function renderPage(page: ReactElement, { path, entry = path }: { path: string; entry?: string }) {
  return renderAtRoute(page, { path, entry });
}
