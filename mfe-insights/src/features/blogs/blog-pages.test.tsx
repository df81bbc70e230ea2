import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { BLOG_PAGE_SIZE, getRoute } from '@site/shared';
import type { Blog, BlogListItem } from '@site/shared';
import { BlogDetailPage } from './blog-detail-page.tsx';
import { BlogListPage } from './blog-list-page.tsx';
import { ALL_BLOGS_LINK, BLOG_LIST_HEADING, BLOG_NOT_FOUND_MESSAGE, MORE_BLOGS_HEADING } from './constants.ts';
import { expectIndexable, expectNotFoundPage, serverFailureAnswer } from '../../test-support/not-found.ts';
import { json, renderWithProviders } from '@site/shared/testing';

const card = (slug: string, title: string): BlogListItem => ({
  slug,
  title,
  feature_image: `/media/blogs/${slug}.svg`,
  feature_alt_tag: `Illustration for ${title}`,
  publish_date: '2025-09-30',
  short_description: `Why ${title.toLowerCase()} matters.`,
  blog_category: { name: 'Insurance' },
});
const firstCard = card('five-bordereaux-mistakes', 'Five Bordereaux Mistakes');
const cards = [firstCard, card('month-end-close', 'Month-End Close')];
const blog: Blog = {
  ...firstCard,
  description: '<p>Bordereaux arrive late.</p><h2>Mistake one</h2>',
  written_by: 'Meera Rathore',
  min_read: 3,
  meta_title: 'Five Bordereaux Mistakes MGAs Can Avoid',
  meta_description: 'Avoid these bordereaux mistakes.',
  keywords: 'bordereaux, MGA',
};

const listPage = (page: number) => ({
  status: true,
  data: { data: cards, current_page: page, last_page: 2, per_page: BLOG_PAGE_SIZE, total: 8 },
});

let fetchMock: jest.Mock<(input: Request) => Promise<Response>>;

beforeEach(() => {
  fetchMock = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/blog/data') return json(200, listPage(Number(url.searchParams.get('page'))));
    if (url.pathname === `/api/blog/detail/${blog.slug}`) return json(200, { status: true, data: blog });
    return json(404, { status: 0, message: 'Blog not found.' });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  jest.restoreAllMocks();
});

function renderAt(path: string) {
  renderWithProviders(
    <>
      <Routes>
        <Route path={getRoute('blogs').path} element={<BlogListPage />} />
        <Route path={getRoute('blog-detail').path} element={<BlogDetailPage />} />
      </Routes>
    </>,
    { entry: path },
  );
}

describe('the blog', () => {
  it('lists cards linking to each blog, paged by the server', async () => {
    renderAt('/blogs');
    const section = screen.getByRole('region', { name: BLOG_LIST_HEADING });
    expect(await within(section).findAllByRole('article')).toHaveLength(cards.length);
    expect(within(section).getByRole('link', { name: 'Month-End Close' })).toHaveAttribute(
      'href',
      '/blogs/month-end-close',
    );

    await userEvent.click(within(section).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('shows a blog with its byline, body, share panel and more articles, from its own meta', async () => {
    renderAt(`/blogs/${blog.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: blog.title })).toBeInTheDocument();
    expect(screen.getByText('By Meera Rathore')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mistake one' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share on Facebook' })).toBeInTheDocument();
    const more = await screen.findByRole('region', { name: MORE_BLOGS_HEADING });
    expect(within(more).getAllByRole('article')).toHaveLength(1);
    expect(document.title).toContain(blog.meta_title);
  });

  it('shows the not-found page in place of an unknown blog, with noindex', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/blogs/no-such-blog');
    await expectNotFoundPage();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so in place of a blog that failed to load, staying on the blogs route', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => serverFailureAnswer());
    renderAt(`/blogs/${blog.slug}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(BLOG_NOT_FOUND_MESSAGE);
    expectIndexable();
    expect(screen.getByRole('link', { name: ALL_BLOGS_LINK })).toHaveAttribute('href', getRoute('blogs').path);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Blogs');
    expect(log).toHaveBeenCalledWith('Blog failed to load', expect.anything());
  });
});
