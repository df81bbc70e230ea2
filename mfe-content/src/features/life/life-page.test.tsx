import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { getRoute } from '@site/shared';
import { LifePage } from './life-page.tsx';

function renderPage() {
  return render(
    <MemoryRouter>
      <LifePage />
    </MemoryRouter>,
  );
}

describe('LifePage', () => {
  it('has the breadcrumb, its heading and its own description', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Life at Arcwell' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'About' })).toHaveAttribute('href', getRoute('about').path);
    expect(document.title).toBe('Life at Arcwell');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/sports day/);
  });

  it('shows five picture carousels of several pictures each, none claiming to be photos', () => {
    renderPage();
    for (const album of ['Festivals', 'Team outings', 'Sports day', 'Learning sessions', 'Volunteering']) {
      const carousel = screen.getByRole('region', { name: `${album} gallery` });
      expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      expect(within(carousel).getAllByRole('img').length).toBeGreaterThanOrEqual(4);
    }
    // The pictures are illustrations until photos are uploaded (issue 18).
    expect(document.body.textContent).not.toMatch(/photo/i);
    for (const labelled of document.querySelectorAll('[aria-label], [alt]')) {
      expect(`${labelled.getAttribute('aria-label') ?? ''} ${labelled.getAttribute('alt') ?? ''}`).not.toMatch(
        /photo/i,
      );
    }
  });

  it('has three highlights under Learning. Growing. Making a difference.', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'Learning. Growing. Making a difference.' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Learning', 'Growing', 'Making a difference']);
  });

  it('invites visitors to become a phoenix through the current openings', () => {
    renderPage();
    const cta = screen.getByRole('region', { name: 'Want to become a phoenix?' });
    expect(within(cta).getByRole('link', { name: 'See current openings' })).toHaveAttribute(
      'href',
      '/careers/current-openings',
    );
  });
});
