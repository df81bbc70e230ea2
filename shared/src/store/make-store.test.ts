import { describe, expect, it, jest } from '@jest/globals';
import { createSlice } from '@reduxjs/toolkit';
import { baseApi } from './base-api.ts';
import { injectSlice, makeStore } from './make-store.ts';

describe('the shell store and what remotes inject into it', () => {
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

  it('runs an RTK Query endpoint injected into the one base API', async () => {
    const fetchSpy = jest.fn(
      async () => new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } }),
    );
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    const pingApi = baseApi.injectEndpoints({
      endpoints: (build) => ({ ping: build.query<{ ok: boolean }, undefined>({ query: () => '/api/health' }) }),
    });
    const store = makeStore();

    const result = await store.dispatch(pingApi.endpoints.ping.initiate(undefined));

    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ ok: true });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(store.getState().api.queries['ping(undefined)']?.status).toBe('fulfilled');
  });
});
