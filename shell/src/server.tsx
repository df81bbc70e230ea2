// The shell's server build (docs/decisions/008): what the shell's host calls to render a route to HTML.
// Not federated: the host evaluates this bundle in Node and the remotes' server bundles with what it exports.
import { LRUCache } from 'lru-cache';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import * as sharedCore from '@site/shared';
import * as sharedApi from '@site/shared/api';
import * as sharedFormRules from '@site/shared/form-rules';
import * as sharedForms from '@site/shared/forms';
import * as sharedRouter from '@site/shared/router';
import {
  PageMetaCollectorContext,
  RequestCookiesContext,
  SERVER_RENDER_MAX_PASSES,
  SERVER_RENDER_REMEMBERED_PAGES,
  createPageMetaCollector,
  newStoreSlot,
  pageHead,
  pageHeadHtml,
  isNotFoundError,
  parseCookies,
  resolveRoute,
} from '@site/shared';
import { apiCacheForBrowser, baseApi, selectApiCache, storeOf } from '@site/shared/api';
import type { ApiCache, AppStore } from '@site/shared/api';
import type { RemoteName, RemotePages, RenderedWidget, ServerRenderRequest, ServerRenderResult } from '@site/shared';
import { AppProviders } from './app/app.tsx';
import { SiteRoutes } from './app/routes.tsx';
import type { SharedLibraryEntry } from '@site/shared/build';
import type { RemoteRegistry } from './features/remotes/remote-registry.ts';

/**
 * What a remote's server bundle gets for each `@site/shared` entry it imports:
 * the shell's own, as the shell's federation runtime provides them in the
 * browser, so the page has one store, one router and one set of contexts.
 * Its keys are exactly the shared library's federation singletons
 * (`SharedLibraryEntry`): the type check fails when the two lists part.
 */
export const sharedModules: Readonly<Record<SharedLibraryEntry, unknown>> = {
  '@site/shared': sharedCore,
  '@site/shared/router': sharedRouter,
  '@site/shared/api': sharedApi,
  '@site/shared/forms': sharedForms,
  '@site/shared/form-rules': sharedFormRules,
};

export type RenderResult = ServerRenderResult<ApiCache>;

async function prerender(element: React.ReactElement, signal: AbortSignal | undefined): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    // Every boundary inline, in document order: nothing waits for a script to be revealed.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that fails is left for the browser to render (React marks its boundary); the rest still goes out.
    onError: (error) => console.error('Server render: a part of the page failed', error),
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** A data query a page's render asked for: the endpoint and its argument. */
interface PageQuery {
  endpointName: string;
  originalArgs: unknown;
}

/**
 * The queries each address's last render asked for (docs/decisions/033), and, under `anyQueryKey(path)`, what
 * the last render of the path with any query asked for. The host evaluates this bundle once per set of versions
 * (scripts/lib/server-render.ts), so a new pin starts with nothing remembered.
 */
const pageQueries = new LRUCache<string, readonly PageQuery[]>({ max: SERVER_RENDER_REMEMBERED_PAGES });

/**
 * The memory of a path whatever its query: an address seen for the first time (a campaign's `utm_` parameters,
 * an ad's click id) starts with what its path asked for last. No address has a space, so no address is this key.
 */
const anyQueryKey = (pathname: string) => `any query ${pathname}`;

type PageStore = AppStore;

/** Starts the queries and waits for them to settle. An endpoint no loaded page has added yet is left to the render. */
async function startQueries(store: PageStore, queries: readonly PageQuery[]): Promise<void> {
  for (const { endpointName, originalArgs } of queries) {
    if (endpointName in baseApi.endpoints) {
      store.dispatch(baseApi.util.prefetch(endpointName as never, originalArgs as never, {}));
    }
  }
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
}

/**
 * The cache keys of the queries the render asked for: those with a subscriber (RTK Query's own count, which its
 * hooks read too). A query started ahead that the page no longer asks for has none: it is neither sent to the
 * browser nor remembered again.
 */
function queriesAsked(store: PageStore): Set<string> {
  const subscriptions = store.dispatch(baseApi.internalActions.internal_getRTKQSubscriptions()) as unknown as {
    getSubscriptionCount(queryCacheKey: string): number;
  };
  const keys = Object.keys(selectApiCache(store.getState()).queries);
  return new Set(keys.filter((key) => subscriptions.getSubscriptionCount(key) > 0));
}

/**
 * Renders the page at `url` as the browser's first render would, with its
 * data: each pass renders, the query hooks start what they need, and the next
 * pass renders with it, until a pass asks for nothing new. What the address
 * asked for last time is fetched before the first pass. Old addresses and
 * unknown paths are redirects, as the browser's router makes them.
 */
