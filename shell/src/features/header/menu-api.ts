import { baseApi } from '@site/shared/api';
// The store comes with the API client: the menus make it in the app's slot when they first ask.
export { storeOf } from '@site/shared/api';
import type { MenuDataResponse } from '@site/shared';
import { EMPTY_MENU_DATA, fetchMenuData } from './menu-data.ts';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const menuApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Any failure is logged and leaves the menus empty, never broken (site-spec.md section 8).
    getMenuData: build.query<MenuDataResponse, undefined>({
      queryFn: async () => {
        try {
          return { data: await fetchMenuData({ fetch: (...args) => fetch(...args), sleep }) };
        } catch (error) {
          console.error('Menu data failed; menus stay empty', error);
          return { data: EMPTY_MENU_DATA };
        }
      },
    }),
  }),
});
