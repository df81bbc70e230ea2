// docs/decisions/010: a menu the visitor opened on the server's HTML stays open when the page starts running.
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beginFirstHydration, endFirstHydration } from '@site/shared';
import { DesktopNav } from './desktop-nav.tsx';
import { EMPTY_MENU_DATA } from './menu-data.ts';
import { MobileMenu } from './mobile-menu.tsx';

let mounted: { root: Root; container: HTMLElement } | undefined;
let recovered: unknown[] = [];
afterEach(() => {
  const errors = recovered;
  recovered = [];
  act(() => mounted?.root.unmount());
  mounted?.container.remove();
  mounted = undefined;
  // The server's menus are hydrated, deferred parts and all, without React having to render any of it again.
  expect(errors).toEqual([]);
});

async function hydrateAfter(element: React.ReactElement, visitorActs: (container: HTMLElement) => void) {
  const page = <MemoryRouter>{element}</MemoryRouter>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  visitorActs(container);
  // As the shell hydrates the server's page: the menus' server-only link lists stay as the server sent them.
  beginFirstHydration();
  await act(async () => {
    mounted = {
      root: hydrateRoot(container, page, { onRecoverableError: (error) => recovered.push(error) }),
      container,
    };
  });
  endFirstHydration();
  return container;
}

describe('menus opened before the page runs', () => {
  it('a mega menu opened as a disclosure is open as a menu after hydration', async () => {
    const container = await hydrateAfter(
      <DesktopNav menuData={EMPTY_MENU_DATA} onPlayVideo={() => undefined} />,
      (server) => server.querySelector<HTMLDetailsElement>('details[data-menu="about"]')?.setAttribute('open', ''),
    );
    expect(container.querySelector('details')).toBeNull();
    expect(screen.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('tab', { name: 'Who we are' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('the mobile panel opened as a disclosure is the open dialog after hydration, with the same group open', async () => {
    await hydrateAfter(<MobileMenu />, (server) => {
      server.querySelector('details')?.setAttribute('open', '');
      server.querySelector('details[data-group="insights"]')?.setAttribute('open', '');
    });
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Site menu' });
    expect(panel).toBeVisible();
    expect(screen.getByRole('button', { name: 'Insights' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('a closed disclosure stays closed', async () => {
    const container = await hydrateAfter(<MobileMenu />, () => undefined);
    expect(container.querySelector('details')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
