import { describe, expect, it } from '@jest/globals';
import {
  isoDateYearsBefore,
  nextInterviewSaturday,
  parseIsoDate,
  toIsoDate,
  yearOptions,
  yearsLaterThan,
} from './calendar.ts';
import { INTERVIEW_CUTOFF_HOUR } from './limits.ts';

describe('toIsoDate and parseIsoDate', () => {
  it('writes the local date with padding', () => {
    expect(toIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });

  it('reads real dates only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const text of ['2025-02-29', '2025-13-01', '2025-00-10', '2025-04-31', '2025-4-1', '11/06/2025', '']) {
      expect(parseIsoDate(text)).toBeUndefined();
    }
  });
});

describe('isoDateYearsBefore', () => {
  it('keeps the day and month', () => {
    expect(isoDateYearsBefore(new Date(2025, 5, 11), 18)).toBe('2007-06-11');
  });

  it('moves 29 February to the 28th in a common year', () => {
    expect(isoDateYearsBefore(new Date(2024, 1, 29), 18)).toBe('2006-02-28');
    expect(isoDateYearsBefore(new Date(2024, 1, 29), 4)).toBe('2020-02-29');
  });
});

describe('nextInterviewSaturday', () => {
  it.each([
    ['a Wednesday', new Date(2025, 5, 11, 10, 0), '2025-06-14'],
    ['a Friday', new Date(2025, 5, 13, 18, 30), '2025-06-14'],
    ['a Saturday at 11:59', new Date(2025, 5, 14, INTERVIEW_CUTOFF_HOUR - 1, 59), '2025-06-14'],
    ['a Saturday at 12:00', new Date(2025, 5, 14, INTERVIEW_CUTOFF_HOUR, 0), '2025-06-21'],
    ['a Sunday', new Date(2025, 5, 15, 9, 0), '2025-06-21'],
    ['the last Friday of a month', new Date(2025, 0, 31, 9, 0), '2025-02-01'],
  ])('on %s gives %s', (_, now, expected) => {
    expect(nextInterviewSaturday(now)).toBe(expected);
  });
});

describe('yearOptions and yearsLaterThan', () => {
  it('lists every year in the asked direction', () => {
    expect(yearOptions(2025, 2022)).toEqual([2025, 2024, 2023, 2022]);
    expect(yearOptions(2022, 2024)).toEqual([2022, 2023, 2024]);
    expect(yearOptions(2025, 2025)).toEqual([2025]);
  });

  it('keeps only the years after the previous qualification', () => {
    const years = yearOptions(2025, 2015);
    expect(yearsLaterThan(years, 2022)).toEqual([2025, 2024, 2023]);
    expect(yearsLaterThan(years, 2025)).toEqual([]);
    expect(yearsLaterThan(years, undefined)).toEqual(years);
  });
});
