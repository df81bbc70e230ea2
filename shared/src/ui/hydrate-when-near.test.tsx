import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useNavigate } from 'react-router';
import { installIntersectionObserver, removeIntersectionObserver } from '../../../jest/fake-intersection-observer.ts';
import { beginFirstHydration, endFirstHydration } from './first-hydration.ts';
import { HYDRATE_NEAR_MARGIN, HydrateWhenNear } from './hydrate-when-near.tsx';

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

let root: Root | undefined;
let container: HTMLElement | undefined;

/** The page as the server sent it, hydrated as the shell hydrates it. */
async function hydrateServerPage() {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  const heading = screen.getByRole('heading', { name: 'Partners' });
  beginFirstHydration();
  await act(async () => {
    root = hydrateRoot(container as HTMLElement, <Page />);
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
