import { MemoryRouter } from 'react-router';
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { brand } from '@site/shared';
import { TermsPage } from './terms-page.tsx';

function renderTerms() {
  render(
    <MemoryRouter>
      <TermsPage />
    </MemoryRouter>,
  );
}

describe('the terms and conditions', () => {
  it('covers each subject of the terms in its own section', () => {
    renderTerms();

    for (const name of [
      'Business purpose',
      'Client responsibility',
      'Payment',
      'Confidentiality',
      'Termination',
      'Text messages',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent(/card.*account manager/);
    expect(within(screen.getByRole('region', { name: 'Termination' })).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('lets text-message subscribers opt out with STOP and ask for help with HELP', () => {
    renderTerms();
    const messaging = screen.getByRole('region', { name: 'Text messages' });

    expect(messaging).toHaveTextContent(/Reply STOP to any message to opt out/);
    expect(messaging).toHaveTextContent(/Reply HELP to any message for help/);
  });

  it('shows a last-updated date and sets its own title', () => {
    renderTerms();

    expect(screen.getByText(/Last updated/)).toContainElement(screen.getByText(/\d{4}/));
    expect(document.title).toBe(`Terms & Conditions | ${brand.name}`);
  });
});
