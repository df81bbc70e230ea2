import { describe, expect, it } from '@jest/globals';
import { createSlice } from '@reduxjs/toolkit';
import { injectSlice, makeStore } from './make-store.ts';

describe('the shell store and what remotes inject into it', () => {
  it('starts empty: the API client is not part of it until a page loads it', () => {
    expect(makeStore().getState()).toEqual({});
  });

  it('takes a slice injected after the store was made', () => {
    const store = makeStore();
    const counter = createSlice({
      name: 'remoteCounter',
      initialState: { clicks: 0 },
      reducers: { clicked: (state) => void (state.clicks += 1) },
    });

    const reducer = injectSlice(counter);
    store.dispatch(counter.actions.clicked());

    expect(reducer.selector((state) => state.remoteCounter.clicks)(store.getState())).toBe(1);
  });
});
