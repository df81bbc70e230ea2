import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { PAGE_READY_MAX_WAIT_MS, markPageReady, resetPageReady } from '@site/shared';
import { NavigationLoader } from './navigation-loader.tsx';

/** What the test drives the router with, captured from inside it. */
const router: { navigate: ReturnType<typeof useNavigate>; key: string } = { navigate: () => undefined, key: '' };

function Harness() {
  const navigate = useNavigate();
  const { key } = useLocation();
  useEffect(() => {
    router.navigate = navigate;
    router.key = key;
  });
  return <NavigationLoader />;
}

const navigate = (to: string) => router.navigate(to);

function renderLoader() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Harness />
    </MemoryRouter>,
  );
}

afterEach(() => {
  resetPageReady();
  jest.useRealTimers();
});

describe('NavigationLoader', () => {
  it('shows the bar from the start of a navigation until the new page is on screen', () => {
    renderLoader();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => navigate('/guides'));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();

    act(() => markPageReady(router.key));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('removes a modal backdrop left open when a navigation starts', () => {
    const backdrop = document.createElement('div');
    backdrop.setAttribute('data-modal-backdrop', '');
    document.body.append(backdrop);
    renderLoader();
    expect(backdrop.isConnected).toBe(true);

    act(() => navigate('/guides'));
    expect(backdrop.isConnected).toBe(false);
  });

  it('gives up on a page that never reports itself on screen', () => {
    jest.useFakeTimers();
    renderLoader();
    act(() => navigate('/guides'));
    act(() => jest.advanceTimersByTime(PAGE_READY_MAX_WAIT_MS));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
