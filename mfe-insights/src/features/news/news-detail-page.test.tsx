import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { NOT_FOUND_ROUTE_ID, getRoute } from '@site/shared';
import { NEWS_CAROUSEL_LABEL } from './constants.ts';
import { json, newsArticle, newsItems } from './news-fixtures.ts';
import { NewsDetailPage } from './news-detail-page.tsx';
import { SLUG_IS_NULL_MESSAGE } from './use-news-article.ts';
import {
  expectIndexable,
  expectNotFoundPage,
  missingSlugAnswer,
  serverFailureAnswer,
} from '../../test-support/not-found.ts';
import { renderWithProviders } from '@site/shared/testing';

const NOT_FOUND = getRoute(NOT_FOUND_ROUTE_ID);
const AT_NOT_FOUND_ROUTE = 'The /404 route';
let fetchMock: jest.Mock<(input: Request) => Promise<Response>>;

function answer(detail: () => Response) {
  fetchMock.mockImplementation(async (request) =>
    new URL(request.url).pathname === '/api/news/data' ? json(200, { status: true, data: newsItems }) : detail(),
  );
}

beforeEach(() => {
  fetchMock = jest.fn<(input: Request) => Promise<Response>>();
  answer(() => json(200, { status: true, data: newsArticle }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.restoreAllMocks();
});

function renderAt(path: string) {
  renderWithProviders(
    <>
      <Routes>
        <Route path={getRoute('news-detail').path} element={<NewsDetailPage />} />
        <Route path={getRoute('news').path} element={<NewsDetailPage />} />
        <Route path={NOT_FOUND.path} element={<p>{AT_NOT_FOUND_ROUTE}</p>} />
      </Routes>
    </>,
    { entry: path },
  );
}

describe('a news article', () => {
  it('shows its title, both banners, body and share panel, and sets its own meta', async () => {
    renderAt(`/news/${newsArticle.slug}`);

    expect(await screen.findByRole('heading', { level: 1, name: newsArticle.title })).toBeInTheDocument();
    const banner = screen.getByRole('img', { name: newsArticle.alt_tag });
    expect(banner).toHaveAttribute('src', newsArticle.news_desktop_banner);
    expect(banner.closest('picture')?.querySelector('source')).toHaveAttribute(
      'srcset',
      newsArticle.news_mobile_banner,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Room to grow' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share on LinkedIn' })).toBeInTheDocument();
    expect(document.title).toBe(newsArticle.meta_title);
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute('content', newsArticle.keywords);
    expect(new URL(fetchMock.mock.calls[0]?.[0].url ?? '').pathname).toBe(`/api/news/data/details/${newsArticle.slug}`);

    const carousel = await screen.findByRole('region', { name: NEWS_CAROUSEL_LABEL });
    await waitFor(() => expect(within(carousel).getAllByRole('article')).toHaveLength(newsItems.length - 1));
    expect(within(carousel).queryByRole('link', { name: newsArticle.title })).not.toBeInTheDocument();
  });

  it("logs 'Slug is null' and asks for nothing without a slug", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(getRoute('news').path);

    await waitFor(() => expect(log).toHaveBeenCalledWith(SLUG_IS_NULL_MESSAGE));
    expect(SLUG_IS_NULL_MESSAGE).toBe('Slug is null');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the not-found page in place, with noindex, when the API does not know the slug', async () => {
    answer(missingSlugAnswer);
    renderAt('/news/no-such-article');

    await expectNotFoundPage();
    expect(screen.queryByText(AT_NOT_FOUND_ROUTE)).not.toBeInTheDocument();
  });

  it('goes to /404 when any other failure has an error body with status 0', async () => {
    answer(serverFailureAnswer);
    renderAt('/news/some-article');

    expect(await screen.findByText(AT_NOT_FOUND_ROUTE)).toBeInTheDocument();
    expectIndexable();
  });

  it('only logs any other failure and stays on the page', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(() => new Response('Bad gateway', { status: 502 }));
    renderAt('/news/some-article');

    await waitFor(() => expect(log).toHaveBeenCalledWith('News article failed to load', expect.anything()));
    expect(screen.getByRole('heading', { level: 1, name: getRoute('news-detail').title })).toBeInTheDocument();
  });
});
