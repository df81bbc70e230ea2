import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { GUIDE_PAGE_SIZE, GUIDE_TITLE_MAX_LENGTH, apiMessages } from '@site/shared';
import type { GuideListItem, GuideListResponse } from '@site/shared';
import { GuideListPage } from './guide-list-page.tsx';
import { json, renderWithProviders } from '@site/shared/testing';

const longTitle = `Sourcing and Screening at Volume: a Step-by-Step Framework for High-Growth Hiring Teams`;
const guides: GuideListItem[] = Array.from({ length: GUIDE_PAGE_SIZE }, (_, index) => ({
  slug: `guide-${index + 1}`,
  title: index === 0 ? longTitle : `Operations guide number ${index + 1}`,
  feature_image: `/media/guides/guide-${index + 1}.svg`,
  feature_alt_tag: `Illustration for operations guide ${index + 1}`,
}));
const listBody = (currentPage: number, lastPage = 4): GuideListResponse => ({
  status: true,
  data: { data: guides, current_page: currentPage, last_page: lastPage, per_page: GUIDE_PAGE_SIZE, total: 22 },
  featured_guide: [],
});

let fetchMock: jest.Mock<(input: Request) => Promise<Response>>;
const requestedQueries = () =>
  fetchMock.mock.calls.map(([request]) => Object.fromEntries(new URL(request.url).searchParams));

// A search navigates inside the form's submit event, so React collects the form's data for its form status:
// the test environment's FormData is Node's, which cannot read a jsdom form, so it reads nothing here.
const NodeFormData = globalThis.FormData;
// Called with `new`, it returns an empty FormData, whatever it is given.
const FormDataOfNothing = function () {
  return new NodeFormData();
} as unknown as typeof FormData;

beforeEach(() => {
  globalThis.FormData = FormDataOfNothing;
  fetchMock = jest.fn(async (request: Request) =>
    json(200, listBody(Number(new URL(request.url).searchParams.get('page')))),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  globalThis.FormData = NodeFormData;
  jest.restoreAllMocks();
});

/** Waits until the list has been asked for `calls` times and the answer is on screen. */
async function loaded(calls: number) {
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(calls));
  await screen.findByRole('list', { name: 'Guides' });
}

function Address() {
  const { pathname, search, hash } = useLocation();
  return <span data-testid="address">{`${pathname}${search}${hash}`}</span>;
}
const address = () => screen.getByTestId('address').textContent;

function renderList(entry = '/guides') {
  renderWithProviders(
    <>
      <GuideListPage />
      <Address />
    </>,
    { entry: entry },
  );
}

