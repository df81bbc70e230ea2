/**
 * The server build's renderer, in Node as the host runs it: no `window`, no `document`.
 * @jest-environment node
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  NOT_FOUND_PAGE_META,
  NOT_FOUND_PATH,
  NOT_FOUND_ROBOTS,
  NOT_FOUND_ROUTE_ID,
  NotFoundPage,
  RemoteWidget,
  getRoute,
  isNotFoundError,
  redirectRoutes,
  usePageMeta,
} from '@site/shared';
import { baseApi, withApi } from '@site/shared/api';
import type { RemotePages } from '@site/shared';
import * as sharedRouter from '@site/shared/router';
import { renderPage } from './server.tsx';

const API_ORIGIN = 'http://127.0.0.1:4999';

const greetingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    greeting: build.query<{ text: string }, string>({ query: (name) => `/api/greeting/${name}` }),
  }),
});

/** A guides page that needs data, as a remote's page would: inside the page's store (docs/decisions/009). */
const GuidesPage = withApi(function GuidesPage() {
  const { data } = greetingApi.useGreetingQuery('guides');
  return <p>{data ? data.text : 'Loading the greeting…'}</p>;
});

const itemApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    item: build.query<{ text: string }, string>({ query: (slug) => `/api/item/${slug}` }),
  }),
});

/** A detail page as the insights remote's are: the not-found page in place of a slug the API answers 404. */
const DetailPage = withApi(function DetailPage() {
  const { data, error } = itemApi.useItemQuery('a-guide');
  const notFound = isNotFoundError(error);
  usePageMeta(notFound ? NOT_FOUND_PAGE_META : {});
  if (notFound) return <NotFoundPage />;
  return <p>{data ? data.text : 'Loading the item…'}</p>;
});

