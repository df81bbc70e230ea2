import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { getRoute, remoteFallbackCopy } from '@site/shared';
import type { PageRoute, RemoteName, RemotePages } from '@site/shared';
import { RemotePage } from './remote-page.tsx';
import { RemoteRegistryContext } from './remote-registry-context.ts';
import type { RemoteRegistry } from './remote-registry.ts';

const guidesRoute = getRoute('guides') as PageRoute & { owner: RemoteName };

/** Awaited: the page suspends until the remote's pages arrive (React only retries it inside an awaited act). */
async function renderPage(registry: RemoteRegistry) {
  // eslint-disable-next-line testing-library/no-unnecessary-act -- the suspended page needs the awaited act (above)
  return act(async () =>
    render(
      <MemoryRouter>
        <RemoteRegistryContext.Provider value={registry}>
          <RemotePage route={guidesRoute} />
        </RemoteRegistryContext.Provider>
      </MemoryRouter>,
    ),
  );
}

describe('RemotePage', () => {
  it("renders the owning remote's page for the route", async () => {
    const registry: RemoteRegistry = {
      loadPages: jest.fn(async () => ({ guides: () => <p>Guide list</p> })),
      loadExpose: jest.fn(async () => ({})),
      reset: jest.fn(),
    };
    await renderPage(registry);

    expect(await screen.findByText('Guide list')).toBeInTheDocument();
    expect(registry.loadPages).toHaveBeenCalledWith('insights');
  });

  it('shows the fallback inside the page frame, and Retry loads the remote once it is back', async () => {
    let remoteUp = false;
    const registry: RemoteRegistry = {
      loadPages: jest.fn(async (): Promise<RemotePages> => {
        if (!remoteUp) throw new Error('connection refused');
        return { guides: () => <p>Guide list</p> };
      }),
      loadExpose: jest.fn(async () => ({})),
      reset: jest.fn(),
    };
    await renderPage(registry);

    expect(await screen.findByRole('alert')).toHaveTextContent(remoteFallbackCopy.heading);
    expect(screen.getByRole('heading', { level: 1, name: 'Guides' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();

    remoteUp = true;
    const retry = screen.getByRole('button', { name: remoteFallbackCopy.retry });
    // eslint-disable-next-line testing-library/no-unnecessary-act -- the retry suspends the page again (see renderPage)
    await act(async () => userEvent.click(retry));

    expect(await screen.findByText('Guide list')).toBeInTheDocument();
    expect(registry.reset).toHaveBeenCalledWith('insights');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the fallback when the remote page throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('broken page');
    };
    const registry: RemoteRegistry = {
      loadPages: jest.fn(async () => ({ guides: Broken })),
      loadExpose: jest.fn(async () => ({})),
      reset: jest.fn(),
    };
    await renderPage(registry);

    expect(await screen.findByRole('button', { name: remoteFallbackCopy.retry })).toBeInTheDocument();
  });
});
