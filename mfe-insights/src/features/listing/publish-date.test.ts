import { describe, expect, it } from '@jest/globals';
import { formatPublishDate } from './publish-date.ts';

describe('formatPublishDate', () => {
  it('writes an API date in US English, the same day whatever the time zone or time of day', () => {
    expect(formatPublishDate('2025-08-19')).toBe('August 19, 2025');
    expect(formatPublishDate('2025-09-16T23:30:00-05:00')).toBe('September 16, 2025');
    expect(formatPublishDate('not a date')).toBe('not a date');
  });
});
