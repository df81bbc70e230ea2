import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCROLL_TO_TOP_THRESHOLD_PX, ScrollToTopButton } from './scroll-to-top-button.tsx';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  scrollTo(0);
  jest.restoreAllMocks();
});

describe('ScrollToTopButton', () => {
  it('appears once the page is scrolled down and leaves at the top', () => {
    render(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    scrollTo(SCROLL_TO_TOP_THRESHOLD_PX + 1);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeVisible();

    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it('is reached with the keyboard, scrolls smoothly to the top and hands focus to the page', async () => {
    const scroll = jest.fn();
    window.scrollTo = scroll as unknown as typeof window.scrollTo;
    render(
      <>
        <main tabIndex={-1}>Content</main>
        <ScrollToTopButton />
      </>,
    );
    scrollTo(2000);

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
