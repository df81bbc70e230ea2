import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRoute } from '@site/shared';
import { sourceOfInformation, validationMessages } from '@site/shared/form-rules';
import { clearCareerSelection, saveCareerSelection } from '../../lib/career-selection.ts';
import {
  location,
  next,
  progress,
  renderFilledWizard,
  renderWizard,
  selection,
  stepHeading,
} from './wizard-test-helpers.tsx';

let scrollTo: ReturnType<typeof jest.spyOn>;

beforeEach(() => {
  sessionStorage.clear();
  saveCareerSelection(selection);
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the application wizard', () => {
  it('takes the opening the host chose (the selection cookie) when the tab has none stored', () => {
    sessionStorage.clear();
    renderWizard();
    expect(stepHeading()).toBe('Position Details');
    expect(screen.getByLabelText('Position applied for')).toHaveValue(selection.positionName);
  });

  it('goes to the current openings without a chosen opening', () => {
    clearCareerSelection();
    renderWizard();
    expect(location()).toBe(getRoute('current-openings').path);
  });

  it('starts on Position Details at 0% with the breadcrumb and only Next Step', () => {
    renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Career Apply Form' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      /Home.*Careers.*Career Apply Form/,
    );
    expect(stepHeading()).toBe('Position Details');
    expect(progress()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Previous Step' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Position applied for')).toHaveValue(selection.positionName);
  });

  it('blocks the first step until night shift is Yes and a source is chosen', async () => {
    renderWizard();
    await next();
    expect(stepHeading()).toBe('Position Details');
    expect(screen.getByText(validationMessages.nightShiftRequired)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Are you willing to work night shifts?'), 'No');
    await next();
    expect(stepHeading()).toBe('Position Details');
    expect(screen.getAllByText(validationMessages.noDayShift)).toHaveLength(1);

    await userEvent.selectOptions(screen.getByLabelText('Are you willing to work night shifts?'), 'Yes');
    await userEvent.selectOptions(
      screen.getByLabelText('How did you hear about this opening?'),
      sourceOfInformation.walkIn,
    );
    await next();
    expect(stepHeading()).toBe('Personal Details');
    expect(progress()).toBeCloseTo(100 / 3);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.queryByText('*This Field is Required')).not.toBeInTheDocument();
  });

  it('announces a failed step once: one summary naming each failing field, each a link to it', async () => {
    renderWizard();
    await next();
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    const summary = alerts[0] as HTMLElement;
    expect(within(summary).getByRole('heading', { name: 'There is a problem with this step' })).toBeInTheDocument();
    const nightShift = screen.getByLabelText('Are you willing to work night shifts?');
    const link = within(summary).getByRole('link', {
      name: `Are you willing to work night shifts? ${validationMessages.nightShiftRequired}`,
    });
    expect(link).toHaveAttribute('href', `#${nightShift.id}`);
    expect(within(summary).getByRole('link', { name: /^How did you hear about this opening\?/ })).toBeInTheDocument();

    // Fixing a field does not announce anything new; the next failed submit is a new summary.
    await userEvent.selectOptions(nightShift, 'Yes');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await next();
    const again = screen.getByRole('alert');
    expect(within(again).queryByRole('link', { name: /night shifts/ })).not.toBeInTheDocument();
    expect(within(again).getByRole('link', { name: /^How did you hear about this opening\?/ })).toBeInTheDocument();
  });

  it('goes back with Previous Step, keeping the answers', async () => {
    renderFilledWizard();
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Previous Step' }));
    expect(stepHeading()).toBe('Position Details');
    expect(screen.getByLabelText('Are you willing to work night shifts?')).toHaveValue('Yes');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('says when saved answers were filled in again', () => {
    renderFilledWizard();
    expect(screen.getByRole('status')).toHaveTextContent('Your saved answers are filled in');
  });

  it('warns before leaving the page once something was entered', async () => {
    renderWizard();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await userEvent.selectOptions(screen.getByLabelText('Are you willing to work night shifts?'), 'Yes');
    expect(leave()).toBe(true);
  });
});
