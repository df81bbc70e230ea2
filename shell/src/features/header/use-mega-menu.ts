import { useCallback, useEffect, useRef, useState } from 'react';
import { MEGA_MENU_CLOSE_DELAY_MS } from '@site/shared';

/**
 * Ours: a click this soon after the pointer opened the menu is the same
 * gesture (move, then click), so it does not toggle the menu shut again.
 */
export const HOVER_CLICK_GRACE_MS = 500;

export interface MegaMenuState {
  openMenu: string | null;
  activeTab: string | null;
}

/**
 * site-spec.md section 4: a menu opens on hover and closes 250 ms after the
 * pointer leaves, toggles on click, and opening selects its first tab.
 */
export function useMegaMenu(firstTabOf: (menu: string) => string | null) {
  const [state, setState] = useState<MegaMenuState>({ openMenu: null, activeTab: null });
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hoverOpenedAt = useRef(0);

  const cancelClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);

  const open = useCallback(
    (menu: string) => {
      cancelClose();
      setState((current) => {
        if (current.openMenu === menu) return current;
        hoverOpenedAt.current = Date.now();
        return { openMenu: menu, activeTab: firstTabOf(menu) };
      });
    },
    [cancelClose, firstTabOf],
  );

  const close = useCallback(() => {
    cancelClose();
    setState({ openMenu: null, activeTab: null });
  }, [cancelClose]);

  const scheduleClose = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(close, MEGA_MENU_CLOSE_DELAY_MS);
  }, [cancelClose, close]);

  const toggle = useCallback(
    (menu: string) => {
      cancelClose();
      setState((current) => {
        if (current.openMenu !== menu) return { openMenu: menu, activeTab: firstTabOf(menu) };
        if (Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS) return current;
        return { openMenu: null, activeTab: null };
      });
    },
    [cancelClose, firstTabOf],
  );

  const selectTab = useCallback((tab: string) => setState((current) => ({ ...current, activeTab: tab })), []);

  useEffect(() => cancelClose, [cancelClose]);

  return { ...state, open, close, scheduleClose, cancelClose, toggle, selectTab };
}
