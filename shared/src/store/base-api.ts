import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query API for the site's server interface. Remotes add their
 * endpoints with `baseApi.injectEndpoints` in their own `*-api.ts` files.
 * Paths are same-origin: the shell's host forwards /api to the API.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '' }),
  endpoints: () => ({}),
});
