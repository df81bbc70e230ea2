import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRoute } from '@site/shared';
import type { CareerApplicationResponse } from '@site/shared';
import { careerThankYouHref } from '../../lib/thank-you-payload.ts';
import { renderPage } from '../../test-support/render-page.tsx';
import { CareerApplyThankYouPage } from './career-apply-thank-you-page.tsx';
import { COPIED_STATE_MS } from './copy-value.tsx';

const accepted: CareerApplicationResponse = {
  Success: true,
  ID: 'ARC-2025-7K4M2QXD',
  Email: 'ravi@example.com',
  ErrorMessage: '',
};
const path = getRoute('career-apply-thankyou').path;

function renderWith(entry: string) {
  return renderPage(<CareerApplyThankYouPage />, { path, entry });
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('CareerApplyThankYouPage', () => {
  it('congratulates, shows the registration ID and e-mail, the note and the way back', () => {
    renderWith(careerThankYouHref(accepted));
    expect(screen.getByRole('heading', { level: 1, name: 'Congratulations' })).toBeInTheDocument();
    expect(screen.getByText('Your Application is successfully submitted')).toBeInTheDocument();
    expect(screen.getByText(accepted.ID)).toBeInTheDocument();
    expect(screen.getByText(accepted.Email)).toBeInTheDocument();
    expect(screen.getByText('Please note down the registration ID and email for your process.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Career Page' })).toHaveAttribute('href', getRoute('careers').path);
  });

  it('copies each value and announces it', async () => {
    const writeText = jest.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    stubClipboard(writeText);
    renderWith(careerThankYouHref(accepted));

    const copyId = screen.getByRole('button', { name: 'Copy registration ID' });
    await userEvent.click(copyId);
    expect(writeText).toHaveBeenLastCalledWith(accepted.ID);
    expect(within(copyId.parentElement as HTMLElement).getByRole('status')).toHaveTextContent('Copied');

    await userEvent.click(screen.getByRole('button', { name: 'Copy email' }));
    expect(writeText).toHaveBeenLastCalledWith(accepted.Email);
  });

  it('clears the Copied state after a moment', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // After setup, which puts user-event's own clipboard in place.
    stubClipboard(() => Promise.resolve());
    renderWith(careerThankYouHref(accepted));
    await user.click(screen.getByRole('button', { name: 'Copy email' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COPIED_STATE_MS));
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubClipboard(() => Promise.reject(new Error('Denied')));
    renderWith(careerThankYouHref(accepted));
    await userEvent.click(screen.getByRole('button', { name: 'Copy registration ID' }));
    expect(await screen.findByText(/Could not copy/)).toBeInTheDocument();
  });

  it('shows the ErrorMessage of a refused application, with the way back to the form', () => {
    renderWith(careerThankYouHref({ ...accepted, Success: false, ID: '', ErrorMessage: 'The opening is closed.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The opening is closed.');
    expect(screen.queryByText('Congratulations')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to your application' })).toHaveAttribute(
      'href',
      getRoute('apply-now').path,
    );
    expect(screen.getByRole('link', { name: 'Back to Career Page' })).toBeInTheDocument();
  });

  it.each([
    ['no q', path],
    ['a q that is not base-64', `${path}?q=%25%25not-base64`],
    ['a q that is not JSON', `${path}?q=${btoa('hello')}`],
  ])('explains a confirmation with %s instead of crashing', (_case, entry) => {
    renderWith(entry);
    expect(screen.getByRole('heading', { level: 1, name: 'We could not read this confirmation' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is incomplete or damaged');
    expect(screen.getByRole('link', { name: 'Back to Career Page' })).toBeInTheDocument();
  });
});
