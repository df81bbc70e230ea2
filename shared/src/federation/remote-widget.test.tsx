import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { installIntersectionObserver, removeIntersectionObserver } from '../../../jest/fake-intersection-observer.ts';
import { markPageReady, resetPageReady } from '../ui/page-ready.ts';
import { RemoteWidget, registerWidgetLoader } from './remote-widget.tsx';

function Subscribe({ label }: Record<string, unknown>) {
  return <button type="button">{String(label)}</button>;
}

let loads: string[];
let enter: () => void;

beforeEach(() => {
  loads = [];
  registerWidgetLoader(async (remote, expose) => {
    loads.push(`${remote}/${expose}`);
    return { default: Subscribe };
  });
  ({ enter } = installIntersectionObserver());
});

afterEach(() => {
  resetPageReady();
  removeIntersectionObserver();
});

describe('RemoteWidget', () => {
  it('shows its fallback and fetches nothing until it nears the viewport, then mounts the widget with its props', async () => {
    render(<RemoteWidget remote="forms" expose="./subscribe-box" props={{ label: 'GO' }} fallback={<p>Loading</p>} />);
    act(() => markPageReady());
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(loads).toEqual([]);

    enter();

    expect(await screen.findByRole('button', { name: 'GO' })).toBeInTheDocument();
    expect(loads).toEqual(['forms/./subscribe-box']);
  });

  it('keeps its fallback when the widget cannot be had', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    registerWidgetLoader(async () => {
      throw new Error('forms remote is down');
    });
    render(<RemoteWidget remote="forms" expose="./subscribe-box" fallback={<p>Loading</p>} />);
    act(() => markPageReady());
    enter();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});
