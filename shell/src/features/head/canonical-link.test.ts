import { describe, expect, it } from '@jest/globals';
import { brand } from '@site/shared';
import { canonicalHref } from './canonical-link.tsx';

describe('canonicalHref', () => {
  it('is the site address plus the path', () => {
    expect(canonicalHref({ pathname: '/guides', search: '', hash: '' })).toBe(`${brand.siteUrl}/guides`);
  });

  it.each([
    { pathname: '/404', search: '', hash: '' },
    { pathname: '/guides', search: '?page=2', hash: '' },
    { pathname: '/guides', search: '', hash: '#insurance' },
  ])('is absent for %o', (location) => {
    expect(canonicalHref(location)).toBeNull();
  });
});
