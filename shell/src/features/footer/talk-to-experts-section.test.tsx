import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  NOT_FOUND_PATH,
  WidgetLoaderContext,
  footerHiddenRouteIds,
  getRoute,
  markPageReady,
  resetPageReady,
} from '@site/shared';
import type { RemoteRegistry } from '../remotes/remote-registry.ts';
import { TalkToExpertsSection } from './talk-to-experts-section.tsx';
import { installIntersectionObserver, removeIntersectionObserver } from '@site/shared/testing';

function ExpertsWidget() {
  return (
    <label>
      Name <input />
    </label>
  );
}

let registry: RemoteRegistry;

beforeEach(() => {
  registry = {
    loadPages: jest.fn(async () => ({})),
    loadExpose: jest.fn(async () => ({ default: ExpertsWidget })),
    reset: jest.fn(),
  };
});

afterEach(() => {
  jest.useRealTimers();
  removeIntersectionObserver();
  resetPageReady();
});

const section = (path: string) => (
  <WidgetLoaderContext value={{ load: (remote, expose) => registry.loadExpose(remote, expose), where: 'browser' }}>
    <MemoryRouter initialEntries={[path]}>
      <TalkToExpertsSection />
    </MemoryRouter>
  </WidgetLoaderContext>
);

/** Renders the section where it is shown: its code loads when it renders (in act, which sees it come). */
async function renderAt(path: string) {
  // eslint-disable-next-line testing-library/no-unnecessary-act -- React retries a suspended part only in an awaited act
  await act(async () => {
    render(section(path));
  });
  await screen.findByRole('heading', { name: 'Talk to our experts' });
}

describe('TalkToExpertsSection', () => {
  it.each([...footerHiddenRouteIds.filter((id) => id !== 'event-detail').map((id) => getRoute(id).path), '/events/x'])(
    'is hidden on %s',
    (path) => {
      // Nothing at all: not even the part whose code would load later.
      const { container } = render(section(path));
      expect(container).toBeEmptyDOMElement();
    },
  );

  it.each(['/', NOT_FOUND_PATH, '/guides/some-guide', '/news/some-news', '/podcast/some-episode', '/our-leadership'])(
    'is shown on %s',
    async (path) => {
      installIntersectionObserver();
      await renderAt(path);
      expect(screen.getByRole('region', { name: 'Talk to our experts' })).toBeInTheDocument();
    },
  );

  it('rendered in the browser, fetches the widget once the page is on screen, wherever the section is (issue 52)', async () => {
    // Without the server's HTML there is no form until the widget comes: it does not wait to be scrolled to.
    installIntersectionObserver();
    await renderAt('/');
    expect(registry.loadExpose).not.toHaveBeenCalled();

    act(() => markPageReady());

    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(registry.loadExpose).toHaveBeenCalledTimes(1);
    expect(registry.loadExpose).toHaveBeenCalledWith('forms', './talk-to-expert');
  });

  it('loads the widget after the browser is idle where IntersectionObserver is missing', async () => {
    jest.useFakeTimers();
    await renderAt('/');
    expect(registry.loadExpose).not.toHaveBeenCalled();

    await act(async () => {
      await jest.runAllTimersAsync();
    });

    expect(registry.loadExpose).toHaveBeenCalledWith('forms', './talk-to-expert');
  });

  it('keeps the page around it when the widget cannot be loaded', async () => {
    const { enter } = installIntersectionObserver();
    registry.loadExpose = jest.fn(async () => {
      throw new Error('forms remote is down');
    });
    await renderAt('/');

    enter();

    expect(await screen.findByRole('heading', { name: 'Talk to our experts' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });
});
