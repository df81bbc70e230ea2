import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { validationMessages } from '@site/shared/form-rules';
import type { FormSubmissionRequest } from '@site/shared';
import { type FetchMock, json, jsonBody, mockFetch, requestsTo } from '../../testing/fetch-mock.ts';
import { fastUser, renderWithStore } from '../../testing/render-with-store.tsx';
import SubscribeBoxWidget from '../../app/subscribe-box-widget.tsx';

let fetchMock: FetchMock;
let user: ReturnType<typeof fastUser>;
beforeEach(() => {
  fetchMock = mockFetch();
  user = fastUser();
});
afterEach(() => {
  jest.restoreAllMocks();
});

const renderBox = () => renderWithStore(<SubscribeBoxWidget />, '/guides/claims-intake');
const email = () => screen.getByLabelText('Email');
const go = () => user.click(screen.getByRole('button', { name: 'GO' }));

describe('the subscribe box', () => {
  it('requires an e-mail address after an empty GO and sends nothing', async () => {
    renderBox();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await go();

    expect(email()).toHaveAccessibleDescription(validationMessages.required);
    expect(email()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires a valid address', async () => {
    renderBox();
    await user.type(email(), 'reader@example');

    await go();

    expect(email()).toHaveAccessibleDescription(validationMessages.invalidEmail);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the address and thanks the visitor', async () => {
    renderBox();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.type(email(), 'reader@mailbox.example');

    await go();

    expect(await screen.findByText(validationMessages.subscribeSuccess)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(validationMessages.subscribeSuccess);
    const [sent] = requestsTo(fetchMock, '/api/forms/subscribe');
    expect((await jsonBody<FormSubmissionRequest>(sent)).values).toEqual({ email: 'reader@mailbox.example' });
  });

  it('alerts and logs a failed subscription and does not thank', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json(500, { status: 0, message: 'Internal Server Error' }));
    renderBox();
    await user.type(email(), 'reader@mailbox.example');

    await go();

    await waitFor(() => expect(alert).toHaveBeenCalledWith(validationMessages.submitError));
    expect(log).toHaveBeenCalled();
    expect(screen.queryByText(validationMessages.subscribeSuccess)).not.toBeInTheDocument();
    expect(email()).toHaveValue('reader@mailbox.example');
  });
});
