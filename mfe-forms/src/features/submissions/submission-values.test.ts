import { describe, expect, it } from '@jest/globals';
import { toSubmissionValues } from './submission-values.ts';

describe('toSubmissionValues', () => {
  it('keeps text and ticks and leaves out what is empty', () => {
    expect(toSubmissionValues({ name: 'Asha', accept: false, phone: undefined, extra: null })).toEqual({
      name: 'Asha',
      accept: false,
    });
  });
});
