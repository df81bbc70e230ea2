import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { CSR_BACKGROUND_CYCLE_MS, CSR_IMAGE_SWAP_MS } from '@site/shared';
import { CsrImageGrid } from './csr-image-grid.tsx';

// Each tile's photo, told apart by its description.
const tilePhotos = () => screen.getAllByRole('img').map((image) => image.getAttribute('alt'));

describe('CsrImageGrid', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('refreshes its six tiles in a wave, one tile every swap interval', () => {
    render(<CsrImageGrid />);
    const first = tilePhotos();
    expect(first).toHaveLength(6);
    expect(new Set(first).size).toBe(6);

    act(() => {
      jest.advanceTimersByTime(CSR_BACKGROUND_CYCLE_MS);
    });
    const afterFirstSwap = tilePhotos();
    expect(afterFirstSwap[0]).not.toBe(first[0]);
    expect(afterFirstSwap.slice(1)).toEqual(first.slice(1));

    act(() => {
      jest.advanceTimersByTime(CSR_IMAGE_SWAP_MS);
    });
    expect(tilePhotos()[1]).not.toBe(first[1]);
    expect(tilePhotos()[2]).toBe(first[2]);

    act(() => {
      jest.advanceTimersByTime(CSR_IMAGE_SWAP_MS * 4);
    });
    const afterWave = tilePhotos();
    expect(afterWave.every((source, tile) => source !== first[tile])).toBe(true);
    expect(new Set(afterWave).size).toBe(6);
  });
});
