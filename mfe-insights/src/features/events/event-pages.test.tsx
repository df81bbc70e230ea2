import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { EVENT_PAGE_SIZE, getRoute } from '@site/shared';
import type { EventListItem, SiteEvent } from '@site/shared';
import { ALL_EVENTS_LINK, EVENT_LIST_HEADING, EVENT_NOT_FOUND_MESSAGE } from './constants.ts';
import { expectIndexable, expectNotFoundPage, serverFailureAnswer } from '../../test-support/not-found.ts';
import { EventDetailPage } from './event-detail-page.tsx';
import { EventListPage } from './event-list-page.tsx';
import { json, renderWithProviders } from '@site/shared/testing';

const item: EventListItem = {
  slug: 'bridgeline-insurance-distribution-conference-2026',
  title: 'Bridgeline Insurance Distribution Conference 2026',
  feature_image: '/media/events/bridgeline.svg',
  feature_alt_tag: 'Illustration of a conference hall',
  start_date: '2026-03-10',
  end_date: '2026-03-12',
  location: 'Las Vegas, United States',
  short_description: 'Meet our distribution operations team.',
};
const event: SiteEvent = {
  ...item,
  venue: 'Desert Meridian Convention Center',
  description: '<p>Visit our booth.</p>',
  meta_title: 'Bridgeline Conference 2026',
  meta_description: 'Meet Arcwell at Bridgeline 2026.',
  keywords: 'insurance distribution conference',
};

let fetchMock: jest.Mock<(input: Request) => Promise<Response>>;

beforeEach(() => {
  fetchMock = jest.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/events/data') {
      return json(200, {
        status: true,
        data: { data: [item], current_page: 1, last_page: 1, per_page: EVENT_PAGE_SIZE, total: 1 },
      });
    }
    if (pathname === `/api/events/detail/${item.slug}`) return json(200, { status: true, data: event });
    return json(404, { status: 0, message: 'Event not found.' });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.restoreAllMocks();
});

function renderAt(path: string) {
  renderWithProviders(
    <>
      <Routes>
        <Route path={getRoute('events').path} element={<EventListPage />} />
        <Route path={getRoute('event-detail').path} element={<EventDetailPage />} />
      </Routes>
    </>,
    { entry: path },
  );
}

describe('the events', () => {
  it("list cards with 'Month day-endday, year' linking to each event", async () => {
    renderAt('/events');
    const section = screen.getByRole('region', { name: EVENT_LIST_HEADING });
    const [eventCard] = await within(section).findAllByRole('article');
    const view = within(eventCard as HTMLElement);
    expect(view.getByRole('link', { name: item.title })).toHaveAttribute('href', `/events/${item.slug}`);
    expect(view.getByText('March 10-12, 2026')).toBeInTheDocument();
    expect(view.getByText(item.location)).toBeInTheDocument();
    expect(within(section).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('show an event with its dates, venue, body and share panel, from its own meta', async () => {
    renderAt(`/events/${item.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: event.title })).toBeInTheDocument();
    expect(screen.getByText('March 10-12, 2026')).toBeInTheDocument();
    expect(screen.getByText(event.venue)).toBeInTheDocument();
    expect(screen.getByText('Visit our booth.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Share' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', event.meta_description);
  });

  it('show the not-found page in place of an unknown event, with noindex', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/events/no-such-event');
    await expectNotFoundPage();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('say so in place of an event that failed to load', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => serverFailureAnswer());
    renderAt(`/events/${item.slug}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_NOT_FOUND_MESSAGE);
    expectIndexable();
    expect(screen.getByRole('link', { name: ALL_EVENTS_LINK })).toHaveAttribute('href', getRoute('events').path);
    expect(log).toHaveBeenCalledWith('Event failed to load', expect.anything());
  });
});
