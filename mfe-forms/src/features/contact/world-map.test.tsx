import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { getRoute } from '@site/shared';
import { type FetchMock, mockFetch } from '../../testing/fetch-mock.ts';
import { fastUser, renderWithStore } from '../../testing/render-with-store.tsx';
import { mapPins } from './map-pins.ts';
import { WorldMap } from './world-map.tsx';

let fetchMock: FetchMock;
let user: ReturnType<typeof fastUser>;
beforeEach(() => {
  fetchMock = mockFetch();
  user = fastUser();
});
afterEach(() => {
  jest.restoreAllMocks();
});

const renderMap = () => renderWithStore(<WorldMap />, getRoute('contact').path);
const [firstPin, secondPin] = mapPins;
const pinButton = (place = firstPin?.place ?? '') => screen.getByRole('button', { name: place });

describe('the Contact us world map', () => {
  it('reads the map as SVG text and draws it out of the accessibility tree', async () => {
    const { container } = renderMap();

    await waitFor(() => expect(container.querySelector('svg path[data-region="test"]')).not.toBeNull());
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(fetchMock.mock.calls[0]?.[0].url).toMatch(/test-file-stub$/);
  });

  it('marks three or four places with focusable pins whose tooltips start hidden', () => {
    renderMap();
    expect(mapPins.length).toBeGreaterThanOrEqual(3);
    expect(mapPins.length).toBeLessThanOrEqual(4);
    for (const pin of mapPins) {
      expect(pinButton(pin.place)).toHaveAccessibleDescription(expect.stringContaining(pin.role));
    }
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows a tooltip while the pointer is over its pin', async () => {
    renderMap();

    await user.hover(pinButton());
    expect(screen.getByRole('tooltip')).toHaveTextContent(firstPin?.detail ?? '');

    await user.unhover(pinButton());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows a tooltip while its pin has keyboard focus, and Escape hides it', async () => {
    renderMap();

    await user.tab();
    expect(pinButton()).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(firstPin?.place ?? '');

    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent(secondPin?.place ?? '');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
