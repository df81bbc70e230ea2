import { File as NodeFile } from 'node:buffer';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { CONTACT_PHONE_DIGITS } from '@site/shared/form-rules';
import { enter } from '../../testing/render-with-store.tsx';

// Test-only: a careers enquiry that passes every rule, and resume files.

export const validCareersEnquiry = {
  name: 'Farah Iqbal',
  email: 'farah@mailbox.example',
  phone: '9'.repeat(CONTACT_PHONE_DIGITS),
  whereUDoFindUs: 'A friend who works in your Udaipur office',
  whereDidYouGotToKnow: 'Social Media',
};

/** The address the mocked upload answers with (testing/fetch-mock.ts). */
export const UPLOADED_RESUME = '/api/media/files/0b8c8f3e-resume.pdf';

/** Node's File: jsdom's is not one Node's FormData can send. */
export const resumeFile = (name: string, bytes = 1024) =>
  new NodeFile([new Uint8Array(bytes)], name, { type: 'application/pdf' }) as unknown as File;

export async function fillCareersEnquiry(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, screen.getByLabelText('Name'), validCareersEnquiry.name);
  await enter(user, screen.getByLabelText('Email'), validCareersEnquiry.email);
  await enter(user, screen.getByLabelText('Phone'), validCareersEnquiry.phone);
  await enter(user, screen.getByLabelText('Where did you find us?'), validCareersEnquiry.whereUDoFindUs);
  await user.selectOptions(
    screen.getByLabelText('How did you get to know about us?'),
    validCareersEnquiry.whereDidYouGotToKnow,
  );
}