const ROBOTS_NOINDEX = `<meta name="robots" content="${NOT_FOUND_ROBOTS}">`;

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

  it('names the widgets in one order whatever order the render asked for them in, so every render is the same', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ text: 'Hello' }));
    // The page's own widget is asked for before the footer's, whose code is a part that comes later.
    function PageWithWidget() {
      return <RemoteWidget remote="forms" expose="./whats-new" />;
    }
    loadPages.mockResolvedValueOnce({ 'guide-detail': PageWithWidget });
    const result = await renderPage({ url: '/guides/a-guide', apiOrigin: API_ORIGIN, loadPages, loadWidget });

    expect(loadWidget.mock.calls.map(([, expose]) => expose)).toEqual(['./whats-new', './talk-to-expert']);
    expect(result).toMatchObject({
      kind: 'page',
      widgets: [
        { remote: 'forms', expose: './talk-to-expert' },
        { remote: 'forms', expose: './whats-new' },
      ],
    });
  });

  it('leaves a widget that cannot be loaded to the browser, and still sends the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ text: 'Hello' }));
    loadWidget.mockRejectedValueOnce(new Error('connection refused'));
    loadPages.mockResolvedValueOnce({ 'guide-detail': GuidesPage });

    const result = await renderPage({ url: '/guides/a-guide', apiOrigin: API_ORIGIN, loadPages, loadWidget });

    // Sent, but not whole: no cache keeps it (docs/decisions/034).
    expect(result).toMatchObject({ kind: 'page', status: 200, complete: false });
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

    expect(result).toMatchObject({ kind: 'page', status: 200, complete: false });
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
    const notFound = await renderPage({ url: NOT_FOUND_PATH, apiOrigin: API_ORIGIN, loadPages, loadWidget });
    expect(notFound).toMatchObject({ kind: 'page', status: 404 });
    if (notFound.kind === 'page') expect(notFound.head).toContain(ROBOTS_NOINDEX);
  });

  it('answers 404 with the not-found page and noindex when a detail page asks for a slug the API does not know', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ status: 0, message: 'Not found' }, { status: 404 }));
    loadPages.mockResolvedValueOnce({ 'guide-detail': DetailPage });

    const result = await renderPage({ url: '/guides/a-guide', apiOrigin: API_ORIGIN, loadPages, loadWidget });

    expect(result).toMatchObject({ kind: 'page', status: 404 });
    if (result.kind !== 'page') return;
    expect(result.html).toContain(`>${getRoute(NOT_FOUND_ROUTE_ID).title}</h1>`);
    expect(result.html).not.toContain('Loading the item');
    expect(result.head).toContain(ROBOTS_NOINDEX);
    expect(result.head).toContain(`<title>${getRoute(NOT_FOUND_ROUTE_ID).title} | Arcwell</title>`);
    // The browser hydrates from the same failed entry, so its first render is the not-found page too.
    expect(Object.values(result.apiCache.queries)).toEqual([
      expect.objectContaining({ status: 'rejected', error: expect.objectContaining({ status: 404 }) }),
    ]);
    expect(fetchSpy).toHaveBeenCalled();
  });

  it('answers 200 without noindex when the detail page has its data', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ text: 'The guide itself' }));
    loadPages.mockResolvedValueOnce({ 'guide-detail': DetailPage });

    const result = await renderPage({ url: '/guides/a-guide', apiOrigin: API_ORIGIN, loadPages, loadWidget });

    expect(result).toMatchObject({ kind: 'page', status: 200, complete: true });
    if (result.kind !== 'page') return;
    expect(result.html).toContain('The guide itself');
    expect(result.head).not.toContain('name="robots"');
  });

  it('sends a page whose data the API failed to give, but says it is not whole, so no cache keeps it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ message: 'Unavailable' }, { status: 503 }));
    loadPages.mockResolvedValueOnce({ 'guide-detail': DetailPage });

    const result = await renderPage({ url: '/guides/a-guide', apiOrigin: API_ORIGIN, loadPages, loadWidget });

    expect(result).toMatchObject({ kind: 'page', status: 200, complete: false });
  });

  describe('an address it rendered before (docs/decisions/033)', () => {
    const answer = (text: string) => async () => Response.json({ text });
    /** The guides page as the remote's, counting its renders. */
    const countRenders = () => {
      const rendered = jest.fn();
      function CountedGuidesPage() {
        rendered();
        return <GuidesPage />;
      }
      loadPages.mockResolvedValue({ guides: CountedGuidesPage });
      return rendered;
    };

    it('fetches what the address asked for last time before the first pass, and renders it once', async () => {
      const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(answer('Hello from the API'));
      const rendered = countRenders();
      const request = { url: '/guides?seen=twice', apiOrigin: API_ORIGIN, loadPages, loadWidget, renderedAt: 1 };

      const first = await renderPage(request);
      expect(rendered).toHaveBeenCalledTimes(2);
      rendered.mockClear();
      const second = await renderPage(request);

      // One pass with the data, fetched again for this render: the same page, the same data for the browser.
      expect(rendered).toHaveBeenCalledTimes(1);
      expect(fetchSpy).toHaveBeenCalledTimes(2);
      expect(second).toEqual(first);
      if (second.kind !== 'page') throw new Error('expected a page');
      expect(second.html).toContain('Hello from the API');
      expect(second.html).not.toContain('Loading the greeting');
    });

    it('starts a new query of a path (a campaign link) with what the path asked for last, and renders it once', async () => {
      const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(answer('Hello, campaign'));
      const rendered = countRenders();
      const request = { apiOrigin: API_ORIGIN, loadPages, loadWidget, renderedAt: 1 };

      await renderPage({ ...request, url: '/guides?utm_source=first' });
      rendered.mockClear();
      fetchSpy.mockClear();
      const next = await renderPage({ ...request, url: '/guides?utm_source=second' });

      expect(rendered).toHaveBeenCalledTimes(1);
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      if (next.kind !== 'page') throw new Error('expected a page');
      expect(next.html).toContain('Hello, campaign');
    });

    it('renders a new query that asks for other data as it asks, however the path was rendered before', async () => {
      jest
        .spyOn(globalThis, 'fetch')
        .mockImplementation(async (input) =>
          Response.json({ text: `Answer to ${new URL((input as Request).url).pathname}` }),
        );
      function PagedGuidesPage() {
        const { search } = sharedRouter.useLocation();
        const { data } = greetingApi.useGreetingQuery(new URLSearchParams(search).get('page') ?? '1');
        return <p>{data ? data.text : 'Loading the greeting…'}</p>;
      }
      loadPages.mockResolvedValue({ guides: withApi(PagedGuidesPage) });
      const request = { apiOrigin: API_ORIGIN, loadPages, loadWidget };

      await renderPage({ ...request, url: '/guides?page=2' });
      const third = await renderPage({ ...request, url: '/guides?page=3' });

      if (third.kind !== 'page') throw new Error('expected a page');
      expect(third.html).toContain('/api/greeting/3');
      expect(Object.keys(third.apiCache.queries)).toEqual(['greeting("3")']);
    });

    it('renders with what the page asks for now, and forgets what it no longer asks for', async () => {
      const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(answer('Hello again'));
      const request = { url: '/guides?seen=changed', apiOrigin: API_ORIGIN, loadPages, loadWidget };
      loadPages.mockResolvedValue({ guides: GuidesPage });
      await renderPage(request);
      function PageWithoutData() {
        return <p>Nothing to fetch</p>;
      }
      loadPages.mockResolvedValue({ guides: PageWithoutData });

      const changed = await renderPage(request);
      fetchSpy.mockClear();
      await renderPage(request);

      if (changed.kind !== 'page') throw new Error('expected a page');
      expect(changed.html).toContain('Nothing to fetch');
      // The remembered query was fetched once more for the changed page, then no longer.
      expect(fetchSpy).not.toHaveBeenCalled();
    });

    it('does not remember a query the API refused: a not-found address renders as it did', async () => {
      const fetchSpy = jest
        .spyOn(globalThis, 'fetch')
        .mockImplementation(async () => Response.json({ message: 'Not found' }, { status: 404 }));
      loadPages.mockResolvedValue({ 'guide-detail': DetailPage });
      const request = { url: '/guides/a-guide?seen=missing', apiOrigin: API_ORIGIN, loadPages, loadWidget };

      const first = await renderPage({ ...request, renderedAt: 1 });
      const fetchesFirst = fetchSpy.mock.calls.length;
      fetchSpy.mockClear();
      const again = await renderPage({ ...request, renderedAt: 1 });

      expect(again).toMatchObject({ kind: 'page', status: 404 });
      expect(again).toEqual(first);
      expect(fetchSpy).toHaveBeenCalledTimes(fetchesFirst);
    });
  });
});
