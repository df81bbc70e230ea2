import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { brand, getRoute } from '@site/shared';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithStore } from '../../testing/render-with-store.tsx';
import { CONTACT_HEADING, escalationContacts, officeAddresses, phoneNumbers } from './constants.ts';
import { ContactPage } from './contact-page.tsx';

beforeEach(() => {
  mockFetch();
});
afterEach(() => {
  jest.restoreAllMocks();
});

const renderPage = () => renderWithStore(<ContactPage />, getRoute('contact').path);

describe('the Contact us page', () => {
  it('has the banner with its breadcrumb and the one heading', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(CONTACT_HEADING);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('HomeContact us');
    expect(document.title).toContain('Contact Us');
  });

  it('has the contact cards: two offices, two phone lines, escalations and five social links', () => {
    renderPage();
    const cards = screen.getByRole('region', { name: 'Reach us directly' });

    for (const office of officeAddresses) {
      expect(within(cards).getByRole('heading', { name: office.heading })).toBeInTheDocument();
      expect(cards).toHaveTextContent(office.lines.join(''));
    }
    for (const phone of phoneNumbers) {
      expect(within(cards).getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.dial}`);
    }
    for (const contact of escalationContacts) {
      expect(within(cards).getByRole('link', { name: contact.email })).toHaveAttribute(
        'href',
        `mailto:${contact.email}`,
      );
    }
    const social = within(cards).getAllByRole('link', { name: /opens in a new tab/ });
    expect(social.map((link) => link.getAttribute('href'))).toEqual(Object.values(brand.social));
  });

  it('has the stats strip', () => {
    renderPage();
    const stats = within(screen.getByRole('region', { name: 'Our reach in numbers' })).getAllByRole('listitem');
    expect(stats.map((stat) => stat.textContent)).toEqual([
      '6 Countries',
      '550+ Satisfied clients',
      '1050+ Exceptionally talented resources',
    ]);
  });

  it('has the enquiry tabs and the world map', () => {
    renderPage();
    expect(screen.getByRole('tablist', { name: 'Send us an enquiry' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Where we work' })).toBeInTheDocument();
  });
});
