import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { getRoute } from '@site/shared';
import { renderPage } from '../../test-support/render-page.tsx';
import { CareersThankYouPage } from './careers-thank-you-page.tsx';

describe('CareersThankYouPage', () => {
  it('thanks the visitor for the careers enquiry and leads back to the careers page', () => {
    renderPage(<CareersThankYouPage />, { path: getRoute('careers-thankyou').path });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your interest' })).toBeInTheDocument();
    expect(screen.getByText('Your careers enquiry has reached our recruitment team.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Career Page' })).toHaveAttribute('href', getRoute('careers').path);
    expect(screen.getByRole('link', { name: 'browse the current openings' })).toHaveAttribute(
      'href',
      getRoute('current-openings').path,
    );
  });
});
