import { describe, expect, it } from '@jest/globals';
import { formatEventDates } from './event-dates.ts';

describe('formatEventDates', () => {
  it.each([
    ['2026-03-10', '2026-03-12', 'March 10-12, 2026'],
    ['2025-09-23', '2025-09-25', 'September 23-25, 2025'],
    ['2025-05-13', '2025-05-13', 'May 13, 2025'],
    ['2025-04-29', '2025-05-02', 'April 29-May 2, 2025'],
    ['2025-12-30', '2026-01-02', 'December 30, 2025-January 2, 2026'],
  ])('formats %s to %s as %s', (start, end, text) => {
    expect(formatEventDates(start, end)).toBe(text);
  });
});
