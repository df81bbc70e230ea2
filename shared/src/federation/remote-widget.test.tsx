import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { installIntersectionObserver, removeIntersectionObserver } from '../testing/fake-intersection-observer.ts';
import { markPageReady, resetPageReady } from '../ui/page-ready.ts';
import { RemoteWidget, WidgetLoaderContext } from './remote-widget.tsx';
import type { ExposeLoader } from './remote-widget.tsx';

function Subscribe({ label }: Record<string, unknown>) {
  return <button type="button">{String(label)}</button>;
}

let loads: string[];
let loader: ExposeLoader;

beforeEach(() => {
  loads = [];
  loader = async (remote, expose) => {
    loads.push(`${remote}/${expose}`);
    return { default: Subscribe };
  };
  installIntersectionObserver();
});

afterEach(() => {
  resetPageReady();
  removeIntersectionObserver();
  document.body.innerHTML = '';
});

const withLoader = (element: React.ReactElement, load: ExposeLoader = loader) => (
  <WidgetLoaderContext value={{ load, where: 'browser' }}>{element}</WidgetLoaderContext>
);

describe('RemoteWidget on a page rendered in the browser', () => {
  it('shows its fallback until the page is on screen, then fetches the widget wherever it is (issue 52)', async () => {
    render(
      withLoader(
        <RemoteWidget remote="forms" expose="./subscribe-box" props={{ label: 'GO' }} fallback={<p>Loading</p>} />,
      ),
    );
    // Before the page itself is on screen nothing is fetched: the widget never competes with the page's remote.
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(loads).toEqual([]);

    // There is no server HTML to stand in for it, so it does not wait to be scrolled to (nothing enters here).
    act(() => markPageReady());

    expect(await screen.findByRole('button', { name: 'GO' })).toBeInTheDocument();
    expect(loads).toEqual(['forms/./subscribe-box']);
  });

  it('keeps its fallback when the widget cannot be had', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      withLoader(<RemoteWidget remote="forms" expose="./subscribe-box" fallback={<p>Loading</p>} />, async () => {
        throw new Error('forms remote is down');
      }),
    );
    act(() => markPageReady());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});
