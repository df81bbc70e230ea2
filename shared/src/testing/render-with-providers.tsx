import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { RemotePages } from '../federation/remote-contract.ts';
import { getRoute } from '../routes/route-table.ts';
import { storeOf } from '../store/api-provider.tsx';
import { StoreSlotContext, newStoreSlot } from '../store/store-slot.ts';
import { json } from './json-response.ts';

/** Where the router is now, for asserting where a page sent the visitor. */
export function CurrentLocation() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="current-location">{`${pathname}${search}${hash}`}</p>;
}

interface RenderOptions {
  /** The address the router opens at. */
  entry?: string;
  /**
   * Whether `ui` is given the slot's store, as a feature's component is by the page or widget that wraps it
   * (`withApi`). Without it, `ui` has only the slot, as the app gives a page: a page that queries must make its
   * store itself.
   */
  store?: boolean;
}

/**
 * Renders UI as an app does: with a fresh store slot, in a router opened at `entry`. `ui` is a page, a widget,
 * or the `<Routes>` a test needs.
 */
export function renderWithProviders(ui: ReactNode, { entry = '/', store = true }: RenderOptions = {}) {
  const slot = newStoreSlot();
  const routed = <MemoryRouter initialEntries={[entry]}>{ui}</MemoryRouter>;
  return {
    slot,
    ...render(
      <StoreSlotContext value={slot}>
        {store ? <Provider store={storeOf(slot)}>{routed}</Provider> : routed}
      </StoreSlotContext>,
    ),
  };
}

interface RenderAtRouteOptions extends RenderOptions {
  /** The route pattern the element is mounted at (`/guides/:slug`). */
  path: string;
  /** What every other address shows: where the router is, by default. */
  elsewhere?: ReactElement;
}

/** A page at its route, and `elsewhere` at every other address (where a page sends the visitor). */
export function renderAtRoute(
  element: ReactElement,
  { path, entry = path, elsewhere = <CurrentLocation />, store }: RenderAtRouteOptions,
) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={element} />
      <Route path="*" element={elsewhere} />
    </Routes>,
    { entry, ...(store === undefined ? {} : { store }) },
  );
}

/**
 * A remote's page for one route, opened at the route's address (each `:param` filled as `sample-<param>`),
 * with an API that knows nothing (every call answers 404): what a routes test needs to see that the route
 * shows its own page. `requested` collects the addresses the page asked the API for.
 */
export function renderRoutePage(pages: RemotePages, routeId: string) {
  const route = getRoute(routeId);
  const Page = pages[routeId];
  if (!Page) throw new Error(`no page for ${routeId}`);
  const requested: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    requested.push(input instanceof Request ? input.url : String(input));
    return json(404, { status: false, message: 'Not found.' });
  }) as typeof fetch;
  const entry = route.path.replace(/:(\w+)/g, 'sample-$1');
  // As the app renders it: with the store slot only, so a page that queries and does not make its store fails.
  return { route, requested, ...renderAtRoute(<Page />, { path: route.path, entry, store: false }) };
}
