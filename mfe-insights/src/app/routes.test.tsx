import { describe, expect, it } from '@jest/globals';
import { routeIdsOwnedBy } from '@site/shared';
import { pages } from './routes.tsx';

describe('the insights remote', () => {
  it('provides a page for every route it owns', () => {
    expect(Object.keys(pages).sort()).toEqual(routeIdsOwnedBy('insights').sort());
  });
});
