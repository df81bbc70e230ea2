import { baseApi } from '@site/shared/api';

/** forms-spec.md call 11: the world map, read as SVG text from where the bundle serves it. */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWorldMap: build.query<string, string>({
      query: (url) => ({ url, responseHandler: 'text' }),
    }),
  }),
});

export const { useGetWorldMapQuery } = contactApi;
