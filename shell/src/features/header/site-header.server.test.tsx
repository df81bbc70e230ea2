/**
 * The header as the server renders it, before and without JavaScript (docs/decisions/010).
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { DesktopNav } from './desktop-nav.tsx';
import { EMPTY_MENU_DATA } from './menu-data.ts';
import { MobileMenu } from './mobile-menu.tsx';

const onServer = (element: React.ReactElement) => renderToString(<MemoryRouter>{element}</MemoryRouter>);

describe('the header on the server', () => {
  it('renders each mega menu as a disclosure, one open at a time, with its links and no tabs', () => {
    const html = onServer(<DesktopNav menuData={EMPTY_MENU_DATA} onPlayVideo={() => undefined} />);
    const menus = Array.from(html.matchAll(/<details[^>]*data-menu="([a-z]+)"[^>]*>/g), (match) => match);
    expect(menus.map(([, id]) => id)).toEqual(['services', 'insights', 'about', 'career']);
    expect(menus.every(([tag]) => tag.includes('name="mega-menu"'))).toBe(true);
    expect(html).toContain('<summary');
    expect(html).not.toContain('role="tab"');
    expect(html).not.toContain('aria-expanded');
    // Services keeps its links; Insights and About list their section pages.
    expect(html).toContain('href="/services/insurance-bpo-outsourcing"');
    for (const path of ['/blogs', '/case-studies', '/guides', '/news', '/podcast', '/events']) {
      expect(html).toContain(`href="${path}"`);
    }
    expect(html).toContain('Meet the people who set our direction');
  });

  it('renders the mobile menu as a disclosure holding the panel and its collapsible groups', () => {
    const html = onServer(<MobileMenu />);
    expect(html.startsWith('<details')).toBe(true);
    expect(html.match(/<details[^>]*data-group=/g)).toHaveLength(4);
    expect(html).toContain('Menu');
    expect(html).not.toContain('role="dialog"');
  });
});
