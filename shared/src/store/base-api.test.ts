import { describe, expect, it, jest } from '@jest/globals';

// Only dynamic imports: the store must exist before the API client loads, as in a page that starts without it.
describe('the API client joining the store', () => {
  it('runs an endpoint injected into the one base API on a store made before the client loaded', async () => {
    const { makeStore } = await import('./make-store.ts');
    const store = makeStore();
    const fetchSpy = jest.fn(
      async () => new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } }),
    );
    globalThis.fetch = fetchSpy as unknown as typeof fetch;

    const { baseApi, selectApiCache } = await import('@site/shared/api');
    const pingApi = baseApi.injectEndpoints({
      endpoints: (build) => ({ ping: build.query<{ ok: boolean }, undefined>({ query: () => '/api/health' }) }),
    });
    const result = await store.dispatch(pingApi.endpoints.ping.initiate(undefined));

    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ ok: true });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(selectApiCache(store.getState()).queries['ping(undefined)']?.status).toBe('fulfilled');
    // A store made later has the API from the start.
    expect(selectApiCache(makeStore().getState()).queries).toEqual({});
  });

  it("asks the API its store was made with, and the page's own origin otherwise, so two renders never mix", async () => {
    const { makeStore } = await import('./make-store.ts');
    const { baseApi } = await import('@site/shared/api');
    const asked: string[] = [];
    globalThis.fetch = (async (request: Request) => {
      asked.push(request.url);
      return Response.json({ ok: true });
    }) as typeof fetch;
    const originApi = baseApi.injectEndpoints({
      endpoints: (build) => ({ origin: build.query<{ ok: boolean }, string>({ query: (id) => `/api/origin/${id}` }) }),
    });

    await Promise.all([
      makeStore({ apiOrigin: 'http://127.0.0.1:4101' }).dispatch(originApi.endpoints.origin.initiate('a')),
      makeStore({ apiOrigin: 'http://127.0.0.1:4102' }).dispatch(originApi.endpoints.origin.initiate('b')),
      makeStore().dispatch(originApi.endpoints.origin.initiate('c')),
    ]);

    expect(asked.sort()).toEqual([
      'http://127.0.0.1:4101/api/origin/a',
      'http://127.0.0.1:4102/api/origin/b',
      `${globalThis.location.origin}/api/origin/c`,
    ]);
  });

  it("takes the server's cache before the page hydrates", async () => {
    const { makeStore } = await import('./make-store.ts');
    const { apiCacheRehydrated, baseApi, selectApiCache } = await import('@site/shared/api');
    const server = makeStore();
    const helloApi = baseApi.injectEndpoints({
      endpoints: (build) => ({
        hello: build.query<string, undefined>({ queryFn: () => ({ data: 'from the server' }) }),
      }),
    });
    await server.dispatch(helloApi.endpoints.hello.initiate(undefined));

    const browser = makeStore();
    browser.dispatch(apiCacheRehydrated(selectApiCache(server.getState())));

    expect(selectApiCache(browser.getState()).queries['hello(undefined)']?.data).toBe('from the server');
  });

  it('ships the queries that succeeded or were answered 404, and leaves other failures for the browser to ask', async () => {
    const { makeStore } = await import('./make-store.ts');
    const { apiCacheForBrowser, apiCacheRehydrated, baseApi, selectApiCache } = await import('@site/shared/api');
    const answers: Record<string, () => Response> = {
      '/api/items/known': () => Response.json({ name: 'known' }),
      '/api/items/missing': () => Response.json({ status: 0, message: 'Not found' }, { status: 404 }),
      '/api/items/broken': () => Response.json({ status: 0, message: 'Down' }, { status: 500 }),
    };
    globalThis.fetch = (async (request: Request) =>
      answers[new URL(request.url).pathname]?.() ?? new Response(null, { status: 400 })) as typeof fetch;
    const itemsApi = baseApi.injectEndpoints({
      endpoints: (build) => ({
        item: build.query<{ name: string }, string>({ query: (slug) => `/api/items/${slug}` }),
      }),
    });
    const server = makeStore();
    for (const slug of ['known', 'missing', 'broken']) await server.dispatch(itemsApi.endpoints.item.initiate(slug));

    const shipped = apiCacheForBrowser(selectApiCache(server.getState()), 1_800_000_000_000);
    expect(Object.keys(shipped.queries).sort()).toEqual(['item("known")', 'item("missing")']);
    // The same data, the same bytes: no request id or time of this render.
    expect(shipped.queries['item("known")']).toMatchObject({
      requestId: 'item("known")',
      startedTimeStamp: 1_800_000_000_000,
      fulfilledTimeStamp: 1_800_000_000_000,
    });
    await server.dispatch(itemsApi.endpoints.item.initiate('known', { forceRefetch: true }));
    expect(JSON.stringify(apiCacheForBrowser(selectApiCache(server.getState()), 1_800_000_000_000))).toBe(
      JSON.stringify(shipped),
    );

    const browser = makeStore();
    browser.dispatch(apiCacheRehydrated(shipped));
    const restored = selectApiCache(browser.getState()).queries;
    expect(restored['item("missing")']).toMatchObject({ status: 'rejected', error: { status: 404 } });
    expect(restored['item("known")']?.data).toEqual({ name: 'known' });
    // Restored entries count as there: the browser does not ask for them again.
    const asked: string[] = [];
    globalThis.fetch = (async (request: Request) => {
      asked.push(new URL(request.url).pathname);
      return Response.json({ name: 'again' });
    }) as typeof fetch;
    await browser.dispatch(itemsApi.endpoints.item.initiate('known'));
    expect(asked).toEqual([]);
  });
});
