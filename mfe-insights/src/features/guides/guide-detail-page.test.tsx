import { pageUnavailableCopy } from '@site/shared';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { getRoute } from '@site/shared';
import type { Guide, GuideDetailResponse } from '@site/shared';
import { makeStore } from '@site/shared/api';
import type { AppStore } from '@site/shared/api';
import {
  expectIndexable,
  expectNotFoundPage,
  NOT_FOUND_TITLE,
  missingSlugAnswer,
  serverFailureAnswer,
  storeFromServerWithMissingSlug,
} from '../../test-support/not-found.ts';
import { guidesApi } from './api/guides-api.ts';
import { GuideDetailPage } from './guide-detail-page.tsx';
import { json } from '@site/shared/testing';

const guide: Guide = {
  id: 1,
  slug: 'month-end-close',
  title: 'Month-End Close in Five Days',
  category: 'accountingandbookkeeping',
  description: '<p>Intro paragraph.</p><h2>Map the Close</h2><p>a</p><h2>Automate Reconciliations</h2><p>b</p>',
  min_read: 7,
  publish_date: '2025-09-16',
  written_by: 'Nadia Verma',
  written_about: 'Nadia leads the finance operations practice.',
  faq: [
    { f_question: 'How long does a transition take?', f_answer: '<p>Usually six weeks.</p>' },
    { f_question: 'Which systems do you support?', f_answer: '<p>The common cloud ledgers.</p>' },
  ],
  faq_schema: JSON.stringify({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] }),
  article_schema: JSON.stringify({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Month-End' }),
  guide_desktop_banner: '/media/guides/banner.svg',
  guide_mobile_banner: '/media/guides/banner-mobile.svg',
  alt_tag: 'Banner of a ledger and a calendar',
  feature_image: '/media/guides/feature.svg',
  feature_alt_tag: 'A ledger',
  meta_title: 'Month-End Close in Five Days | Arcwell',
  meta_description: 'A playbook for closing the books in five days.',
  keywords: 'month-end close, bookkeeping',
};
const recent = { slug: 'other-guide', title: 'Another Guide', feature_image: '/x.svg', feature_alt_tag: 'Other' };
const detail = (overrides: Partial<Guide> = {}): GuideDetailResponse => ({
  status: true,
  data: { guide: { ...guide, ...overrides }, featured_guides: [], related_guides: [], recent_guides: [recent] },
});

let fetchMock: jest.Mock<(input: Request) => Promise<Response>>;
beforeEach(() => {
  fetchMock = jest.fn(async () => json(200, detail()));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  // RemoteWidget reports that no federation loader is registered in a unit test.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

function renderDetail(store: AppStore = makeStore()) {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/guides/month-end-close']}>
        <Routes>
          <Route path={getRoute('guide-detail').path} element={<GuideDetailPage />} />
          <Route path={getRoute('guides').path} element={<p>The guide list</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const structuredTypes = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'],
  );

describe('the guide detail page', () => {
  it('shows the banner, the contents after the first paragraph, the author, the FAQ and recent guides', async () => {
    const user = userEvent.setup();
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: guide.title })).toBeInTheDocument();
    expect(screen.getByText('7 min read')).toBeInTheDocument();
    expect(screen.getByText('September 16, 2025')).toHaveAttribute('datetime', '2025-09-16');
    expect(screen.getByRole('img', { name: guide.alt_tag })).toHaveAttribute('src', guide.guide_desktop_banner);

    const toc = screen.getByRole('navigation', { name: 'Table of Contents' });
    expect(within(toc).getByRole('link', { name: 'Map the Close' })).toHaveAttribute('href', '#map-the-close');
    expect(within(toc).getAllByRole('link')).toHaveLength(2);
    expect(toc.previousElementSibling).toHaveTextContent('Intro paragraph.');
    expect(document.getElementById('automate-reconciliations')).toHaveTextContent('Automate Reconciliations');
    const toggle = within(toc).getByRole('button', { name: 'Table of Contents' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(toc).queryByRole('link')).not.toBeInTheDocument();

    const author = screen.getByRole('region', { name: 'Written by' });
    expect(author).toHaveTextContent(guide.written_by ?? '');
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
    expect(within(faq).getByText('Usually six weeks.')).toBeVisible();

    const share = screen.getByRole('region', { name: 'Share this guide' });
    expect(
      within(share)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Share on Facebook', 'Share on Twitter', 'Share on Pinterest', 'Share on LinkedIn']);
    const recentGuides = screen.getByRole('region', { name: 'Recent Guides' });
    expect(within(recentGuides).getByRole('link')).toHaveAttribute('href', '/guides/other-guide');
    await waitFor(() => expect(structuredTypes()).toEqual(['Article', 'FAQPage', 'BreadcrumbList']));
    expect(document.title).toBe(guide.meta_title);
  });

  it('leaves out the author, the FAQ and the contents when the guide has none', async () => {
    fetchMock.mockImplementation(async () =>
      json(200, detail({ written_by: null, faq: [], faq_schema: null, description: '<p>Only text.</p>' })),
    );
    renderDetail();
    expect(await screen.findByText('Only text.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Written by' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Frequently Asked Questions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Table of Contents' })).not.toBeInTheDocument();
    await waitFor(() => expect(structuredTypes()).toEqual(['Article', 'BreadcrumbList']));
  });

  it('shows the not-found page in place, with noindex, when the API does not know the slug', async () => {
    fetchMock.mockImplementation(async () => missingSlugAnswer());
    renderDetail();
    await expectNotFoundPage();
    expect(screen.queryByText('The guide list')).not.toBeInTheDocument();
  });

  it("renders the server's not-found page at once from the shipped cache, and keeps it while asking again", async () => {
    const store = await storeFromServerWithMissingSlug((server) =>
      server.dispatch(guidesApi.endpoints.getGuideDetail.initiate('month-end-close')),
    );
    fetchMock.mockImplementation(async () => missingSlugAnswer());
    renderDetail(store);
    // The first render, before any effect or answer: what hydration compares with the server's HTML.
    expect(screen.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await expectNotFoundPage();
  });

  it('goes to the guide list when any other failure has an error body with status 0', async () => {
    fetchMock.mockImplementation(async () => serverFailureAnswer());
    renderDetail();
    expect(await screen.findByText('The guide list')).toBeInTheDocument();
    expectIndexable();
  });

  it('logs any other failure, and says in the page frame that its content cannot be shown now (the API away)', async () => {
    fetchMock.mockImplementation(async () => new Response('Bad gateway', { status: 502 }));
    renderDetail();
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('The guide could not be loaded', expect.anything()));
    expect(screen.queryByText('The guide list')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Guide' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(pageUnavailableCopy.note);
    expect(screen.getByRole('link', { name: pageUnavailableCopy.retry })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/guides\//),
    );
  });
});
