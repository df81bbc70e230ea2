import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { validationMessages } from '@site/shared/form-rules';
import type { FormSubmissionRequest, NotificationPayload } from '@site/shared';
import CaseStudyDownloadWidget from '../../app/case-study-download-widget.tsx';
import { type FetchMock, json, jsonBody, mockFetch, requestsTo } from '../../testing/fetch-mock.ts';
import { fastUser, renderWithStore } from '../../testing/render-with-store.tsx';
import { CASE_STUDY_SUBJECT, DEFAULT_DOWNLOAD_LABEL } from './constants.ts';

const study = { slug: 'claims-automation', pdfUrl: '/media/case-studies/pdf/claims-automation.pdf' };
const LABEL = 'Download the full claims case study';

let fetchMock: FetchMock;
let user: ReturnType<typeof fastUser>;
let open: jest.SpiedFunction<typeof window.open>;
beforeEach(() => {
  fetchMock = mockFetch();
  user = fastUser();
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

const renderWidget = (label: string | null = LABEL) =>
  renderWithStore(<CaseStudyDownloadWidget {...study} label={label} />, `/case-studies/${study.slug}`);
const dialog = () => screen.getByRole('dialog', { name: 'Download the case study' });
const submit = () => user.click(within(dialog()).getByRole('button', { name: 'Download' }));

async function openDialog(label: string | null = LABEL) {
  renderWidget(label);
  await user.click(screen.getByRole('button', { name: label ?? DEFAULT_DOWNLOAD_LABEL }));
  return dialog();
}

describe('the case-study download', () => {
  it('labels its button with the case study label, or the default one', () => {
    renderWidget(null);
    expect(screen.getByRole('button', { name: DEFAULT_DOWNLOAD_LABEL })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a modal dialog with the name first, focused and blocking digits', async () => {
    const modal = await openDialog();
    const name = within(modal).getByLabelText('Name');

    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('placeholder', 'Enter Your Name');
    await user.type(name, 'Ann4 Lee');
    expect(name).toHaveValue('Ann Lee');
    expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows errors only after a submit attempt and sends nothing while invalid', async () => {
    const modal = await openDialog();
    await user.type(within(modal).getByLabelText('Name'), ' ');

    await submit();

    expect(within(modal).getByLabelText('Name')).toHaveAccessibleDescription(validationMessages.required);
    expect(within(modal).getByLabelText('Email')).toHaveAccessibleDescription(validationMessages.required);
    await user.type(within(modal).getByLabelText('Email'), 'ann@');
    await submit();
    expect(within(modal).getByLabelText('Email')).toHaveAccessibleDescription(validationMessages.invalidEmail);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('closes with Escape and gives focus back to its button', async () => {
    await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: LABEL })).toHaveFocus();
  });

  it('on success closes, opens the PDF in a new tab and sends the notification', async () => {
    const modal = await openDialog();
    await user.type(within(modal).getByLabelText('Name'), 'Ann Lee');
    await user.type(within(modal).getByLabelText('Email'), 'ann@harbourline.example');

    await submit();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveBeenCalledWith(study.pdfUrl, '_blank', 'noopener');
    const [form] = requestsTo(fetchMock, '/api/forms/case-study-download');
    expect((await jsonBody<FormSubmissionRequest>(form)).values).toEqual({
      firstname: 'Ann Lee',
      email: 'ann@harbourline.example',
      url: study.slug,
    });
    await waitFor(() => expect(requestsTo(fetchMock, '/api/hubspot/data')).toHaveLength(1));
    expect(await jsonBody<NotificationPayload>(requestsTo(fetchMock, '/api/hubspot/data')[0])).toEqual({
      Subject: CASE_STUDY_SUBJECT,
      Name: 'Ann Lee',
      Email: 'ann@harbourline.example',
    });
  });

  it('alerts and logs a failure, stays open and opens no PDF', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json(500, { status: 0, message: 'Internal Server Error' }));
    const modal = await openDialog();
    await user.type(within(modal).getByLabelText('Name'), 'Ann Lee');
    await user.type(within(modal).getByLabelText('Email'), 'ann@harbourline.example');

    await submit();

    await waitFor(() => expect(alert).toHaveBeenCalledWith(validationMessages.submitError));
    expect(log).toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(requestsTo(fetchMock, '/api/hubspot/data')).toHaveLength(0);
  });
});
