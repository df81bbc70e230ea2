import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NOT_FOUND_PATH, footerHiddenRouteIds, getRoute, registerWidgetLoader } from '@site/shared';
import type { RemoteRegistry } from '../remotes/remote-registry.ts';
import { TalkToExpertsSection } from './talk-to-experts-section.tsx';

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
  registerWidgetLoader((remote, expose) => registry.loadExpose(remote, expose));
});

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TalkToExpertsSection />
    </MemoryRouter>,
  );
}

/** An IntersectionObserver the test drives: `enter()` brings every observed element near the viewport. */
function installObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  class FakeObserver {
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options?: IntersectionObserverInit,
    ) {
      observers.push(this);
    }
    observe() {}
    disconnect() {}
  }
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  return {
    observers,
    enter: () =>
      act(() => {
        for (const observer of observers) {
          observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      }),
  };
}

describe('TalkToExpertsSection', () => {
  it.each([...footerHiddenRouteIds.filter((id) => id !== 'event-detail').map((id) => getRoute(id).path), '/events/x'])(
    'is hidden on %s',
    (path) => {
      renderAt(path);
      expect(screen.queryByRole('heading', { name: 'Talk to our experts' })).not.toBeInTheDocument();
    },
  );

  it.each(['/', NOT_FOUND_PATH, '/guides/some-guide', '/news/some-news', '/podcast/some-episode', '/our-leadership'])(
    'is shown on %s',
    (path) => {
      installObserver();
      renderAt(path);
      expect(screen.getByRole('region', { name: 'Talk to our experts' })).toBeInTheDocument();
    },
  );

  it('fetches the widget only when the section comes near the viewport', async () => {
    const { observers, enter } = installObserver();
    renderAt('/');

    expect(registry.loadExpose).not.toHaveBeenCalled();
    expect(observers[0]?.options?.rootMargin).toBeTruthy();

    enter();

    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(registry.loadExpose).toHaveBeenCalledTimes(1);
    expect(registry.loadExpose).toHaveBeenCalledWith('forms', './talk-to-expert');
  });

  it('loads the widget after the browser is idle where IntersectionObserver is missing', async () => {
    jest.useFakeTimers();
    renderAt('/');
    expect(registry.loadExpose).not.toHaveBeenCalled();

    await act(async () => {
      await jest.runAllTimersAsync();
    });

    expect(registry.loadExpose).toHaveBeenCalledWith('forms', './talk-to-expert');
  });

  it('keeps the page around it when the widget cannot be loaded', async () => {
    const { enter } = installObserver();
    registry.loadExpose = jest.fn(async () => {
      throw new Error('forms remote is down');
    });
    renderAt('/');

    enter();

    expect(await screen.findByRole('heading', { name: 'Talk to our experts' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });
});
