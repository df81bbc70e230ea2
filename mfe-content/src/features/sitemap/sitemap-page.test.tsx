import { MemoryRouter } from 'react-router';
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { brand, footerDocuments, getRoute, serviceTree } from '@site/shared';
import { SitemapPage } from './sitemap-page.tsx';

/** The pages site-spec.md section 2.15 lists, by route. */
const listedRouteIds = [
  'home',
  'about',
  'leadership',
  'csr',
  'life',
  'contact',
  'blogs',
  'testimonials',
  'case-studies',
  'guides',
  'news',
  'podcast',
  'events',
  'careers',
  'current-openings',
  'consultation',
  'terms',
  'privacy',
  'security',
  'services',
];

function renderSitemap() {
  render(
    <MemoryRouter>
      <SitemapPage />
    </MemoryRouter>,
  );
  const sitemap = screen.getByRole('navigation', { name: 'Sitemap' });
  const hrefs = within(sitemap)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  return { sitemap, hrefs };
}

describe('the sitemap', () => {
  it('links to every main page by its route path', () => {
    const { hrefs } = renderSitemap();

    for (const id of listedRouteIds) expect(hrefs).toContain(getRoute(id).path);
    expect(hrefs).toContain(`/news/${brand.slug}-certified-great-place-to-work`);
  });

  it('lists the full service tree, each service and sub-service a link to its page or section', () => {
    const { sitemap } = renderSitemap();
    const services = within(sitemap).getByRole('heading', { level: 2, name: 'Services' }).parentElement;
    if (!services) throw new Error('The services section has no container');

    for (const group of serviceTree) {
      const groupLink = within(services).getByRole('link', { name: group.title });
      expect(groupLink).toHaveAttribute('href', group.path);
      const item = groupLink.closest('li');
      if (!item) throw new Error(`${group.title} is not a list item`);
      for (const child of group.children) {
        expect(within(item).getByRole('link', { name: child.title })).toHaveAttribute('href', child.path);
      }
    }
  });

  it('links the audiences to their sections of the insurance service page', () => {
    renderSitemap();
    const insurance = getRoute('service-insurance-bpo-outsourcing').path;

    expect(screen.getByRole('link', { name: 'Managing general agents (MGAs)' })).toHaveAttribute(
      'href',
      `${insurance}#mgas`,
    );
    expect(screen.getByRole('link', { name: 'Insurance carriers' })).toHaveAttribute('href', `${insurance}#carriers`);
    expect(screen.getByRole('link', { name: 'Agents and brokers' })).toHaveAttribute(
      'href',
      `${insurance}#agents-and-brokers`,
    );
  });

  it('opens the ISO certificates in a new tab', () => {
    renderSitemap();

    for (const [id, name] of [
      ['iso-27001', /ISO 27001 certificate/],
      ['iso-9001', /ISO 9001 certificate/],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', footerDocuments.find((document) => document.id === id)?.path);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('sets its own title and description', () => {
    renderSitemap();

    expect(document.title).toBe(`Sitemap | ${brand.name}`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/every page/i);
  });
});
