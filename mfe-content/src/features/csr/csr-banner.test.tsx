import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { CSR_BACKGROUND_CYCLE_MS } from '@site/shared';
import { CsrBanner } from './csr-banner.tsx';

const activeBackground = () =>
  [...screen.getByTestId('csr-backgrounds').querySelectorAll('img')].findIndex(
    (image) => image.dataset.active === 'true',
  );

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

describe('CsrBanner backgrounds', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = matchMedia;
  });

  it('moves to the next of four backgrounds every cycle and wraps to the first', () => {
    render(<CsrBanner />);
    expect(screen.getByTestId('csr-backgrounds').querySelectorAll('img')).toHaveLength(4);
    expect(activeBackground()).toBe(0);

    advance(CSR_BACKGROUND_CYCLE_MS - 1);
    expect(activeBackground()).toBe(0);
    advance(1);
    expect(activeBackground()).toBe(1);
    advance(CSR_BACKGROUND_CYCLE_MS);
    expect(activeBackground()).toBe(2);
    advance(CSR_BACKGROUND_CYCLE_MS);
    expect(activeBackground()).toBe(3);
    advance(CSR_BACKGROUND_CYCLE_MS);
    expect(activeBackground()).toBe(0);
  });

  it('keeps the first background for visitors who ask for reduced motion', () => {
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('prefers-reduced-motion'),
    })) as typeof window.matchMedia;
    render(<CsrBanner />);
    advance(CSR_BACKGROUND_CYCLE_MS * 3);
    expect(activeBackground()).toBe(0);
  });
});