export async function renderPage({
  url,
  cookieHeader,
  apiOrigin,
  fetch,
  loadPages,
  loadWidget,
  signal,
  formState,
  renderedAt = Date.now(),
}: ServerRenderRequest<RemotePages>): Promise<RenderResult> {
  const { pathname } = new URL(url, 'http://host');
  const resolution = resolveRoute(pathname);
  if (resolution.kind === 'redirect') return { kind: 'redirect', status: 301, location: resolution.to };
  if (resolution.kind === 'not-found') return { kind: 'redirect', status: 302, location: resolution.to };

  // The server makes the page's store at once: it starts the queries the address asked for last time.
  const slot = newStoreSlot({ apiOrigin, ...(fetch ? { fetch } : {}) });
  const store = storeOf(slot);
  const loads = new Map<RemoteName, Promise<RemotePages>>();
  const widgets = new Map<string, RenderedWidget & { module: Promise<unknown> }>();
  const registry: RemoteRegistry = {
    loadPages(name) {
      let pages = loads.get(name);
      if (!pages) {
        pages = loadPages(name);
        loads.set(name, pages);
      }
      return pages;
    },
    // One promise per widget and request: each render pass reads it at once (RemoteWidget's `use`).
    loadExpose(name, expose) {
      const key = `${name}\n${expose}`;
      let widget = widgets.get(key);
      if (!widget) {
        widget = { remote: name, expose, module: loadWidget(name, expose) };
        widgets.set(key, widget);
      }
      return widget.module;
    },
    reset: () => undefined,
  };
  const meta = createPageMetaCollector();
  const page = (
    <AppProviders slot={slot} registry={registry} formState={formState}>
      <RequestCookiesContext.Provider value={parseCookies(cookieHeader)}>
        <PageMetaCollectorContext.Provider value={meta}>
          <StaticRouter location={url}>
            <SiteRoutes />
          </StaticRouter>
        </PageMetaCollectorContext.Provider>
      </RequestCookiesContext.Provider>
    </AppProviders>
  );

  // What the API cache holds; a pass that changed it asked for data the next pass renders with. (A fast
  // answer may have settled before the pass ends, so "still running" alone would miss it.)
  const cacheState = () =>
    JSON.stringify(
      Object.entries(selectApiCache(store.getState()).queries).map(([key, entry]) => [
        key,
        entry?.status,
        entry?.fulfilledTimeStamp,
      ]),
    );
  // What this address asked for last time is fetched first, so the first pass usually has all it needs.
  const remembered = pageQueries.get(url) ?? pageQueries.get(anyQueryKey(pathname));
  if (remembered) await startQueries(store, remembered);
  let before = cacheState();
  let html = await prerender(page, signal);
  for (let pass = 1; pass < SERVER_RENDER_MAX_PASSES; pass += 1) {
    await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
    const after = cacheState();
    if (after === before) break;
    signal?.throwIfAborted();
    before = after;
    html = await prerender(page, signal);
  }
  const asked = queriesAsked(store);
  const apiCache = selectApiCache(store.getState());
  const queries = Object.entries(apiCache.queries).filter(([key]) => asked.has(key));
  const asks = queries.flatMap(([, entry]) =>
    entry?.status === 'fulfilled' ? [{ endpointName: entry.endpointName, originalArgs: entry.originalArgs }] : [],
  );
  pageQueries.set(url, asks);
  pageQueries.set(anyQueryKey(pathname), asks);
  // A page is whole when every remote part and every answer it asked for came (docs/decisions/034).
  const partsLoaded = await Promise.all(
    [...loads.values(), ...[...widgets.values()].map(({ module }) => module)].map((part) =>
      part.then(
        () => true,
        () => false,
      ),
    ),
  );
  const complete = partsLoaded.every(Boolean) && queries.every(([, entry]) => entry?.status === 'fulfilled');
  // A query the API could not answer (not one it answered 404: that page says not found).
  const dataMissing = Object.values(apiCache.queries).some(
    (entry) => entry?.status === 'rejected' && !isNotFoundError(entry.error),
  );
  // The not-found route, and a detail page whose slug the API does not know, say so in their meta (ADR 015).
  const head = pageHead(meta.layers);
  return {
    kind: 'page',
    status: head.notFound ? 404 : 200,
    complete,
    dataMissing,
    html,
    head: pageHeadHtml(head),
    apiCache: apiCacheForBrowser({ ...apiCache, queries: Object.fromEntries(queries) }, renderedAt),
    // In a fixed order, not the order the render asked for them (a part whose code came later asks later): the
    // host writes their styles into the page, and every render of a page must be the same bytes (ADR 034).
    widgets: [...widgets.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, { remote, expose }]) => ({ remote, expose })),
  };
}
