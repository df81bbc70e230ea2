import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { createSlice } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { StoreSlotContext, newStoreSlot } from '@site/shared';
import { ApiProvider, storeOf, withApi } from './api-provider.tsx';
import { injectSlice } from './make-store.ts';

const clicks = createSlice({
  name: 'providerClicks',
  initialState: { count: 0 },
  reducers: { clicked: (state) => void (state.count += 1) },
});
const withClicks = injectSlice(clicks);
const selectCount = withClicks.selector((state) => state.providerClicks.count);

function Counter({ label }: { label: string }) {
  const count = useSelector(selectCount);
  const dispatch = useDispatch();
  return (
    <button type="button" onClick={() => dispatch(clicks.actions.clicked())}>
      {`${label}: ${count}`}
    </button>
  );
}
const CounterWithApi = withApi(Counter);

describe('the store slot and the parts that make their store in it', () => {
  it('makes the store on first use, with the slot’s context, and the same one afterwards', () => {
    const slot = newStoreSlot({ apiOrigin: 'http://127.0.0.1:4100' });
    expect(slot.store).toBeUndefined();
    const store = storeOf(slot);
    expect(storeOf(slot)).toBe(store);
    expect(slot.store).toBe(store);
  });

  it('gives two parts of a page one store: what one does, the other shows', () => {
    const slot = newStoreSlot();
    render(
      <StoreSlotContext value={slot}>
        <ApiProvider>
          <Counter label="header" />
        </ApiProvider>
        <CounterWithApi label="page" />
      </StoreSlotContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'header: 0' }));
    expect(screen.getByRole('button', { name: 'page: 1' })).toBeTruthy();
    expect(selectCount(storeOf(slot).getState())).toBe(1);
  });

  it('keeps the store of a part that unmounts for the next part (a page after a navigation)', () => {
    const slot = newStoreSlot();
    const { rerender } = render(
      <StoreSlotContext value={slot}>
        <CounterWithApi label="first page" />
      </StoreSlotContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'first page: 0' }));
    rerender(
      <StoreSlotContext value={slot}>
        <ApiProvider>
          <Counter label="next page" />
        </ApiProvider>
      </StoreSlotContext>,
    );
    expect(screen.getByRole('button', { name: 'next page: 1' })).toBeTruthy();
  });

  it('renders no element of its own, so the server’s HTML is the same with it', () => {
    const { container } = render(
      <StoreSlotContext value={newStoreSlot()}>
        <ApiProvider>
          <p>content</p>
        </ApiProvider>
      </StoreSlotContext>,
    );
    expect(container.innerHTML).toBe('<p>content</p>');
  });

  it('names the wrapped component for React’s tools', () => {
    expect(CounterWithApi.displayName).toBe('WithApi(Counter)');
  });
});
