import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useNavigate } from 'react-router';
import { installIntersectionObserver, removeIntersectionObserver } from '../testing/fake-intersection-observer.ts';
import { beginFirstHydration, endFirstHydration } from './first-hydration.ts';
import { HYDRATE_NEAR_MARGIN, HydrateWhenNear, lazyPart } from './hydrate-when-near.tsx';

/** A part whose code visibly runs: its effect says so, and its button counts clicks. */
function Counter({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  // Rendered as 'as sent' on the server and while hydrating; 'running' once this part's code runs in the browser.
  const running = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  return (
    <section>
      <h2>{label}</h2>
      <p>{running ? 'running' : 'as sent'}</p>
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        Clicked {clicks}
      </button>
    </section>
  );
}

/** A link outside the part that changes the address, as a tab's query does. */
function TabLink() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/contact-us?tab=careers')}>
      Careers tab
    </button>
  );
}

function Page({ label = 'Partners', marker = 'first' }: { label?: string; marker?: string }) {
  return (
    <MemoryRouter initialEntries={['/contact-us']}>
      <main>
        <p>Page {marker}</p>
        <TabLink />
        <HydrateWhenNear>
          <Counter label={label} />
        </HydrateWhenNear>
      </main>
    </MemoryRouter>
  );
}

const counter = () => screen.getByRole('button', { name: /Clicked/ });

/** The counter as a lazy part whose code arrives when the test says (or fails to), counting its fetches. */
function lazyCounter() {
  const pending: { resolve: (component: typeof Counter) => void; reject: (error: Error) => void }[] = [];
  const load = jest.fn(() => new Promise<typeof Counter>((resolve, reject) => pending.push({ resolve, reject })));
  return {
    Part: lazyPart(load),
    load,
    arrive: () => act(async () => pending.at(-1)?.resolve(Counter)),
    fail: () => act(async () => pending.at(-1)?.reject(new Error('chunk load failed'))),
  };
}

/** Page, with the counter as a lazy part: the same HTML. */
function LazyPage({
  Part,
  label = 'Partners',
  marker = 'first',
}: {
  Part: ComponentType<{ label: string }>;
  label?: string;
  marker?: string;
}) {
  return (
    <MemoryRouter initialEntries={['/contact-us']}>
      <main>
        <p>Page {marker}</p>
        <TabLink />
        <Part label={label} />
      </main>
    </MemoryRouter>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;

/** The page as the server sent it, hydrated as the shell hydrates it (the page the browser renders: `page`). */
async function hydrateServerPage(page = <Page />) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  const heading = screen.getByRole('heading', { name: 'Partners' });
  beginFirstHydration();
  await act(async () => {
    root = hydrateRoot(container as HTMLElement, page);
  });
  return heading;
}

afterEach(() => {
  endFirstHydration();
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  removeIntersectionObserver();
});

describe('HydrateWhenNear', () => {
  it("leaves the server's HTML unhydrated until the part comes near the viewport, then hydrates those same elements", async () => {
    const { observers, observed, enter } = installIntersectionObserver();
    const heading = await hydrateServerPage();

    expect(screen.getByText('as sent')).toBeInTheDocument();
    expect(observers[0]?.options?.rootMargin).toBe(HYDRATE_NEAR_MARGIN);
    expect(observed).toEqual([heading.closest('section')]);

    await act(async () => enter());
    expect(await screen.findByText('running')).toBeInTheDocument();
    // Hydrated, not rendered again: the very elements the server sent.
    expect(screen.getByRole('heading', { name: 'Partners' })).toBe(heading);
    fireEvent.click(counter());
    expect(counter()).toHaveTextContent('Clicked 1');
  });

  it('hydrates at once and handles the click when the visitor clicks in a part before it came near', async () => {
    installIntersectionObserver();
    const heading = await hydrateServerPage();
    expect(screen.getByText('as sent')).toBeInTheDocument();

    await userEvent.click(counter());
    expect(counter()).toHaveTextContent('Clicked 1');
    expect(screen.getByRole('heading', { name: 'Partners' })).toBe(heading);
  });

  it('handles a click that arrives with no pointer before it (a keyboard or an assistive technology)', async () => {
    installIntersectionObserver();
    const heading = await hydrateServerPage();

    // The click opens the part's gate, which settles the promise it was suspended on: React asks for act.
    // eslint-disable-next-line testing-library/no-unnecessary-act
    await act(async () => {
      fireEvent.click(counter());
    });
    expect(counter()).toHaveTextContent('Clicked 1');
    expect(screen.getByRole('heading', { name: 'Partners' })).toBe(heading);
  });

  it("hydrates the part, keeping the server's HTML, when the address changes before it came near", async () => {
    installIntersectionObserver();
    const heading = await hydrateServerPage();

    // The navigation is a transition that meets the unhydrated part: React asks for an awaited act around it.
    // eslint-disable-next-line testing-library/no-unnecessary-act
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Careers tab' }));
    });
    expect(await screen.findByText('running')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Partners' })).toBe(heading);
  });

  it('hydrates when a pointer or the keyboard reaches into the part', async () => {
    installIntersectionObserver();
    await hydrateServerPage();
    await act(async () => {
      counter().focus();
    });
    expect(await screen.findByText('running')).toBeInTheDocument();
  });

  it("keeps the server's HTML while its parent renders again, and shows the parent's latest props once hydrated", async () => {
    const { enter } = installIntersectionObserver();
    const heading = await hydrateServerPage();

    await act(async () => root?.render(<Page label="Clients" marker="second" />));
    expect(screen.getByText('Page second')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Partners' })).toBe(heading);
    expect(screen.getByText('as sent')).toBeInTheDocument();

    await act(async () => enter());
    expect(await screen.findByRole('heading', { name: 'Clients' })).toBeInTheDocument();
    expect(screen.getByText('running')).toBeInTheDocument();
  });

  it('renders the part at once when the browser renders the page itself (a navigation, no server HTML)', () => {
    installIntersectionObserver();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Partners' })).toBeInTheDocument();
    expect(screen.getByText('running')).toBeInTheDocument();
  });

  it('renders a part with nothing from the server at once, even during the first hydration', async () => {
    installIntersectionObserver();
    beginFirstHydration();
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container as HTMLElement, <Page />, { onRecoverableError: () => {} });
    });
    expect(await screen.findByText('running')).toBeInTheDocument();
  });
});

