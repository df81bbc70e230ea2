import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { makeStore } from '@site/shared';

// Test-only: a page at its route, with the store, and a stand-in for every other route.

/** Where the router is now, for asserting redirects. */
export function CurrentLocation() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="current-location">{`${pathname}${search}${hash}`}</p>;
}

export function renderPage(page: ReactElement, { path, entry = path }: { path: string; entry?: string }) {
  return render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<CurrentLocation />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}
