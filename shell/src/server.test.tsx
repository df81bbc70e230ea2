/**
 * The server build's renderer, in Node as the host runs it: no `window`, no `document`.
 * @jest-environment node
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { NOT_FOUND_PATH, redirectRoutes } from '@site/shared';
import { baseApi } from '@site/shared/api';
import type { RemotePages } from '@site/shared';
import { renderPage } from './server.tsx';

const API_ORIGIN = 'http://127.0.0.1:4999';

const greetingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    greeting: build.query<{ text: string }, string>({ query: (name) => `/api/greeting/${name}` }),
  }),
});

/** A guides page that needs data, as a remote's page would. */
function GuidesPage() {
  const { data } = greetingApi.useGreetingQuery('guides');
  return <p>{data ? data.text : 'Loading the greeting…'}</p>;
}

const loadPages = jest.fn<(remote: string) => Promise<RemotePages>>(async () => ({ guides: GuidesPage }));
const loadWidget = jest.fn<(remote: string, expose: string) => Promise<unknown>>(async () => ({
  default: function ExpertsWidget() {
    return (
      <form method="post">
        <label>
          Your name <input name="name" />
        </label>
      </form>
    );
  },
}));

afterEach(() => {
  jest.restoreAllMocks();
  loadPages.mockClear();
  loadWidget.mockClear();
});

describe('renderPage', () => {
  it("renders the route's remote page inside the shell, with the data its queries asked for", async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ text: 'Hello from the API' }), {
          headers: { 'content-type': 'application/json' },
        }),
    );

    const result = await renderPage({ url: '/guides', apiOrigin: API_ORIGIN, loadPages, loadWidget });

    expect(loadPages).toHaveBeenCalledWith('insights');
    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;
    expect(result.status).toBe(200);
    expect(result.html).toContain('Hello from the API');
    expect(result.html).not.toContain('Loading the greeting');
    // The route's head, as the browser's effects would write it: title, description, breadcrumb data.
    expect(result.head).toContain('<title>Guides | Arcwell</title>');
    expect(result.head).toMatch(/<meta name="description" content="[^"]+">/);
    expect(result.head).toContain('<script type="application/ld+json" data-page-meta>');
    // The header and footer are the shell's, around the page.
    expect(result.html).toContain('<header');
    expect(result.html).toContain('<footer');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String((fetchSpy.mock.calls[0]?.[0] as Request).url)).toBe(`${API_ORIGIN}/api/greeting/guides`);
    // The browser's store starts from the same cache.
    expect(Object.values(result.apiCache.queries).map((entry) => entry?.data)).toEqual([
      { text: 'Hello from the API' },
    ]);
  });

  it("renders other remotes' widgets into the page from their server bundles, and names them", async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ text: 'Hello' }));

    // A guide: the footer's experts section is on it.
    loadPages.mockResolvedValueOnce({ 'guide-detail': GuidesPage });
    const result = await renderPage({ url: '/guides/a-guide', apiOrigin: API_ORIGIN, loadPages, loadWidget });

    // The footer's talk-to-expert form is in the HTML: it posts before and without JavaScript.
    expect(loadWidget).toHaveBeenCalledWith('forms', './talk-to-expert');
    expect(result).toMatchObject({ kind: 'page', widgets: [{ remote: 'forms', expose: './talk-to-expert' }] });
    if (result.kind === 'page')
      expect(result.html).toMatch(/<form method="post"><label>Your name <input name="name"\/?>/);
  });

  it('leaves a widget that cannot be loaded to the browser, and still sends the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ text: 'Hello' }));
    loadWidget.mockRejectedValueOnce(new Error('connection refused'));
    loadPages.mockResolvedValueOnce({ 'guide-detail': GuidesPage });

    const result = await renderPage({ url: '/guides/a-guide', apiOrigin: API_ORIGIN, loadPages, loadWidget });

    expect(result).toMatchObject({ kind: 'page', status: 200 });
    if (result.kind === 'page') {
      expect(result.html).toContain('Hello');
      expect(result.html).toContain('Talk to our experts');
      expect(result.html).not.toContain('Your name');
    }
  });

  it("leaves a remote that cannot be loaded to the browser, and still sends the page's frame", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadPages.mockRejectedValueOnce(new Error('connection refused'));

    const result = await renderPage({ url: '/guides', apiOrigin: API_ORIGIN, loadPages, loadWidget });

    expect(result).toMatchObject({ kind: 'page', status: 200 });
    if (result.kind === 'page') expect(result.html).toContain('<header');
  });

  it('answers an old address with a permanent redirect and an unknown one with /404, which is a 404', async () => {
    const redirect = redirectRoutes.find((route) => !route.from.includes(':'));
    expect(await renderPage({ url: redirect?.from ?? '', apiOrigin: API_ORIGIN, loadPages, loadWidget })).toEqual({
      kind: 'redirect',
      status: 301,
      location: redirect?.to,
    });
    expect(await renderPage({ url: '/no-such-page', apiOrigin: API_ORIGIN, loadPages, loadWidget })).toEqual({
      kind: 'redirect',
      status: 302,
      location: NOT_FOUND_PATH,
    });
    expect(await renderPage({ url: NOT_FOUND_PATH, apiOrigin: API_ORIGIN, loadPages, loadWidget })).toMatchObject({
      kind: 'page',
      status: 404,
    });
  });
});
