import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { RemoteName } from '../config/apps.ts';
import type { RemotePages } from '../federation/remote-contract.ts';
import { getRoute, routeIdsOwnedBy } from '../routes/route-table.ts';
import { renderRoutePage } from './render-with-providers.tsx';

interface RemoteRoutesExpectations {
  /** Pages whose h1 is not the route table's title. */
  headings?: Record<string, string>;
  /** Pages that, opened without what they are about (an opening), send the visitor to this path. */
  redirects?: Record<string, string>;
}

/**
 * A remote's routes test: it maps exactly the routes it owns, and each route shows its own page. A page at a
 * fixed address shows its own h1; one about an item (`/guides/:slug`) asks the API for the item its address
 * names; one that needs a query sends a visitor without it elsewhere.
 */
export function describeRemoteRoutes(
  owner: RemoteName,
  pages: RemotePages,
  { headings = {}, redirects = {} }: RemoteRoutesExpectations = {},
): void {
  const owned = routeIdsOwnedBy(owner);
  const isDynamic = (id: string) => getRoute(id).path.includes(':');
  const fixed = owned.filter((id) => !isDynamic(id) && !(id in redirects));
  const dynamic = owned.filter(isDynamic);

  describe(`the ${owner} remote's routes`, () => {
    it('provide a page for every route it owns', () => {
      expect(Object.keys(pages).sort()).toEqual([...owned].sort());
    });

    it.each(fixed)('show the page of %s, with its own heading', async (id) => {
      const { route } = renderRoutePage(pages, id);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(headings[id] ?? route.title);
    });

    if (dynamic.length > 0) {
      it.each(dynamic)('show the page of %s, which asks the API for the item its address names', async (id) => {
        const { requested } = renderRoutePage(pages, id);
        await waitFor(() => expect(requested.some((url) => url.includes('sample-'))).toBe(true));
      });
    }

    if (Object.keys(redirects).length > 0) {
      it.each(Object.entries(redirects))('send a visitor of %s without what it is about to %s', async (id, to) => {
        renderRoutePage(pages, id);
        expect(await screen.findByTestId('current-location')).toHaveTextContent(to);
      });
    }
  });
}
