import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MENU_DATA_PATH, StoreSlotContext, newStoreSlot } from '@site/shared';
import { json } from '@site/shared/testing';
import { EMPTY_MENU_DATA } from './menu-data.ts';
import { useMenuData } from './use-menu-data.ts';

const featured = { ...EMPTY_MENU_DATA, news: [{ slug: 'launch', title: 'We launched', feature_image: '/x.svg' }] };
const fetchMock = jest.fn<(input: RequestInfo | URL) => Promise<Response>>(async () => json(200, featured));

afterEach(() => {
  fetchMock.mockClear();
});

function renderMenuData(enabled: boolean) {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const slot = newStoreSlot();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreSlotContext value={slot}>{children}</StoreSlotContext>
  );
  return { slot, ...renderHook(({ on }) => useMenuData(on), { wrapper, initialProps: { on: enabled } }) };
}

describe('useMenuData', () => {
  it('asks for the featured items once enabled (a desktop browser) and hands them over from the store', async () => {
    const { result } = renderMenuData(true);
    expect(result.current).toEqual(EMPTY_MENU_DATA);
    await waitFor(() => expect(result.current).toEqual(featured));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(MENU_DATA_PATH);
  });

  it('never asks while disabled (a phone), and asks when the window grows to desktop', async () => {
    const { result, rerender, slot } = renderMenuData(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toEqual(EMPTY_MENU_DATA);
    // Nor is the store made: a phone's page never loads the API client for the menus.
    expect(slot.store).toBeUndefined();

    rerender({ on: true });
    await waitFor(() => expect(result.current).toEqual(featured));
  });
});
