import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from '@jest/globals';
import { FormPageStateContext, getRoute } from '@site/shared';
import type { CareerApplicationResponse, FormPageState } from '@site/shared';
import { validApplication } from '@site/shared/fixtures';
import { renderPage } from '../../test-support/render-page.tsx';
import { forgetPageFormState } from './application-wizard.tsx';
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
  ID: 'ARC-2025-7K4M2QXD',
  Email: String(application.email),
  ErrorMessage: '',
};

export const progress = () => Number(screen.getByRole('progressbar', { name: 'Application progress' }).ariaValueNow);
export const stepHeading = () => screen.getByRole('heading', { level: 2 }).textContent;
export const next = () => userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
export const location = () => screen.getByTestId('current-location').textContent ?? '';
export const thankYouQuery = () => new URL(location(), 'http://localhost').searchParams.get('q');

/** The wizard as the first page of a visit, rendered with the host's form state (a saved draft, a refused step). */
export function renderWizard(formState?: FormPageState) {
  forgetPageFormState();
  return renderLaterWizard(formState);
}

/** The wizard mounted again in the same visit (after an in-site link): the page's form state is not its own. */
export function renderLaterWizard(formState?: FormPageState) {
  return renderPage(
    <FormPageStateContext.Provider value={formState}>
      <ApplyNowPage />
    </FormPageStateContext.Provider>,
    { path: getRoute('apply-now').path },
  );
}

/** Starts the wizard with every answer of the shared fixture in the server's draft. */
export function renderFilledWizard(step = 0) {
  return renderWizard({ token: '', draft: { step, values: application } });
}

export async function goToLastStep() {
  for (let step = 0; step < 3; step += 1) await next();
  expect(stepHeading()).toBe('Work Experience');
}
