import { describe, expect, it } from '@jest/globals';
import { caseStudyServiceCategories } from '@site/shared';
import { caseStudyMenuGroups, categoryFromHash, groupOf } from './case-study-categories.ts';

describe('the case-study category of a URL fragment', () => {
  it.each([
    ['', undefined],
    ['#', undefined],
    ['#insurance', 'insurance'],
    ['#insurance-industry', 'insurance-industry'],
    ['#accountingandbookkeeping-industry', 'accountingandbookkeeping-industry'],
    ['#customerSupport', 'customerSupport'],
    ['#not-a-category', undefined],
    ['#%E0%A4%A', undefined],
  ])('%s names %s', (hash, expected) => {
    expect(categoryFromHash(hash)).toBe(expected);
  });

  it('belongs to the group that lists it', () => {
    expect(groupOf('insurance-industry')).toBe('industries');
    expect(groupOf('insurance')).toBe('services');
    expect(groupOf(undefined)).toBeNull();
  });

  it('lists the two industries and the nine services of the spec', () => {
    const [industries, services] = caseStudyMenuGroups;
    expect(industries?.categories.map((item) => item.category)).toEqual([
      'accountingandbookkeeping-industry',
      'insurance-industry',
    ]);
    expect(services?.categories.map((item) => item.category)).toEqual([...caseStudyServiceCategories]);
  });
});
