import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { renderAtRoute } from '@site/shared/testing';

/** Test-only: stands in for whichever page the form navigates to. */
function CurrentPage() {
  const { pathname } = useLocation();
  return <h1>Now at {pathname}</h1>;
}

/**
 * Renders `element` at `path` with the store (or, with `store: false`, only the app's store slot, as a page that
 * does not query has) and a router; any other path shows 'Now at <path>'.
 */
export function renderWithStore(element: ReactElement, path = '/', { store = true }: { store?: boolean } = {}) {
  return renderAtRoute(element, { path, elsewhere: <CurrentPage />, store });
}

/** A user that types without pausing between keys: the forms' tests type a lot. */
export const fastUser = () => userEvent.setup({ delay: null });

/** Enters a whole value at once (a paste), where the test is not about what typing each key does. */
export async function enter(user: ReturnType<typeof fastUser>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
