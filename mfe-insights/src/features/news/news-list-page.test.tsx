import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@site/shared/api';
import { NEWS_LIST_HEADING, NEWS_LIST_INTRO, newsListMeta } from './constants.ts';
import { json, newsItems } from './news-fixtures.ts';
import { NewsListPage } from './news-list-page.tsx';
import { useNewsList } from './use-news-list.ts';
import { renderWithProviders } from '@site/shared/testing';

let fetchMock: jest.Mock<(input: Request) => Promise<Response>>;

beforeEach(() => {
  fetchMock = jest.fn(async () => json(200, { status: true, data: newsItems }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.restoreAllMocks();
});

function renderPage() {
  renderWithProviders(<NewsListPage />, { entry: '/news' });
}

describe('the newsroom list', () => {
  it("shows 'Trending Events' and a card per article linking to its page, asking with no query", async () => {
    renderPage();

    const section = screen.getByRole('region', { name: NEWS_LIST_HEADING });
    // The spec's heading, with a line that says what the list is.
    expect(within(section).getByText(NEWS_LIST_INTRO)).toBeVisible();
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(newsItems.length);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Arcwell Opens a New Delivery Center in Udaipur' })).toHaveAttribute(
      'href',
      '/news/arcwell-opens-new-delivery-center-in-udaipur',
    );
    expect(first.getByText('November 5, 2024')).toHaveAttribute('datetime', '2024-11-05');
    expect(first.getByText('A new center adds room for 400 specialists.')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Illustration of the new Udaipur delivery center' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(new URL(fetchMock.mock.calls[0]?.[0].url ?? '').search).toBe('');
    expect(document.title).toContain(newsListMeta.title);
  });

  it('shows nothing of a failure: no cards and no message', async () => {
    fetchMock.mockImplementation(async () => json(500, { status: 0, message: 'The newsroom is unavailable.' }));
    renderPage();

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByRole('region', { name: NEWS_LIST_HEADING })).toHaveAttribute('aria-busy', 'false'),
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText('The newsroom is unavailable.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('keeps the error flag and the message of a failure', async () => {
    fetchMock.mockImplementation(async () => json(500, { status: 0, message: 'The newsroom is unavailable.' }));
    const store = makeStore();
    const { result } = renderHook(() => useNewsList(), {
      wrapper: ({ children }) => <Provider store={store}>{children}</Provider>,
    });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.errorMessage).toBe('The newsroom is unavailable.');
    expect(result.current.items).toEqual([]);
  });
});
