import { use, useEffect, useState } from 'react';
import { StoreSlotContext } from '@site/shared';
import type { MenuDataResponse } from '@site/shared';
import { EMPTY_MENU_DATA } from './menu-data.ts';

/**
 * The mega menus' featured items, from the app's store. Only when `enabled` (a
 * browser at desktop widths, site-spec.md section 8) is the menu's API module
 * loaded, with the store, and its query started, so neither is part of every
 * page's start-up and the mobile header never asks (docs/decisions/009). Until
 * the answer arrives, and when it fails, the menus are empty.
 */
export function useMenuData(enabled: boolean): MenuDataResponse {
  const slot = use(StoreSlotContext);
  const [menuData, setMenuData] = useState<MenuDataResponse | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    let release: (() => void) | undefined;
    void import('./menu-api.ts').then(({ menuApi, storeOf }) => {
      if (!live) return;
      const store = storeOf(slot);
      const query = store.dispatch(menuApi.endpoints.getMenuData.initiate(undefined));
      const select = menuApi.endpoints.getMenuData.select(undefined);
      // The store is typed before the API joins it; the API's own selector knows where its state is.
      const update = () => setMenuData(select(store.getState() as never).data);
      const unsubscribe = store.subscribe(update);
      update();
      release = () => {
        unsubscribe();
        query.unsubscribe();
      };
    });
    return () => {
      live = false;
      release?.();
    };
  }, [enabled, slot]);
  return menuData ?? EMPTY_MENU_DATA;
}
