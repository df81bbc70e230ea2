import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ReviewWidget } from './review-widget.tsx';

const WIDGET_URL = 'https://reviews.example/widget.js';
const widgetScripts = () => [...document.scripts].filter((script) => script.getAttribute('src') === WIDGET_URL);

afterEach(() => {
  for (const script of widgetScripts()) script.remove();
});

describe('the review widget', () => {
  it('adds its script once: not again on a re-render or on a second visit in the same session', () => {
    const firstVisit = render(
      <StrictMode>
        <ReviewWidget scriptUrl={WIDGET_URL} />
      </StrictMode>,
    );
    firstVisit.rerender(
      <StrictMode>
        <ReviewWidget scriptUrl={WIDGET_URL} />
      </StrictMode>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Independent reviews' })).toBeInTheDocument();
    expect(widgetScripts()).toHaveLength(1);
    expect(widgetScripts()[0]?.async).toBe(true);

    firstVisit.unmount();
    render(<ReviewWidget scriptUrl={WIDGET_URL} />);

    expect(widgetScripts()).toHaveLength(1);
  });

  it('loads nothing and shows nothing when no address is configured', () => {
    const { container } = render(<ReviewWidget scriptUrl={undefined} />);

    expect(container).toBeEmptyDOMElement();
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });
});
