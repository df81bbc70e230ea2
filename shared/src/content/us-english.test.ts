import { describe, expect, it } from '@jest/globals';
import { calendarDate, formatCount, formatLongDate } from './us-english.ts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [12500, '12,500'],
    [1234567, '1,234,567'],
    [-4200, '-4,200'],
    [1499.6, '1,500'],
  ])('writes %d as %s, as en-US does', (value, text) => {
    expect(formatCount(value)).toBe(text);
    expect(formatCount(value)).toBe(Math.round(value).toLocaleString('en-US'));
  });
});

describe('formatLongDate', () => {
  it('writes a date in US English, the same day whatever the time zone or time of day', () => {
    expect(formatLongDate('2025-08-19')).toBe('August 19, 2025');
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatLongDate('2025-12-31')).toBe('December 31, 2025');
    expect(formatLongDate('2025-09-16T23:30:00-05:00')).toBe('September 16, 2025');
  });

  it('agrees with Intl for every month', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month += 1) {
      const iso = `2024-${String(month).padStart(2, '0')}-29`;
      expect(formatLongDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
  });

  it('gives back what is not a date as it came', () => {
    expect(formatLongDate('not a date')).toBe('not a date');
    expect(calendarDate('2025-13-40')).toBeUndefined();
  });
});
