import { useEffect, useLayoutEffect, useRef } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { Link, useLocation } from '@site/shared/router';
import { HydrateWhenNear, getRoute, useIsClient } from '@site/shared';
import type { MenuDataResponse } from '@site/shared';
import {
  AboutPanel,
  AboutSectionsPanel,
  CareerPanel,
  InsightsPanel,
  InsightsSectionsPanel,
  ServicesPanel,
} from './menu-panels.tsx';
import { firstTabOf } from './menu-definitions.ts';
import type { MenuId } from './menu-definitions.ts';
import { useMegaMenu } from './use-mega-menu.ts';
import styles from './header.module.css';

interface DesktopNavProps {
  menuData: MenuDataResponse;
  onPlayVideo: (videoUrl: string) => void;
}

const menus: { id: MenuId; label: string }[] = [
  { id: 'services', label: 'Services' },
  { id: 'insights', label: 'Insights' },
  { id: 'about', label: 'About' },
  { id: 'career', label: 'Career' },
];

/**
 * The desktop mega menus: disclosure buttons that open on hover, close
 * 250 ms after the pointer leaves, toggle on click, and close on Escape,
 * a click outside, keyboard focus leaving them and a route change.
 *
 * Before and without JavaScript (docs/decisions/010) each menu is a `<details>` disclosure the server renders,
 * one open at a time, with its links and no tabs; once the page runs the buttons above take over, and a menu the
 * visitor opened before that stays open.
 */
export function DesktopNav({ menuData, onPlayVideo }: DesktopNavProps) {
  const menu = useMegaMenu(firstTabOf);
  const navRef = useRef<HTMLElement>(null);
  const triggers = useRef(new Map<MenuId, HTMLButtonElement>());
  const { pathname } = useLocation();
  const { close, openMenu } = menu;
  const running = useIsClient();

  // At hydration (the server's disclosures are still there): a disclosure opened before the page ran stays open.
  const { open } = menu;
  useLayoutEffect(() => {
    const opened = navRef.current?.querySelector<HTMLElement>('details[open][data-menu]')?.dataset.menu;
    if (opened) open(opened);
  }, [open]);

  // A route change closes the menu (not the first render: a menu carried over from the server's HTML stays).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);

  useEffect(() => {
    if (!openMenu) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      // A press in a modal opened from a menu (a testimonial video) is not outside: the menu waits under it.
      if (target instanceof Element && target.closest('dialog[open]')) return;
      if (!navRef.current?.contains(target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openMenu, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !openMenu) return;
    const trigger = triggers.current.get(openMenu as MenuId);
    close();
    trigger?.focus();
  };

  // Keyboard focus leaving the menus closes the open one (WCAG 2.4.11: it would cover the next focus stop, and
  // Escape, heard inside the nav only, could no longer close it). A modal opened from a menu (a testimonial
  // video) is not leaving: the menu stays under it, so focus can come back to the button that opened it.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!openMenu || (next instanceof Node && navRef.current?.contains(next))) return;
    if (next instanceof Element && next.closest('dialog[open]')) return;
    // Focus going nowhere while the pointer is over the menus is a click on a menu's blank space, not leaving.
    if (next === null && navRef.current?.matches(':hover')) return;
    close();
  };

  const panels: Record<MenuId, ReactNode> = {
    services: <ServicesPanel />,
    insights: (
      <InsightsPanel
        data={menuData}
        activeTab={menu.activeTab}
        onSelectTab={menu.selectTab}
        onPlayVideo={onPlayVideo}
      />
    ),
    about: <AboutPanel activeTab={menu.activeTab} onSelectTab={menu.selectTab} />,
    career: <CareerPanel />,
  };

  const serverPanels: Record<MenuId, ReactNode> = {
    services: <ServicesPanel />,
    insights: <InsightsSectionsPanel />,
    about: <AboutSectionsPanel />,
    career: <CareerPanel />,
  };

  // The visitor may open a disclosure before hydration: its `open` is theirs, not a mismatch.
  const disclosure = ({ id, label }: { id: MenuId; label: string }) => (
    <li key={id}>
      <details name="mega-menu" data-menu={id} className={styles.disclosure} suppressHydrationWarning>
        <summary className={styles.trigger}>{label}</summary>
        <div id={`mega-menu-${id}`} className={styles.panel}>
          {/* Replaced by the menu's panel as soon as the page runs: its links are not hydrated first. */}
          <HydrateWhenNear>{serverPanels[id]}</HydrateWhenNear>
        </div>
      </details>
    </li>
  );

  const button = ({ id, label }: { id: MenuId; label: string }) => (
    <li key={id} onPointerEnter={() => menu.open(id)} onPointerLeave={menu.scheduleClose}>
      <button
        ref={(element) => {
          if (element) triggers.current.set(id, element);
        }}
        type="button"
        className={styles.trigger}
        aria-expanded={openMenu === id}
        aria-controls={`mega-menu-${id}`}
        onClick={() => menu.toggle(id)}
      >
        {label}
      </button>
      <div id={`mega-menu-${id}`} className={styles.panel} hidden={openMenu !== id}>
        {openMenu === id && panels[id]}
      </div>
    </li>
  );

  const menuItem = running ? button : disclosure;

  return (
    // One listener for the whole menu bar: Escape and focus leaving close the open menu; the triggers are buttons.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <nav ref={navRef} aria-label="Main" className={styles.desktopNav} onKeyDown={onKeyDown} onBlur={onBlur}>
      <ul className={styles.navList}>
        {menuItem(menus[0] as (typeof menus)[number])}
        <li>
          <Link to={getRoute('ai-proposal').path} className={styles.trigger}>
            AI Proposal Generator
          </Link>
        </li>
        {menus.slice(1).map(menuItem)}
      </ul>
    </nav>
  );
}
