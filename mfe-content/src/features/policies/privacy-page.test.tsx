import { MemoryRouter } from 'react-router';
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import {
  APPLICATION_RETENTION_MONTHS,
  DRAFT_RETENTION_DAYS,
  ENQUIRY_RETENTION_MONTHS,
  OUTBOX_RETENTION_DAYS,
  brand,
  getRoute,
} from '@site/shared';
import { PrivacyPage } from './privacy-page.tsx';

function renderPrivacy() {
  render(
    <MemoryRouter>
      <PrivacyPage />
    </MemoryRouter>,
  );
}

const mailDomain = new URL(brand.siteUrl).hostname.replace(/^www\./, '');

describe('the privacy policy', () => {
  it('lists every kind of information the site collects', () => {
    renderPrivacy();
    const collected = within(screen.getByRole('region', { name: 'Information we collect' })).getAllByRole('listitem');

    expect(collected.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/name/),
      expect.stringMatching(/education or employment status/),
      expect.stringMatching(/organization/),
      expect.stringMatching(/email address/),
      expect.stringMatching(/mailing address/),
      expect.stringMatching(/phone number/),
      expect.stringMatching(/pages you visit/),
      expect.stringMatching(/service you need/),
    ]);
  });

  it('says the data is neither sold nor shared, covers cookies, and explains unsubscribing by email', () => {
    renderPrivacy();

    expect(screen.getByRole('region', { name: /do not sell or share/ })).toHaveTextContent(
      /do not share it with third parties/,
    );
    expect(screen.getByRole('region', { name: 'Cookies' })).toBeInTheDocument();
    const unsubscribe = within(screen.getByRole('region', { name: /Unsubscribing/ })).getByRole('link', {
      name: `privacy@${mailDomain}`,
    });
    expect(unsubscribe).toHaveAttribute('href', `mailto:privacy@${mailDomain}?subject=Unsubscribe`);
  });

  it("states how long each kind of record is kept: the API's retention defaults", () => {
    renderPrivacy();
    const periods = within(screen.getByRole('region', { name: 'How long we keep your information' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

    expect(periods).toEqual([
      expect.stringMatching(new RegExp(`^Enquiries.*: ${ENQUIRY_RETENTION_MONTHS} months`)),
      expect.stringMatching(new RegExp(`^Career applications.*: ${APPLICATION_RETENTION_MONTHS} months`)),
      expect.stringMatching(new RegExp(`not sent: ${DRAFT_RETENTION_DAYS} days`)),
      expect.stringMatching(new RegExp(`cleared as soon as it is sent.* ${OUTBOX_RETENTION_DAYS} days`)),
    ]);
  });

  it('shows the last-updated date, the breadcrumb and its own description', () => {
    renderPrivacy();

    expect(screen.getByText(/Last updated/)).toHaveTextContent(/Last updated: \w+ \d{1,2}, \d{4}/);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', getRoute('home').path);
    expect(within(breadcrumb).getByText('Privacy Policy')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe(`Privacy Policy | ${brand.name}`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/cookies/);
  });
});
