import { describe, expect, it } from '@jest/globals';
import {
  campaignDetailFromQuery,
  digitsOnly,
  formatAadhaar,
  sanitizePercentageInput,
  shortFileName,
  stripDigits,
  unformatAadhaar,
} from './input-format.ts';
import {
  AADHAAR_DIGITS,
  AADHAAR_MAX_LENGTH,
  CAMPAIGN_DETAIL_MIN_LENGTH,
  PERCENTAGE_INPUT_MAX_LENGTH,
  SHORT_FILE_NAME_LENGTH,
} from './limits.ts';

describe('digitsOnly and stripDigits', () => {
  it('keep or drop the digits', () => {
    expect(digitsOnly('+91 (987) 654-3210')).toBe('919876543210');
    expect(stripDigits('Ravi2 Kumar7')).toBe('Ravi Kumar');
  });
});

describe('formatAadhaar and unformatAadhaar', () => {
  it('groups the digits in fours with dashes', () => {
    expect(formatAadhaar('123456789012')).toBe('1234-5678-9012');
    expect(formatAadhaar('12345')).toBe('1234-5');
    expect(formatAadhaar('1234')).toBe('1234');
    expect(formatAadhaar('')).toBe('');
  });

  it('drops non-digits and extra digits, so it never exceeds the maximum length', () => {
    expect(formatAadhaar('1234 5678 9012')).toBe('1234-5678-9012');
    const formatted = formatAadhaar('9'.repeat(AADHAAR_DIGITS + 4));
    expect(formatted).toHaveLength(AADHAAR_MAX_LENGTH);
  });

  it('removes the dashes again for sending', () => {
    expect(unformatAadhaar('1234-5678-9012')).toBe('123456789012');
    expect(unformatAadhaar(formatAadhaar('123456789012'))).toHaveLength(AADHAAR_DIGITS);
  });
});

describe('sanitizePercentageInput', () => {
  it.each([
    ['72.5', '72.5'],
    ['7a2%', '72'],
    ['72.5.1', '72.51'],
    ['100.00', '100.0'],
    ['..5', '.5'],
    ['123456', '12345'],
  ])('turns %p into %p', (typed, kept) => {
    expect(sanitizePercentageInput(typed)).toBe(kept);
  });

  it('never exceeds the input length', () => {
    expect(sanitizePercentageInput('99.999999').length).toBeLessThanOrEqual(PERCENTAGE_INPUT_MAX_LENGTH);
  });
});

describe('shortFileName', () => {
  it('keeps the first characters, then ... and the extension', () => {
    expect(shortFileName('experience-letter.pdf')).toBe('experience...pdf');
    expect(shortFileName('experience-letter.pdf').indexOf('...')).toBe(SHORT_FILE_NAME_LENGTH);
    expect(shortFileName('a very long resume')).toBe('a very lon...');
  });

  it('shows a name that already fits as it is', () => {
    expect(shortFileName('cv.pdf')).toBe('cv.pdf');
    expect(shortFileName('0123456789.docx')).toBe('0123456789.docx');
  });
});

describe('campaignDetailFromQuery', () => {
  it('keeps a query string only when it is longer than five characters', () => {
    const shortest = 'c'.repeat(CAMPAIGN_DETAIL_MIN_LENGTH);
    expect(campaignDetailFromQuery(shortest)).toBe(shortest);
    expect(campaignDetailFromQuery(shortest.slice(1))).toBeUndefined();
    expect(campaignDetailFromQuery('')).toBeUndefined();
  });
});
