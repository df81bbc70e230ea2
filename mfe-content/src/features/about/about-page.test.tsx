import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { companyValues, getRoute } from '@site/shared';

// Jest has no loader for images; each one becomes its file name.
jest.mock('./images/story.svg', () => ({ __esModule: true, default: 'story.svg' }));
jest.mock('./images/presence.svg', () => ({ __esModule: true, default: 'presence.svg' }));

let AboutPage: ComponentType;
beforeAll(async () => {
  ({ AboutPage } = await import('./about-page.tsx'));
});

const renderAbout = () =>
  render(
    <MemoryRouter initialEntries={['/about-who-we-are']}>
      <AboutPage />
    </MemoryRouter>,
  );

describe('about page', () => {
  it("names the company's six values, the ones the CSR and careers pages draw on", () => {
    renderAbout();
    const mission = screen.getByRole('region', { name: 'Our mission' });
    expect(
      within(mission)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual([...companyValues]);
  });

  it('has one h1 under a breadcrumb back to Home', () => {
    renderAbout();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Arcwell');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('tells the story since 2006 and names the offices, served areas and certifications', () => {
    renderAbout();
    expect(screen.getByRole('heading', { name: 'Our story since 2006' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    for (const office of ['Udaipur, India', 'New York, US']) expect(screen.getByText(office)).toBeInTheDocument();
    for (const area of ['United States', 'Canada', 'United Kingdom', 'India']) {
      expect(screen.getByText(area, { exact: false, selector: 'li' })).toBeInTheDocument();
    }
    expect(screen.getAllByText(/ISO 27001/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/ISO 9001/).length).toBeGreaterThan(0);
  });

  it('links on to the leadership, social responsibility and life pages', () => {
    renderAbout();
    const onward = screen.getByRole('region', { name: 'Get to know us better' });
    for (const id of ['leadership', 'csr', 'life']) {
      const route = getRoute(id);
      expect(within(onward).getByRole('link', { name: route.title })).toHaveAttribute('href', route.path);
    }
  });

  it('sets its own title, description and AboutPage structured data', async () => {
    renderAbout();
    await waitFor(() => expect(document.title).toMatch(/^About Us: Who We Are/));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/our story/i);
    const data = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? '{}'),
    );
    expect(data).toContainEqual(expect.objectContaining({ '@type': 'AboutPage' }));
  });
});
