import { describe, expect, it } from '@jest/globals';
import { isoDate, isoDateNotBefore, latestBirthDate, minimumAge, passingYear, yearLaterThan } from './date-rules.ts';
import { MIN_APPLICANT_AGE } from './limits.ts';
import { validationMessages } from './messages.ts';

const now = new Date(2025, 5, 11, 10, 0);

describe('isoDate', () => {
  it('accepts a real date and leaves blanks to required', () => {
    expect(isoDate('2025-06-14', {})).toBeUndefined();
    expect(isoDate('', {})).toBeUndefined();
    expect(isoDate('2025-02-30', {})).toBe(validationMessages.invalidDate);
    expect(isoDate(20250614, {})).toBe(validationMessages.invalidDate);
  });
});

describe('isoDateNotBefore', () => {
  const tentativeDate = isoDateNotBefore(now);

  it('accepts today and later', () => {
    expect(tentativeDate('2025-06-11', {})).toBeUndefined();
    expect(tentativeDate('2026-05-30', {})).toBeUndefined();
  });

  it('rejects earlier days and bad dates', () => {
    expect(tentativeDate('2025-06-10', {})).toBe(validationMessages.tentativeDateInPast);
    expect(tentativeDate('June 2026', {})).toBe(validationMessages.invalidDate);
  });

  it('compares with the local date of the reference, not its time', () => {
    expect(isoDateNotBefore(new Date(2025, 5, 11, 23, 59))('2025-06-11', {})).toBeUndefined();
  });
});

describe('minimumAge', () => {
  const birthDate = minimumAge(now);
  const latest = latestBirthDate(now);

  it('sets the latest birth date the applicant-age years before today', () => {
    expect(latest).toBe(`${now.getFullYear() - MIN_APPLICANT_AGE}-06-11`);
  });

  it('accepts the latest allowed birth date and earlier ones', () => {
    expect(birthDate(latest, {})).toBeUndefined();
    expect(birthDate('1990-01-01', {})).toBeUndefined();
  });

  it('rejects a birth date one day too late', () => {
    expect(birthDate(`${now.getFullYear() - MIN_APPLICANT_AGE}-06-12`, {})).toBe(validationMessages.minimumAge);
    expect(birthDate('not a date', {})).toBe(validationMessages.invalidDate);
  });
});

describe('passingYear', () => {
  const year = passingYear(now, 'dob');

  it('accepts a year between the birth year and this year', () => {
    expect(year('2025', { dob: '2000-01-15' })).toBeUndefined();
    expect(year(2000, { dob: '2000-01-15' })).toBeUndefined();
    expect(year('1990', {})).toBeUndefined();
  });

  it.each([
    ['2026', 'next year'],
    ['1999', 'before the birth year'],
    ['25', 'not four digits'],
    ['20x5', 'not a number'],
  ])('rejects %s (%s)', (value) => {
    expect(year(value, { dob: '2000-01-15' })).toBe(validationMessages.invalidYear);
  });
});

describe('yearLaterThan', () => {
  const twelfthYear = yearLaterThan('YearofPassing10th');

  it('needs a later year than the previous qualification', () => {
    expect(twelfthYear('2018', { YearofPassing10th: '2016' })).toBeUndefined();
    expect(twelfthYear('2016', { YearofPassing10th: '2016' })).toBe(validationMessages.yearNotAfterPrevious);
    expect(twelfthYear('2015', { YearofPassing10th: 2016 })).toBe(validationMessages.yearNotAfterPrevious);
  });

  it('leaves the check to other rules while either year is missing', () => {
    expect(twelfthYear('2018', {})).toBeUndefined();
    expect(twelfthYear('', { YearofPassing10th: '2016' })).toBeUndefined();
  });
});
