import { describe, expect, it } from '@jest/globals';
import { fieldErrorsFromSubmission } from './submission-errors.ts';

const fields = ['name', 'email'];
const refused = (errors: unknown) => ({ status: 400, data: { status: 0, message: 'Invalid form values', errors } });

describe('fieldErrorsFromSubmission', () => {
  it("returns a 400's messages for the form's fields", () => {
    expect(fieldErrorsFromSubmission(refused({ email: 'Invalid email address' }), fields)).toEqual({
      email: 'Invalid email address',
    });
  });

  it('leaves every other failure to the generic alert', () => {
    expect(fieldErrorsFromSubmission({ status: 500, data: { status: 0, message: 'Boom' } }, fields)).toBeUndefined();
    expect(fieldErrorsFromSubmission({ status: 'FETCH_ERROR', error: 'TypeError' }, fields)).toBeUndefined();
    expect(
      fieldErrorsFromSubmission({ status: 400, data: { status: 0, message: 'Bad JSON' } }, fields),
    ).toBeUndefined();
    expect(fieldErrorsFromSubmission(refused({}), fields)).toBeUndefined();
    expect(fieldErrorsFromSubmission(refused({ email: 42 }), fields)).toBeUndefined();
    expect(fieldErrorsFromSubmission(new Error('offline'), fields)).toBeUndefined();
  });

  it('does not hide a message for a field the form does not show', () => {
    expect(fieldErrorsFromSubmission(refused({ email: 'Invalid', website: 'Unknown' }), fields)).toBeUndefined();
  });
});
