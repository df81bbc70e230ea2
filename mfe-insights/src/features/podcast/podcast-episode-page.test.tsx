import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { getRoute } from '@site/shared';
import {
  expectIndexable,
  expectNotFoundPage,
  missingSlugAnswer,
  serverFailureAnswer,
} from '../../test-support/not-found.ts';
import { PodcastEpisodePage } from './podcast-episode-page.tsx';
import { episode, json } from './podcast-test-data.ts';
import { renderWithProviders } from '@site/shared/testing';

let fetchMock: jest.Mock<(input: Request) => Promise<Response>>;
const slugOf = (request: Request) => new URL(request.url).pathname.split('/').at(-1) ?? '';

beforeEach(() => {
  // episode-1 has a speaker; the others do not.
  fetchMock = jest.fn(async (request: Request) => {
    const slug = slugOf(request);
    const number = Number(slug.replace('episode-', ''));
    return json(200, episode(slug, number, number === 1 ? 'Priya Kothari' : null));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.restoreAllMocks();
});

function renderEpisode(slug = 'episode-1') {
  renderWithProviders(
    <>
      <Routes>
        <Route path={getRoute('podcast-episode').path} element={<PodcastEpisodePage />} />
        <Route path={getRoute('podcast').path} element={<p>The podcast home</p>} />
      </Routes>
    </>,
    { entry: `/podcast/${slug}` },
  );
}

const overview = () => screen.getByRole('tablist', { name: 'Episode overview' });
const people = () => screen.getByRole('tablist', { name: 'People on this episode' });

describe('the podcast episode page', () => {
  it('shows number, title, the overview tabs, the player and show notes', async () => {
    const user = userEvent.setup();
    renderEpisode();
    expect(await screen.findByRole('heading', { level: 1, name: 'Claims Intake Lessons, Part 1' })).toBeInTheDocument();
    expect(screen.getByText('Episode 1')).toBeInTheDocument();
    expect(within(overview()).getByRole('tab', { name: 'About The Episodes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'About The Episodes' })).toHaveTextContent('About this conversation.');
    await user.click(within(overview()).getByRole('tab', { name: 'Insights: Quick Recap' }));
    expect(screen.getByRole('tabpanel', { name: 'Insights: Quick Recap' })).toHaveTextContent('Triage early.');
    expect(document.querySelector('audio[controls]')).toHaveAttribute('src', '/media/podcasts/audio/episode-1.ogg');
    expect(screen.getByRole('heading', { level: 2, name: 'Show Notes' })).toBeInTheDocument();
    expect(screen.getByText('A claims leader on rebuilding intake.')).toBeInTheDocument();
  });

  it('shows Our Speaker only when the episode names a speaker, Our Guest first', async () => {
    const user = userEvent.setup();
    renderEpisode('episode-1');
    await screen.findByRole('heading', { level: 1, name: 'Claims Intake Lessons, Part 1' });
    const tabs = within(people()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Our Guest', 'Our Speaker']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Our Guest' })).toHaveTextContent('Marcus Oyelaran');
    await user.click(within(people()).getByRole('tab', { name: 'Our Speaker' }));
    expect(screen.getByRole('tabpanel', { name: 'Our Speaker' })).toHaveTextContent('Priya Kothari');
  });

  it('starts both tab sets again on their first tab when another episode loads', async () => {
    const user = userEvent.setup();
    renderEpisode('episode-1');
    await screen.findByRole('heading', { level: 1, name: 'Claims Intake Lessons, Part 1' });
    await user.click(within(overview()).getByRole('tab', { name: 'Insights: Quick Recap' }));
    await user.click(within(people()).getByRole('tab', { name: 'Our Speaker' }));

    const others = screen.getByRole('region', { name: 'More Episodes' });
    await user.click(within(others).getByRole('link', { name: 'Other Episode 2' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Claims Intake Lessons, Part 2' })).toBeInTheDocument();
    expect(within(overview()).getByRole('tab', { name: 'About The Episodes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      within(people())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Our Guest']);
    expect(within(people()).getByRole('tab', { name: 'Our Guest' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the transcript in a modal dialog that its own button, or Escape, closes', async () => {
    const user = userEvent.setup();
    renderEpisode();
    const open = await screen.findByRole('button', { name: 'View Transcript' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Transcript' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Welcome to the show.');
    const close = within(dialog).getByRole('button', { name: 'Close transcript' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the not-found page in place, with noindex, when the API does not know the episode', async () => {
    fetchMock.mockImplementation(async () => missingSlugAnswer());
    renderEpisode('no-such-episode');
    await expectNotFoundPage();
    expect(screen.queryByText('The podcast home')).not.toBeInTheDocument();
  });

  it('goes to the podcast home when the episode fails to load for any other reason', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => serverFailureAnswer());
    renderEpisode('episode-1');
    expect(await screen.findByText('The podcast home')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
    expectIndexable();
  });
});
