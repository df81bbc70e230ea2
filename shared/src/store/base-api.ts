import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

let configuredOrigin: string | undefined;

/** Where the API is, for code that runs outside a browser page (server rendering, tests). */
export function setApiOrigin(origin: string | undefined): void {
  configuredOrigin = origin;
}

const queriesByOrigin = new Map<string, ReturnType<typeof fetchBaseQuery>>();

/**
 * Requests go to the page's own origin (the shell's host forwards /api to
 * the API) unless an origin was configured. It is read per request, never at
 * module load, so that this module runs outside a browser too.
 */
const siteBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extraOptions) => {
  const origin = configuredOrigin ?? globalThis.location?.origin ?? '';
  let query = queriesByOrigin.get(origin);
  if (!query) {
    query = fetchBaseQuery({ baseUrl: origin });
    queriesByOrigin.set(origin, query);
  }
  return query(args, api, extraOptions);
};

/**
 * The one RTK Query API for the site's server interface. Remotes add their
 * endpoints with `baseApi.injectEndpoints` in their own `*-api.ts` files.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: siteBaseQuery,
  endpoints: () => ({}),
});
