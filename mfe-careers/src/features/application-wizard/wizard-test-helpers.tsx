import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from '@jest/globals';
import { getRoute } from '@site/shared';
import type { CareerApplicationResponse } from '@site/shared';
import { validApplication } from '../../../../shared/src/forms/career-application-fixture.ts';
import { renderPage } from '../../test-support/render-page.tsx';
import { saveApplicationDraft } from './application-draft.ts';
import { ApplyNowPage } from './apply-now-page.tsx';

// Test-only: the wizard at /apply-now, and the shared fixture's answers for it.

export const application = validApplication();
export const selection = {
  positionName: String(application.PositionApplied),
  departmentName: String(application.deptType),
  jdLink: String(application.jdLink),
};
export const accepted: CareerApplicationResponse = {
  Success: true,
  ID: 'ARC-2025-000042',
  Email: String(application.email),
  ErrorMessage: '',
};

export const progress = () => Number(screen.getByRole('progressbar', { name: 'Application progress' }).ariaValueNow);
export const stepHeading = () => screen.getByRole('heading', { level: 2 }).textContent;
export const next = () => userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
export const location = () => screen.getByTestId('current-location').textContent ?? '';
export const thankYouQuery = () => new URL(location(), 'http://localhost').searchParams.get('q');

export function renderWizard() {
  return renderPage(<ApplyNowPage />, { path: getRoute('apply-now').path });
}

/** Starts the wizard with every answer of the shared fixture filled in. */
export function renderFilledWizard() {
  saveApplicationDraft(selection.positionName, application);
  return renderWizard();
}

export async function goToLastStep() {
  for (let step = 0; step < 3; step += 1) await next();
  expect(stepHeading()).toBe('Work Experience');
}