describe('the guide list', () => {
  it('shows the loading state until the guides arrive', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    renderList();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading guides…');
    expect(screen.queryByRole('list', { name: 'Guides' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Guides' })).toBeInTheDocument();
  });

  it('shows six cards with shortened titles and the pagination once loaded', async () => {
    renderList();
    const list = await screen.findByRole('list', { name: 'Guides' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(GUIDE_PAGE_SIZE);
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/guides/guide-1');
    const shortened = `${longTitle.slice(0, GUIDE_TITLE_MAX_LENGTH)}…`;
    expect(within(list).getByRole('heading', { level: 2, name: shortened })).toBeInTheDocument();
    // The first card's image is likely the page's largest paint: it loads at once, first; the others when near.
    const first = within(list).getByRole('img', { name: guides[0]?.feature_alt_tag });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(within(list).getByRole('img', { name: guides[1]?.feature_alt_tag })).toHaveAttribute('loading', 'lazy');
    const pages = screen.getByRole('navigation', { name: 'Guide pages' });
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestedQueries()).toEqual([{ per_page: String(GUIDE_PAGE_SIZE), page: '1' }]);
  });

  it("shows the server's error message in red and hides list and pagination", async () => {
    fetchMock.mockImplementation(async () => json(404, { status: 0, message: apiMessages.noGuidesFound }));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(apiMessages.noGuidesFound);
    expect(screen.queryByRole('list', { name: 'Guides' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Guide pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('falls back to its own message when the server gives none', async () => {
    fetchMock.mockImplementation(async () => new Response('upstream down', { status: 502 }));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the guides. Please try again.');
  });

  it('preselects the category named by the URL fragment', async () => {
    renderList('/guides#dataAnnotation');
    await screen.findByRole('list', { name: 'Guides' });
    const categories = screen.getByRole('group', { name: 'Guide categories' });
    expect(within(categories).getByRole('button', { name: 'Data Annotation' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(categories).getByRole('button', { name: 'All Guides' })).toHaveAttribute('aria-pressed', 'false');
    expect(requestedQueries()).toEqual([{ per_page: '6', page: '1', category: 'dataAnnotation' }]);
  });

  it('scrolls to the top and reloads on a page change, and a search or category starts at page 1', async () => {
    const user = userEvent.setup();
    renderList('/guides#insurance');
    await screen.findByRole('list', { name: 'Guides' });
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    await loaded(2);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.type(screen.getByRole('searchbox', { name: 'Search guides' }), 'close{Enter}');
    await loaded(3);
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await loaded(4);
    await user.click(screen.getByRole('button', { name: 'Recruitment' }));
    await loaded(5);
    await user.clear(screen.getByRole('searchbox', { name: 'Search guides' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await loaded(6);

    expect(requestedQueries()).toEqual([
      { per_page: '6', page: '1', category: 'insurance' },
      { per_page: '6', page: '2', category: 'insurance' },
      { per_page: '6', page: '1', category: 'insurance', title: 'close' },
      { per_page: '6', page: '2', category: 'insurance', title: 'close' },
      { per_page: '6', page: '1', category: 'recruitment', title: 'close' },
      { per_page: '6', page: '1', category: 'recruitment' },
    ]);
  });

  it('renders the state the address holds: search, category and page (as the server does)', async () => {
    renderList('/guides?title=close&category=recruitment&page=3');
    await screen.findByRole('list', { name: 'Guides' });
    expect(requestedQueries()).toEqual([{ per_page: '6', page: '3', category: 'recruitment', title: 'close' }]);
    expect(screen.getByRole('searchbox', { name: 'Search guides' })).toHaveValue('close');
    const categories = screen.getByRole('group', { name: 'Guide categories' });
    expect(within(categories).getByRole('button', { name: 'Recruitment' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is a set of GET forms without JavaScript: search, categories and pages carry the rest of the state', async () => {
    renderList('/guides?title=close&category=recruitment&page=2');
    await screen.findByRole('list', { name: 'Guides' });
    const search = screen.getByRole('search');
    expect(search).toHaveAttribute('method', 'get');
    expect(search).toHaveAttribute('action', '/guides');
    expect(screen.getByRole('searchbox', { name: 'Search guides' })).toHaveAttribute('name', 'title');
    expect(search.querySelector('input[type=hidden][name=category]')).toHaveValue('recruitment');

    const categories = screen.getByRole('group', { name: 'Guide categories' });
    const categoryForm = categories.closest('form');
    expect(categoryForm).toHaveAttribute('method', 'get');
    expect(categoryForm?.querySelector('input[type=hidden][name=title]')).toHaveValue('close');
    expect(categoryForm?.querySelector('input[name=page]')).toBeNull();
    const insurance = within(categories).getByRole('button', { name: 'Insurance' });
    expect(insurance).toHaveAttribute('type', 'submit');
    expect(insurance).toHaveAttribute('name', 'category');
    expect(insurance).toHaveAttribute('value', 'insurance');
    expect(within(categories).getByRole('button', { name: 'All Guides' })).not.toHaveAttribute('name');

    // The pages are links a crawler follows, the search and category kept (issue 52).
    const pages = screen.getByRole('navigation', { name: 'Guide pages' });
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/guides?title=close&category=recruitment&page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/guides?title=close&category=recruitment',
    );
    expect(pages.querySelector('form')).toBeNull();
  });

  it('puts every change in the address, and a category change back to All starts at page 1', async () => {
    const user = userEvent.setup();
    renderList('/guides?category=insurance&page=3');
    await screen.findByRole('list', { name: 'Guides' });

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await loaded(2);
    expect(address()).toBe('/guides?category=insurance&page=4');

    await user.click(screen.getByRole('button', { name: 'All Guides' }));
    await loaded(3);
    expect(address()).toBe('/guides');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.type(screen.getByRole('searchbox', { name: 'Search guides' }), ' close {Enter}');
    await loaded(4);
    expect(address()).toBe('/guides?title=close');

    expect(requestedQueries()).toEqual([
      { per_page: '6', page: '3', category: 'insurance' },
      { per_page: '6', page: '4', category: 'insurance' },
      { per_page: '6', page: '1' },
      { per_page: '6', page: '1', title: 'close' },
    ]);
  });

  it('turns a preselected fragment into ?category= once the visitor changes the page', async () => {
    const user = userEvent.setup();
    renderList('/guides#dataAnnotation');
    await screen.findByRole('list', { name: 'Guides' });
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await loaded(2);
    expect(address()).toBe('/guides?category=dataAnnotation&page=2');
  });

  it('reads a page that is not a whole number from 1 as page 1', async () => {
    renderList('/guides?page=-2');
    await screen.findByRole('list', { name: 'Guides' });
    expect(requestedQueries()).toEqual([{ per_page: '6', page: '1' }]);
  });
});
