// Test support for the detail pages' not-found state (docs/decisions/015): imported by tests only.
import { expect } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import {
  HOME_ROUTE_ID,
  NOT_FOUND_COPY,
  NOT_FOUND_ROBOTS,
  NOT_FOUND_ROUTE_ID,
  apiMessages,
  brand,
  getRoute,
} from '@site/shared';
import { apiCacheForBrowser, apiCacheRehydrated, makeStore, selectApiCache } from '@site/shared/api';
import type { AppStore } from '@site/shared/api';

const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the API answers for a slug it does not know. */
export const missingSlugAnswer = () => jsonAnswer(404, { status: 0, message: apiMessages.notFound });
/** A failure that is not a missing slug, with the error body the spec's redirects test (status 0). */
export const serverFailureAnswer = () => jsonAnswer(500, { status: 0, message: apiMessages.internal });

export const NOT_FOUND_TITLE = getRoute(NOT_FOUND_ROUTE_ID).title;

const robots = () => document.head.querySelector('meta[name="robots"]');

/** The not-found page is on screen (no loading text), with its title and the noindex robots tag in the head. */
export async function expectNotFoundPage(): Promise<void> {
  expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: NOT_FOUND_COPY.homeLink })).toHaveAttribute(
    'href',
    getRoute(HOME_ROUTE_ID).path,
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await waitFor(() => expect(robots()).toHaveAttribute('content', NOT_FOUND_ROBOTS));
  expect(document.title).toBe(`${NOT_FOUND_TITLE} | ${brand.name}`);
}

/** No noindex in the head: the page is not a not-found page. */
export function expectIndexable(): void {
  expect(robots()).toBeNull();
}

/**
 * A browser store that starts from what the server rendered with, when `ask` (one query, on the server's store)
 * was answered 404: the cache `apiCacheForBrowser` ships and the browser rehydrates before it hydrates.
 */
export async function storeFromServerWithMissingSlug(
  ask: (server: AppStore) => PromiseLike<unknown>,
): Promise<AppStore> {
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = (async () => missingSlugAnswer()) as typeof fetch;
  try {
    const server = makeStore();
    await ask(server);
    const browser = makeStore();
    browser.dispatch(apiCacheRehydrated(apiCacheForBrowser(selectApiCache(server.getState()), Date.now())));
    return browser;
  } finally {
    globalThis.fetch = fetchBefore;
  }
}
