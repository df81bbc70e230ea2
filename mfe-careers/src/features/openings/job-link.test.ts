import { describe, expect, it } from '@jest/globals';
import { JOB_POSITION_PARAM, jobDescriptionHref, jobDescriptionLink } from '@site/shared';
import { positionFromHash, positionOf } from './job-link.ts';

describe('the job description link', () => {
  it('carries the position name as the fragment, escaped, and in the query for the server', () => {
    expect(jobDescriptionLink('AI/ML Engineer')).toEqual({
      pathname: '/jd',
      search: `?${JOB_POSITION_PARAM}=AI%2FML+Engineer`,
      hash: 'AI%2FML%20Engineer',
    });
    expect(jobDescriptionHref('AI/ML Engineer')).toBe(`/jd?${JOB_POSITION_PARAM}=AI%2FML+Engineer#AI%2FML%20Engineer`);
  });

  it("reads the query's position first, then the fragment's", () => {
    expect(positionOf(`?${JOB_POSITION_PARAM}=AI%2FML+Engineer`, '#Other')).toBe('AI/ML Engineer');
    expect(positionOf('', '#AI%2FML%20Engineer')).toBe('AI/ML Engineer');
    expect(positionOf(`?${JOB_POSITION_PARAM}=%20`, '')).toBeUndefined();
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
