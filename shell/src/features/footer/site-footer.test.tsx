import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { COPYRIGHT_YEAR, brand, footerDocuments, getRoute, serviceTree } from '@site/shared';
import { SiteFooter } from './site-footer.tsx';

function renderFooter() {
  render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

const section = (footer: HTMLElement, heading: string) => within(footer).getByRole('region', { name: heading });

describe('SiteFooter', () => {
  it('links every social profile in a new tab, each with an icon and a name', () => {
    const footer = renderFooter();

    const social = within(within(footer).getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social.map((link) => link.getAttribute('href'))).toEqual(Object.values(brand.social));
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(within(footer).getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute('href', brand.social.linkedin);
    expect(footer).toHaveTextContent(brand.legalName);
  });

  it('has the About, Services, Resources and Connect columns, linked from the route table', () => {
    const footer = renderFooter();

    const about = section(footer, 'About');
    expect(within(about).getByRole('link', { name: 'Who we are' })).toHaveAttribute('href', getRoute('about').path);
    expect(within(about).getByRole('link', { name: 'Leadership' })).toHaveAttribute(
      'href',
      getRoute('leadership').path,
    );
    expect(within(about).getByRole('link', { name: 'CSR' })).toHaveAttribute('href', getRoute('csr').path);
    expect(within(about).getByRole('link', { name: getRoute('life').title })).toHaveAttribute(
      'href',
      getRoute('life').path,
    );

    const services = within(section(footer, 'Services')).getAllByRole('link');
    expect(services.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      serviceTree.map((service) => [service.title, service.path]),
    );

    const resources = within(section(footer, 'Resources')).getAllByRole('link');
    expect(resources.map((link) => link.getAttribute('href'))).toEqual(
      ['blogs', 'case-studies', 'guides', 'news', 'podcast', 'events', 'testimonials'].map((id) => getRoute(id).path),
    );
    expect(within(section(footer, 'Resources')).getByRole('link', { name: 'Newsroom' })).toBeInTheDocument();

    const connect = section(footer, 'Connect');
    expect(
      within(connect)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['contact', 'consultation', 'careers', 'current-openings'].map((id) => getRoute(id).path));
    expect(within(connect).getByText('Udaipur, India')).toBeInTheDocument();
    expect(within(connect).getByText('New York, US')).toBeInTheDocument();
  });

  it('has the legal pages, the three documents in a new tab, and the copyright line', () => {
    const footer = renderFooter();

    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    for (const id of ['terms', 'sitemap', 'privacy', 'security']) {
      expect(within(legal).getByRole('link', { name: getRoute(id).title })).toHaveAttribute('href', getRoute(id).path);
    }
    for (const document of footerDocuments) {
      const link = within(legal).getByRole('link', { name: new RegExp(`^${document.label}`) });
      expect(link).toHaveAttribute('href', document.path);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(footer).toHaveTextContent(`© ${COPYRIGHT_YEAR} ${brand.legalName}. All rights reserved.`);
  });
});
