import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import { MEGA_MENU_CLOSE_DELAY_MS } from '@site/shared';
import { DesktopNav } from './desktop-nav.tsx';
import { EMPTY_MENU_DATA } from './menu-data.ts';

const menuData = {
  ...EMPTY_MENU_DATA,
  blogs: [{ slug: 'b1', title: 'Bordereaux basics', feature_image: '/b1.svg', blog_category: { name: 'Insurance' } }],
  events: [{ slug: 'e1', title: 'Summit', feature_image: '/e1.svg', start_date: '2026-03-10', end_date: '2026-03-12' }],
};

function renderNav() {
  const onPlayVideo = jest.fn();
  render(
    <MemoryRouter>
      <DesktopNav menuData={menuData} onPlayVideo={onPlayVideo} />
      <Link to="/elsewhere">Elsewhere</Link>
      <p>Outside</p>
    </MemoryRouter>,
  );
  return { onPlayVideo, user: userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) }) };
}

const trigger = (name: string) => screen.getByRole('button', { name });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('DesktopNav mega menus', () => {
  it('opens on hover and closes 250 ms after the pointer leaves', async () => {
    const { user } = renderNav();
    await user.hover(trigger('Services'));
    expect(trigger('Services')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Claims' })).toBeVisible();

    await user.unhover(trigger('Services'));
    advance(MEGA_MENU_CLOSE_DELAY_MS - 1);
    expect(trigger('Services')).toHaveAttribute('aria-expanded', 'true');
    advance(1);
    expect(trigger('Services')).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the pointer comes back within the delay', async () => {
    const { user } = renderNav();
    await user.hover(trigger('About'));
    await user.unhover(trigger('About'));
    advance(MEGA_MENU_CLOSE_DELAY_MS / 2);
    await user.hover(trigger('About'));
    advance(MEGA_MENU_CLOSE_DELAY_MS * 2);
    expect(trigger('About')).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles on click, closes on Escape with focus back on the trigger, and on a click outside', async () => {
    const { user } = renderNav();
    act(() => trigger('Career').focus());
    await user.keyboard('{Enter}');
    expect(trigger('Career')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(trigger('Career')).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(trigger('Career')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Career')).toHaveFocus();

    await user.click(trigger('Career'));
    await user.click(screen.getByText('Outside'));
    expect(trigger('Career')).toHaveAttribute('aria-expanded', 'false');
  });

  it('selects the first tab on opening, switches tabs on hover and with arrow keys, and formats event dates', async () => {
    const { user } = renderNav();
    await user.click(trigger('Insights'));
    const tabs = within(screen.getByRole('tablist', { name: 'Insights' }));
    expect(tabs.getByRole('tab', { name: 'Blogs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Bordereaux basics' })).toHaveAttribute('href', '/blogs/b1');
    expect(screen.getByRole('link', { name: 'View All Blogs' })).toHaveAttribute('href', '/blogs');

    await user.hover(tabs.getByRole('tab', { name: 'Events' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('March 10-12, 2026');

    act(() => tabs.getByRole('tab', { name: 'Events' }).focus());
    await user.keyboard('{ArrowDown}');
    expect(tabs.getByRole('tab', { name: 'Testimonials' })).toHaveFocus();
    expect(screen.getAllByRole('button', { name: /Play video/ })).toHaveLength(3);
  });

  it('plays a testimonial video from the Testimonials tab', async () => {
    const { user, onPlayVideo } = renderNav();
    await user.click(trigger('Insights'));
    await user.click(screen.getByRole('tab', { name: 'Testimonials' }));
    await user.click(screen.getAllByRole('button', { name: /Play video/ })[0] as HTMLElement);
    expect(onPlayVideo).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\//));
  });

  it('closes on a route change', async () => {
    const { user } = renderNav();
    await user.click(trigger('Services'));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(trigger('Services')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when keyboard focus leaves the menus, not while it moves inside them', async () => {
    const { user } = renderNav();
    await user.click(trigger('Career'));
    const links = screen.getAllByRole('link').filter((link) => trigger('Career').parentElement?.contains(link));
    expect(links.length).toBeGreaterThan(0);
    // Tab through the open menu: it stays open while focus is in it.
    for (const link of links) {
      await user.tab();
      expect(link).toHaveFocus();
      expect(trigger('Career')).toHaveAttribute('aria-expanded', 'true');
    }
    // The next stop after the nav: the menu closes instead of covering it.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveFocus();
    expect(trigger('Career')).toHaveAttribute('aria-expanded', 'false');
  });
});
