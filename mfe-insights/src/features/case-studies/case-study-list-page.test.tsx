import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { CASE_STUDY_PAGE_SIZE, getRoute } from '@site/shared';
import { caseStudyCards, caseStudyPage, json } from './case-study-fixtures.ts';
import { CaseStudyListPage } from './case-study-list-page.tsx';
import { CASE_STUDY_LIST_LABEL, CASE_STUDY_MENU_LABEL, SERVICES_GROUP_LABEL } from './constants.ts';
import { renderWithProviders } from '@site/shared/testing';

let fetchMock: jest.Mock<(input: Request) => Promise<Response>>;
let scrollTo: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn(async (request: Request) => {
    const page = Number(new URL(request.url).searchParams.get('page'));
    return json(200, caseStudyPage(page, 3));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

afterEach(() => {
  jest.restoreAllMocks();
});

const query = (call: number) => new URL(fetchMock.mock.calls[call]?.[0].url ?? '').searchParams;

function Address() {
  const { pathname, search, hash } = useLocation();
  return <span data-testid="address">{`${pathname}${search}${hash}`}</span>;
}
const address = () => screen.getByTestId('address').textContent;

function renderAt(entry: string) {
  renderWithProviders(
    <>
      <Routes>
        <Route path={getRoute('case-studies').path} element={<CaseStudyListPage />} />
      </Routes>
      <Address />
    </>,
    { entry: entry },
  );
}

describe('the case-study list', () => {
  it('takes the category from the URL fragment and asks for six a page', async () => {
    renderAt('/case-studies#insurance-industry');

    const list = await screen.findByRole('list', { name: CASE_STUDY_LIST_LABEL });
    expect(within(list).getAllByRole('article')).toHaveLength(caseStudyCards.length);
    expect(within(list).getByRole('link', { name: caseStudyCards[0]?.title })).toHaveAttribute(
      'href',
      `/case-studies/${caseStudyCards[0]?.slug}`,
    );
    expect(Object.fromEntries(query(0))).toEqual({
      per_page: String(CASE_STUDY_PAGE_SIZE),
      page: '1',
      category: 'insurance-industry',
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("shows the server's current page, and a page change reloads the list and scrolls to the top", async () => {
    fetchMock.mockImplementationOnce(async () => json(200, caseStudyPage(2, 3)));
    renderAt('/case-studies');
    expect(await screen.findByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(query(0).has('category')).toBe(false);

    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));

    await waitFor(() => expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page'));
    expect(query(1).get('page')).toBe('3');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('starts a new category from the menu at page 1, reloading and scrolling to the top', async () => {
    const user = userEvent.setup();
    renderAt('/case-studies');
    await user.click(await screen.findByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(query(1).get('page')).toBe('2'));
    scrollTo.mockClear();

    const menu = within(screen.getByRole('navigation', { name: CASE_STUDY_MENU_LABEL }));
    await user.click(menu.getByRole('button', { name: SERVICES_GROUP_LABEL }));
    await user.click(menu.getByRole('link', { name: 'Recruitment' }));

    await waitFor(() => expect(query(2).get('category')).toBe('recruitment'));
    expect(query(2).get('page')).toBe('1');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(menu.getByRole('link', { name: 'Recruitment' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows the server's error message in red in place of the list", async () => {
    fetchMock.mockImplementation(async () => json(500, { status: 0, message: 'Case studies are unavailable.' }));
    renderAt('/case-studies#insurance');

    expect(await screen.findByRole('alert')).toHaveTextContent('Case studies are unavailable.');
    expect(screen.queryByRole('list', { name: CASE_STUDY_LIST_LABEL })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pages/ })).not.toBeInTheDocument();
  });

  it('takes the page and a category the server can see from the address, and pages by links', async () => {
    fetchMock.mockImplementation(async () => json(200, caseStudyPage(2, 3)));
    renderAt('/case-studies?category=recruitment&page=2');
    const pages = await screen.findByRole('navigation', { name: `${CASE_STUDY_LIST_LABEL} pages` });
    expect(Object.fromEntries(query(0))).toEqual({
      per_page: String(CASE_STUDY_PAGE_SIZE),
      page: '2',
      category: 'recruitment',
    });
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/case-studies?category=recruitment&page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/case-studies?category=recruitment',
    );
    const menu = within(screen.getByRole('navigation', { name: CASE_STUDY_MENU_LABEL }));
    expect(menu.getByRole('link', { name: 'Recruitment' })).toHaveAttribute('aria-current', 'page');
  });

  it('puts a page change in the address, keeping the category in the fragment that chose it', async () => {
    const user = userEvent.setup();
    renderAt('/case-studies#insurance-industry');
    await user.click(await screen.findByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(address()).toBe('/case-studies?page=2#insurance-industry'));
    expect(Object.fromEntries(query(1))).toEqual({
      per_page: String(CASE_STUDY_PAGE_SIZE),
      page: '2',
      category: 'insurance-industry',
    });
  });
});
