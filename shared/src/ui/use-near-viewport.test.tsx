import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { PAGE_READY_MAX_WAIT_MS, markPageReady, resetPageReady } from './page-ready.ts';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from './use-near-viewport.ts';
import type { NearViewportOptions } from './use-near-viewport.ts';
import { installIntersectionObserver, removeIntersectionObserver } from '../testing/fake-intersection-observer.ts';

function Probe(options: NearViewportOptions) {
  const { ref, near } = useNearViewport<HTMLDivElement>(options);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => {
  resetPageReady();
  jest.useRealTimers();
  removeIntersectionObserver();
});

describe('useNearViewport', () => {
  it('by default watches only once the page has loaded and the browser is idle', async () => {
    jest.useFakeTimers();
    const { observers, observed, enter } = installIntersectionObserver();
    render(<Probe />);
    expect(observers[0]?.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    expect(observed).toEqual([]);

    await act(async () => {
      await jest.runAllTimersAsync();
    });
    expect(observed).toEqual([screen.getByText('far')]);

    enter();
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it("by default waits for the page's own content: a short loading page puts nothing near", async () => {
    jest.useFakeTimers();
    const { observed } = installIntersectionObserver();
    render(<Probe />);
    // The document has loaded (jsdom), but the page is still on its way.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PAGE_READY_MAX_WAIT_MS - 1);
    });
    expect(observed).toEqual([]);

    act(() => markPageReady());
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(observed).toEqual([screen.getByText('far')]);
  });

  it('watches anyway once a page has taken too long to report itself ready', async () => {
    jest.useFakeTimers();
    const { observed } = installIntersectionObserver();
    render(<Probe />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PAGE_READY_MAX_WAIT_MS);
    });
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(observed).toEqual([screen.getByText('far')]);
  });

  it('without waiting for the page, watches from mount with the margin asked for', () => {
    const { observers, observed, enter } = installIntersectionObserver();
    render(<Probe rootMargin="100px 0px" waitForPageLoad={false} />);
    expect(observers[0]?.options?.rootMargin).toBe('100px 0px');
    expect(observed).toEqual([screen.getByText('far')]);

    enter();
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('without IntersectionObserver, counts as near once the browser is idle', async () => {
    jest.useFakeTimers();
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();

    await act(async () => {
      await jest.runAllTimersAsync();
    });
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('without IntersectionObserver and without waiting for the page, counts as near right after mount', () => {
    render(<Probe waitForPageLoad={false} />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
