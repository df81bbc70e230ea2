import { describe, expect, it } from '@jest/globals';
import {
  AADHAAR_DIGITS,
  AADHAAR_GROUP_SIZE,
  AADHAAR_MAX_LENGTH,
  EXPERIENCE_MAX_DIGITS,
  MIN_APPLICANT_AGE,
  PERCENTAGE_MAX,
  PERCENTAGE_MIN,
  PHOTO_EXTENSIONS,
  PHOTO_MAX_BYTES,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  SALARY_MAX_DIGITS,
} from './limits.ts';
import { validationMessages } from './messages.ts';

const MEGABYTE = 1024 * 1024;

describe('validationMessages', () => {
  it('gives every situation its own words', () => {
    const texts = Object.values(validationMessages);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text.trim()).not.toBe('');
  });

  it('states the same percentage limits as the rules use', () => {
    expect(validationMessages.percentageBelowMinimum).toContain(`${PERCENTAGE_MIN} or above`);
    expect(validationMessages.percentageAboveMaximum).toContain(String(PERCENTAGE_MAX));
  });

  it('states the same upload limits as the rules use', () => {
    expect(validationMessages.photoSize).toContain(`${PHOTO_MAX_BYTES / MEGABYTE} MB`);
    expect(validationMessages.resumeSize).toContain(`${RESUME_MAX_BYTES / MEGABYTE} MB`);
    for (const extension of RESUME_EXTENSIONS) {
      expect(validationMessages.resumeFormat).toContain(extension.toUpperCase());
    }
    expect(validationMessages.photoFormat).toContain(PHOTO_EXTENSIONS[0].toUpperCase());
  });

  it('builds our messages from the limits they describe', () => {
    expect(validationMessages.minimumAge).toContain(String(MIN_APPLICANT_AGE));
    expect(validationMessages.invalidAadhaar).toContain(String(AADHAAR_DIGITS));
    expect(validationMessages.invalidSalary).toContain(String(SALARY_MAX_DIGITS));
    expect(validationMessages.invalidExperience).toContain(String(EXPERIENCE_MAX_DIGITS));
  });
});

describe('limits', () => {
  it('leaves room for the aadhaar dashes and no more', () => {
    const dashes = AADHAAR_DIGITS / AADHAAR_GROUP_SIZE - 1;
    expect(AADHAAR_MAX_LENGTH).toBe(AADHAAR_DIGITS + dashes);
  });
});
