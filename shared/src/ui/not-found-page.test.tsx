import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { HOME_ROUTE_ID, NOT_FOUND_ROUTE_ID, getRoute } from '../routes/route-table.ts';
import {
  NOT_FOUND_COPY,
  NOT_FOUND_PAGE_META,
  NotFoundPage,
  PAGE_NOT_FOUND_EVENT,
  isNotFoundError,
} from './not-found-page.tsx';

afterEach(() => {
  delete window.dataLayer;
});

describe('the not-found page', () => {
  it("is titled 'Page Not Found', links home and pushes the page-not-found event (site-spec 2.17)", () => {
    render(
      <MemoryRouter initialEntries={['/guides/no-such-guide']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: getRoute(NOT_FOUND_ROUTE_ID).title })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_COPY.message, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NOT_FOUND_COPY.homeLink })).toHaveAttribute(
      'href',
      getRoute(HOME_ROUTE_ID).path,
    );
    expect(window.dataLayer).toEqual([{ event: PAGE_NOT_FOUND_EVENT, page_path: window.location.pathname }]);
  });

  it('offers the sections a visitor most likely came for, each a link to its route', () => {
    render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    const next = screen.getByRole('navigation', { name: NOT_FOUND_COPY.nextHeading });
    for (const link of NOT_FOUND_COPY.next) {
      expect(within(next).getByRole('link', { name: link.label })).toHaveAttribute('href', getRoute(link.routeId).path);
    }
  });

  it("has meta that marks the page not found under the route's title", () => {
    expect(NOT_FOUND_PAGE_META).toEqual({ title: 'Page Not Found', notFound: true });
  });

  it('tells a 404 from the API apart from other failures', () => {
    expect(isNotFoundError({ status: 404, data: { status: 0, message: 'Not found' } })).toBe(true);
    expect(isNotFoundError({ status: 500, data: { status: 0, message: 'Down' } })).toBe(false);
    expect(isNotFoundError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(false);
    expect(isNotFoundError({ name: 'Error', message: 'boom' })).toBe(false);
    expect(isNotFoundError(undefined)).toBe(false);
  });
});
