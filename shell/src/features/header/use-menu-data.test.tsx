import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MENU_DATA_PATH, makeStore } from '@site/shared';
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
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(({ on }) => useMenuData(on), { wrapper, initialProps: { on: enabled } });
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
    const { result, rerender } = renderMenuData(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toEqual(EMPTY_MENU_DATA);

    rerender({ on: true });
    await waitFor(() => expect(result.current).toEqual(featured));
  });
});
