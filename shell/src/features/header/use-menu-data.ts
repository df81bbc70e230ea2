import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@site/shared';
import type { MenuDataResponse, RootState } from '@site/shared';
import { EMPTY_MENU_DATA } from './menu-data.ts';

type SelectMenuData = (state: RootState) => MenuDataResponse | undefined;

/**
 * The mega menus' featured items, from the store. Only when `enabled` (a
 * browser at desktop widths, site-spec.md section 8) is the menu's API module
 * loaded and its query started, so the API client is not part of every page's
 * start-up and the mobile header never asks. Until the answer arrives, and
 * when it fails, the menus are empty.
 */
export function useMenuData(enabled: boolean): MenuDataResponse {
  const dispatch = useAppDispatch();
  const [select, setSelect] = useState<{ menuData: SelectMenuData } | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    let release: (() => void) | undefined;
    void import('./menu-api.ts').then(({ menuApi }) => {
      if (!live) return;
      release = dispatch(menuApi.endpoints.getMenuData.initiate(undefined)).unsubscribe;
      const selectResult = menuApi.endpoints.getMenuData.select(undefined);
      // The store is typed before the API joins it; the API's own selector knows where its state is.
      setSelect({ menuData: (state) => selectResult(state as never).data });
    });
    return () => {
      live = false;
      release?.();
    };
  }, [enabled, dispatch]);
  return useAppSelector((state) => select?.menuData(state)) ?? EMPTY_MENU_DATA;
}
