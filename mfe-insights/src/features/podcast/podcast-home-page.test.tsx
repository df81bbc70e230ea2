import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { PODCAST_MOBILE_MAX_WIDTH, PODCAST_PAGE_SIZE, PODCAST_PAGE_SIZE_MOBILE } from '@site/shared';
import { VIDEO_PLAYER_ORIGIN } from '@site/shared/contracts';
import { writeSiteConfig, renderWithProviders } from '@site/shared/testing';
import { PodcastHomePage } from './podcast-home-page.tsx';
import { json, listBody } from './podcast-test-data.ts';
import { WEB_SHARE_UNSUPPORTED } from './share-episode.ts';

// A site with a video player configured.
beforeAll(() => writeSiteConfig({ videoPlayerOrigin: VIDEO_PLAYER_ORIGIN }));

let fetchMock: jest.Mock<(input: Request) => Promise<Response>>;
const queries = () => fetchMock.mock.calls.map(([request]) => Object.fromEntries(new URL(request.url).searchParams));
const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  fetchMock = jest.fn(async (request: Request) => {
    const params = new URL(request.url).searchParams;
    return json(200, listBody(Number(params.get('per_page')), Number(params.get('page'))));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.restoreAllMocks();
  window.matchMedia = originalMatchMedia;
  Reflect.deleteProperty(navigator, 'share');
});

function Address() {
  const { pathname, search } = useLocation();
  return <span data-testid="address">{`${pathname}${search}`}</span>;
}

function renderHome(entry = '/podcast') {
  renderWithProviders(
    <>
      <PodcastHomePage />
      <Address />
    </>,
    { entry: entry },
  );
}

describe('the podcast home', () => {
  it('shows the featured episode, the series six at a time, trending, hosts and four platforms', async () => {
    const user = userEvent.setup();
    renderHome();
    const featured = await screen.findByRole('region', { name: 'Operations Talk 14' });
    expect(within(featured).getByText('Featured Episode · Episode 14')).toBeInTheDocument();
    const series = screen.getByRole('list', { name: 'Business Transformation Series' });
    expect(within(series).getAllByRole('listitem')).toHaveLength(PODCAST_PAGE_SIZE);
    expect(screen.getByRole('region', { name: 'Most Trending Episodes' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('region', { name: 'Meet The Hosts' })).toHaveTextContent('Operations Talk 1');
    const platforms = within(screen.getByRole('region', { name: 'Subscribe and never miss an episode' }));
    expect(platforms.getAllByRole('link')).toHaveLength(4);

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    const secondPage = await screen.findByRole('list', { name: 'Business Transformation Series' });
    expect(await within(secondPage).findByRole('link', { name: 'Operations Talk 7' })).toBeInTheDocument();
    expect(within(secondPage).queryByRole('link', { name: 'Operations Talk 1' })).not.toBeInTheDocument();
    expect(queries()).toEqual([
      { per_page: String(PODCAST_PAGE_SIZE), page: '1' },
      { per_page: String(PODCAST_PAGE_SIZE), page: '2' },
    ]);
  });

  it('asks for four episodes a page at 767 px or less', async () => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query === `(max-width: ${PODCAST_MOBILE_MAX_WIDTH}px)`,
    })) as typeof window.matchMedia;
    renderHome();
    const series = await screen.findByRole('list', { name: 'Business Transformation Series' });
    expect(within(series).getAllByRole('listitem')).toHaveLength(PODCAST_PAGE_SIZE_MOBILE);
    expect(queries()).toEqual([{ per_page: String(PODCAST_PAGE_SIZE_MOBILE), page: '1' }]);
  });

  it('plays the featured episode in the video modal', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.click(await screen.findByRole('button', { name: 'Play: Operations Talk 14' }));
    const modal = screen.getByRole('dialog', { name: 'Operations Talk 14' });
    expect(within(modal).getByTitle('Operations Talk 14')).toHaveAttribute(
      'src',
      expect.stringContaining('https://player.videohost.example/video/1014'),
    );
    await user.click(within(modal).getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shares through Web Share, and logs when the browser has none', async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    renderHome();
    const shareButton = await screen.findByRole('button', { name: 'Share' });
    await user.click(shareButton);
    expect(log).toHaveBeenCalledWith(WEB_SHARE_UNSUPPORTED);
    expect(WEB_SHARE_UNSUPPORTED).toBe('Web Share API is not supported in your browser.');

    const share = jest.fn(async (data: ShareData) => {
      expect(data.url).toBeDefined();
    });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await user.click(shareButton);
    expect(share).toHaveBeenCalledWith({
      title: 'Operations Talk 14',
      text: 'What episode 14 teaches about operations',
      url: `${window.location.origin}/podcast/episode-14`,
    });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('says so when the episodes cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => json(500, { status: 0, message: 'Something went wrong on our side.' }));
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the episodes. Please try again later.',
    );
    expect(console.error).toHaveBeenCalled();
  });

  it('goes back to the first page of the series when a later page fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (request: Request) =>
      new URL(request.url).searchParams.get('page') === '2'
        ? json(500, { status: 0, message: 'Something went wrong on our side.' })
        : (answer as (input: Request) => Promise<Response>)(request),
    );
    renderHome();
    await user.click(await screen.findByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    // The home starts again: a new series list at page 1.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'));
    const series = screen.getByRole('list', { name: 'Business Transformation Series' });
    expect(within(series).getByRole('link', { name: 'Operations Talk 1' })).toBeInTheDocument();
  });

  it("keeps the series' page in the address: ?page= is rendered, and each page is a link to its address", async () => {
    const user = userEvent.setup();
    renderHome('/podcast?page=2');
    const series = await screen.findByRole('list', { name: 'Business Transformation Series' });
    expect(await within(series).findByRole('link', { name: 'Operations Talk 7' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Series pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/podcast');
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/podcast?page=3');

    await user.click(within(pages).getByRole('link', { name: 'Page 1' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/podcast$/));
    expect(queries()).toEqual([
      { per_page: String(PODCAST_PAGE_SIZE), page: '2' },
      { per_page: String(PODCAST_PAGE_SIZE), page: '1' },
    ]);
  });
});
