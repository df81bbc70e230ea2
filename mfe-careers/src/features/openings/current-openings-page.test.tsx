import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRoute } from '@site/shared';
import type { OpeningListResponse } from '@site/shared';
import { loadCampaignDetail } from '../../lib/career-selection.ts';
import { mockApi } from '../../test-support/api-mock.ts';
import { renderPage } from '../../test-support/render-page.tsx';
import { CurrentOpeningsPage } from './current-openings-page.tsx';
import { json } from '@site/shared/testing';

const openings: OpeningListResponse = {
  status: true,
  data: [
    {
      slug: 'ai-ml-engineer-remote-india',
      position_name: 'AI/ML Engineer',
      location: 'Remote (India)',
      description: 'Build and deploy machine learning solutions for insurance clients.',
    },
    {
      slug: 'insurance-process-associate-udaipur-india',
      position_name: 'Insurance Process Associate',
      location: 'Udaipur, India',
      description: 'Process new business, endorsements and renewals for US insurance agencies.',
    },
  ],
};

const path = getRoute('current-openings').path;

describe('CurrentOpeningsPage', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows each opening with its location and description, linking to its job description', async () => {
    const fetchMock = mockApi(() => json(200, openings));
    renderPage(<CurrentOpeningsPage />, { path });

    const list = await screen.findByRole('list', { name: 'Open positions' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'AI/ML Engineer' })).toHaveAttribute(
      'href',
      '/jd?position=AI%2FML+Engineer#AI%2FML%20Engineer',
    );
    expect(cards[0]).toHaveTextContent('Remote (India)');
    expect(cards[1]).toHaveTextContent('Process new business, endorsements and renewals');
    expect(String((fetchMock.mock.calls[0]?.[0] as Request).url)).toMatch(/\/api\/currunt\/opening$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Current openings' })).toBeInTheDocument();
  });

  it('keeps a query string longer than 5 characters as the campaign detail', async () => {
    mockApi(() => json(200, openings));
    renderPage(<CurrentOpeningsPage />, { path, entry: `${path}?utm_source=campaign` });
    await screen.findByRole('list', { name: 'Open positions' });
    expect(loadCampaignDetail()).toBe('utm_source=campaign');
  });

  it('ignores a query string of 5 characters', async () => {
    mockApi(() => json(200, openings));
    renderPage(<CurrentOpeningsPage />, { path, entry: `${path}?ab=cd` });
    await screen.findByRole('list', { name: 'Open positions' });
    expect(loadCampaignDetail()).toBeUndefined();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const fetchMock = mockApi(() => json(503, { status: 0, message: 'Unavailable' }));
    renderPage(<CurrentOpeningsPage />, { path });
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('We could not load the current openings');
    fetchMock.mockImplementation(async () => json(200, openings));
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Insurance Process Associate' })).toBeInTheDocument();
  });
});
