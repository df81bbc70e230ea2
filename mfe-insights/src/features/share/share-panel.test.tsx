import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARE_POPUP_HEIGHT, SHARE_POPUP_WIDTH, shareNetworks } from './share-links.ts';
import { SharePanel } from './share-panel.tsx';

const TITLE = 'Arcwell Opens a New Delivery Center in Udaipur';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the share panel', () => {
  it.each([
    ['Facebook', 'https://www.facebook.com/sharer/sharer.php?', 'u'],
    ['Twitter', 'https://twitter.com/intent/tweet?', 'url'],
    ['Pinterest', 'https://pinterest.com/pin/create/button/?', 'url'],
    ['LinkedIn', 'https://www.linkedin.com/shareArticle?', 'url'],
  ])('opens a %s popup of 626x436 carrying the page URL and title', async (network, address, urlParam) => {
    const popup = { opener: window } as unknown as Window;
    const open = jest.spyOn(window, 'open').mockImplementation(() => popup);
    render(<SharePanel title={TITLE} />);

    await userEvent.click(screen.getByRole('button', { name: `Share on ${network}` }));

    expect(open).toHaveBeenCalledTimes(1);
    const [url, , features] = open.mock.calls[0] ?? [];
    expect(String(url).startsWith(address)).toBe(true);
    const params = new URL(String(url)).searchParams;
    expect(params.get(urlParam)).toBe(window.location.href);
    expect([...params.values()]).toContain(TITLE);
    expect(features).toContain(`width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT}`);
    expect(SHARE_POPUP_WIDTH).toBe(626);
    expect(SHARE_POPUP_HEIGHT).toBe(436);
    expect(popup.opener).toBeNull();
  });

  it('offers the four networks of the spec, in order, under a Share heading', () => {
    render(<SharePanel title={TITLE} />);
    expect(screen.getByRole('region', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(
      shareNetworks.map((network) => `Share on ${network.label}`),
    );
  });
});
