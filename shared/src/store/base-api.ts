import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, CombinedState, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { IDEMPOTENCY_KEY_HEADER, isNotFoundError } from '@site/shared';
import type { StoreContext } from '@site/shared';
import { addStoreMiddleware, injectSlice } from './make-store.ts';

const queriesByOrigin = new Map<string, ReturnType<typeof fetchBaseQuery>>();

/**
 * Requests go to the origin the store was made with (`makeStore({ apiOrigin })`: the server's render), else to
 * the page's own (the shell's host forwards /api to the API). It is read per request, never at module load, so
 * that this module runs outside a browser too, and two stores with two origins never share one.
 */
const siteBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extraOptions) => {
  const context = api.extra as StoreContext | undefined;
  const origin = context?.apiOrigin ?? globalThis.location?.origin ?? '';
  // A render with the host's own fetch (its read-through cache) reads through it; one query function per render.
  if (context?.fetch) return fetchBaseQuery({ baseUrl: origin, fetchFn: context.fetch })(args, api, extraOptions);
  let query = queriesByOrigin.get(origin);
  if (!query) {
    // The page's own origin (its host forwards /api): each request starts a trace the servers continue (issue 50).
    query = fetchBaseQuery({
      baseUrl: origin,
      ...(context?.apiOrigin ? {} : { prepareHeaders: withTraceparent }),
    });
    queriesByOrigin.set(origin, query);
  }
  return query(args, api, extraOptions);
};

/**
 * A W3C `traceparent` with a fresh trace id and the sampled flag unset: the host, not the browser, decides whether
 * the trace is kept (docs/decisions/046). Same-origin requests only; none without the browser's crypto.
 */
export function withTraceparent(headers: Headers): Headers {
  const random = globalThis.crypto?.getRandomValues?.(new Uint8Array(24));
  if (!random || headers.has('traceparent')) return headers;
  const hex = Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
  headers.set('traceparent', `00-${hex.slice(0, 32)}-${hex.slice(32)}-00`);
  return headers;
}

/**
 * Rendering on the server (docs/decisions/008) has no effects: there a query
 * hook starts its request while rendering, and the renderer renders again
 * once the requests it started have settled.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/** The API's slice of the store: what the server rendered with. */
export type ApiCache = CombinedState<Record<never, never>, never, 'api'>;

/** The API cache the server rendered the page with, handed to the browser's store before it hydrates. */
export const apiCacheRehydrated = createAction<ApiCache>('site/apiCacheRehydrated');

/**
 * The one RTK Query API for the site's server interface. Remotes add their
 * endpoints with `baseApi.injectEndpoints` in their own `*-api.ts` files.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: siteBaseQuery,
  endpoints: () => ({}),
  extractRehydrationInfo(action): ApiCache | undefined {
    return apiCacheRehydrated.match(action) ? action.payload : undefined;
  },
});

// The API joins the store the shell made (and any made later) as soon as this module runs, before any page queries.
const rootWithApi = injectSlice(baseApi);
addStoreMiddleware(baseApi.middleware);

/** The API cache in a store's state. */
export const selectApiCache = rootWithApi.selector((state): ApiCache => state.api);

/**
 * The part of the API cache worth sending to the browser: the queries that succeeded, those the API answered
 * with 404 (the page showed not-found, and hydration must render it again: RTK restores a failed entry), and
 * their tags. Other failures stay out: the browser asks again. Each entry is stamped as of `renderedAt`, with
 * its cache key for a request id, so the same data always ships as the same bytes (docs/decisions/022: a page
 * is one page for every visitor); RTK only needs a stamp to know the entry is there.
 */
export function apiCacheForBrowser(state: ApiCache, renderedAt: number): ApiCache {
  const queries: ApiCache['queries'] = {};
  for (const [key, entry] of Object.entries(state.queries)) {
    if (entry?.status === 'fulfilled') {
      queries[key] = { ...entry, requestId: key, startedTimeStamp: renderedAt, fulfilledTimeStamp: renderedAt };
    } else if (entry?.status === 'rejected' && isNotFoundError(entry.error)) {
      queries[key] = { ...entry, requestId: key, startedTimeStamp: renderedAt };
    }
  }
  return { ...state, queries, mutations: {}, subscriptions: {} };
}

/**
 * The headers of one lead's POST (a form, an application, a notification, an upload): a fresh idempotency key, so
 * however often the host sends it on, the API stores it once (docs/decisions/042, 043). Without the browser's
 * crypto (an insecure page), none: the host makes one.
 */
export function leadHeaders(): Record<string, string> {
  const randomUUID = globalThis.crypto?.randomUUID?.bind(globalThis.crypto);
  return randomUUID ? { [IDEMPOTENCY_KEY_HEADER]: randomUUID() } : {};
}
