import { describe, expect, it } from '@jest/globals';
import { apiErrorBody, apiErrorMessage, isStatusZeroError } from './api-error.ts';

const refused = { status: 404, data: { status: 0, message: 'No guide by that name' } };

describe("the API's error body", () => {
  it('reads the message and the status-0 mark of a failed call, and nothing of other failures', () => {
    expect(apiErrorBody(refused)).toEqual({ status: 0, message: 'No guide by that name' });
    expect(apiErrorMessage(refused, 'fallback')).toBe('No guide by that name');
    expect(isStatusZeroError(refused)).toBe(true);

    const network = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } as const;
    expect(apiErrorBody(network)).toBeUndefined();
    expect(apiErrorMessage(network, 'fallback')).toBe('fallback');
    expect(apiErrorMessage(network)).toBeUndefined();
    expect(isStatusZeroError(network)).toBe(false);
    expect(apiErrorMessage({ status: 500, data: { status: 1, message: '  ' } }, 'fallback')).toBe('fallback');
    expect(isStatusZeroError(undefined)).toBe(false);
  });
});
