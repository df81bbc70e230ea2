import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { HOME_TILE_STEP_MS, homeStatTiles } from '@site/shared';
import { StatTiles } from './stat-tiles.tsx';

/** The figure a sighted visitor sees on the tile with this label. */
function shownOn(label: string): string | null | undefined {
  return screen.getByText(label).closest('li')?.querySelector('[aria-hidden="true"]')?.textContent;
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('home statistic tiles', () => {
  it('count up one point every 70 ms from 0 to their targets', () => {
    render(<StatTiles />);
    const [overhead] = homeStatTiles;
    expect(shownOn(overhead.label)).toBe('0%');

    act(() => jest.advanceTimersByTime(HOME_TILE_STEP_MS * 10));
    expect(shownOn(overhead.label)).toBe('10%');

    act(() => jest.advanceTimersByTime(HOME_TILE_STEP_MS * 100));
    for (const tile of homeStatTiles) expect(shownOn(tile.label)).toBe(`${tile.target}%`);
    expect(shownOn(overhead.label)).toBe('60%');
  });

  it('give assistive technology the final figures from the start', () => {
    render(<StatTiles />);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((tile) => tile.textContent)).toEqual(
      homeStatTiles.map((tile) => `0%${tile.target}%${tile.label}`),
    );
  });
});