describe('lazyPart', () => {
  it("fetches the part's code only when the part is reached, then hydrates the elements the server sent", async () => {
    const { enter } = installIntersectionObserver();
    const { Part, load, arrive } = lazyCounter();
    const heading = await hydrateServerPage(<LazyPage Part={Part} />);
    expect(load).not.toHaveBeenCalled();

    await act(async () => enter());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('as sent')).toBeInTheDocument();

    await arrive();
    expect(await screen.findByText('running')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Partners' })).toBe(heading);
    fireEvent.click(counter());
    expect(counter()).toHaveTextContent('Clicked 1');
  });

  it("keeps the server's elements while its code is on its way and the parent renders again, then hydrates them", async () => {
    installIntersectionObserver();
    const { Part, arrive } = lazyCounter();
    const heading = await hydrateServerPage(<LazyPage Part={Part} />);
    await act(async () => {
      counter().focus();
    });
    const button = counter();

    // The parent renders again before the code is here: a boundary still waiting would be rendered afresh.
    await act(async () => root?.render(<LazyPage Part={Part} label="Clients" marker="second" />));
    expect(screen.getByText('Page second')).toBeInTheDocument();
    expect(screen.getByText('as sent')).toBeInTheDocument();

    await arrive();
    expect(await screen.findByText('running')).toBeInTheDocument();
    // The very elements the server sent, hydrated, then given the parent's latest props; focus stayed.
    expect(heading).toHaveTextContent('Clients');
    expect(heading.isConnected).toBe(true);
    expect(counter()).toBe(button);
    expect(button).toHaveFocus();
  });

  it("leaves the server's HTML when the code does not come, and tries again when the part is reached again", async () => {
    installIntersectionObserver();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { Part, load, fail, arrive } = lazyCounter();
    await hydrateServerPage(<LazyPage Part={Part} />);
    await act(async () => {
      counter().focus();
    });
    await fail();
    expect(screen.getByText('as sent')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('did not load'), expect.any(Error));
    errors.mockRestore();

    await userEvent.click(counter());
    expect(load).toHaveBeenCalledTimes(2);
    await arrive();
    expect(await screen.findByText('running')).toBeInTheDocument();
  });

  it('renders the part once its code is here when the browser renders the page itself', async () => {
    installIntersectionObserver();
    const { Part, load, arrive } = lazyCounter();
    // The part suspends until its code is here: React retries it only inside an awaited act.
    // eslint-disable-next-line testing-library/no-unnecessary-act
    await act(async () => {
      render(<LazyPage Part={Part} />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(await screen.findByText('running')).toBeInTheDocument();
  });
});
