import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { getRoute } from '@site/shared';
import { MEETING_SCHEDULER_URL } from './constants.ts';
import { thankYouContent } from './thank-you-content.ts';
import { ThankYouPage } from './thank-you-page.tsx';

function renderPage(routeId: string) {
  render(
    <MemoryRouter initialEntries={[getRoute(routeId).path]}>
      <ThankYouPage routeId={routeId} />
    </MemoryRouter>,
  );
}

describe('the thank-you pages', () => {
  it.each(Object.keys(thankYouContent))('%s has its heading, what happens next and links on', (routeId) => {
    const content = thankYouContent[routeId];
    renderPage(routeId);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you' })).toBeInTheDocument();
    expect(screen.getByText(content?.lead ?? '')).toBeInTheDocument();
    const nextSteps = screen.getByRole('region', { name: 'What happens next' });
    expect(
      within(nextSteps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(content?.nextSteps);
    const links = within(screen.getByRole('navigation', { name: 'While you wait' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      content?.links.map((link) => getRoute(link.routeId).path),
    );
  });

  it('offers Schedule Your Call, in a new tab, on the consultation page only', () => {
    renderPage('consultation-thankyou');
    const schedule = screen.getByRole('link', { name: /Schedule Your Call/ });
    expect(schedule).toHaveAttribute('href', MEETING_SCHEDULER_URL);
    expect(schedule).toHaveAttribute('target', '_blank');
    expect(schedule).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no scheduler link on the other thank-you pages', () => {
    renderPage('media-thankyou');
    expect(screen.queryByRole('link', { name: /Schedule Your Call/ })).not.toBeInTheDocument();
  });
});
