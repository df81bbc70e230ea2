import { describe, expect, it } from '@jest/globals';
import { jobDescriptionLink, positionFromHash } from './job-link.ts';

describe('the job description link', () => {
  it('carries the position name as the fragment, escaped', () => {
    expect(jobDescriptionLink('AI/ML Engineer')).toEqual({ pathname: '/jd', hash: 'AI%2FML%20Engineer' });
  });

  it('reads the position back from an escaped or a typed fragment', () => {
    expect(positionFromHash('#AI%2FML%20Engineer')).toBe('AI/ML Engineer');
    expect(positionFromHash('#AI/ML%20Engineer')).toBe('AI/ML Engineer');
    expect(positionFromHash('#100%')).toBe('100%');
  });

  it('finds no position in an empty fragment', () => {
    expect(positionFromHash('')).toBeUndefined();
    expect(positionFromHash('#')).toBeUndefined();
    expect(positionFromHash('#%20')).toBeUndefined();
  });
});
