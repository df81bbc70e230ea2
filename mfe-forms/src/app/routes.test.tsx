import { describe, expect, it } from '@jest/globals';
import { routeIdsOwnedBy } from '@site/shared';
import { thankYouContent } from '../features/thank-you/thank-you-content.ts';
import { pages, thankYouRouteIds } from './routes.tsx';

const lazyType = Symbol.for('react.lazy');

describe('the forms remote', () => {
  it('builds a lazy page for every route it owns, none left as a bare frame', () => {
    expect(Object.keys(pages).sort()).toEqual(routeIdsOwnedBy('forms').sort());
    for (const [routeId, page] of Object.entries(pages)) {
      expect({ routeId, type: (page as unknown as { $$typeof?: symbol }).$$typeof }).toEqual({
        routeId,
        type: lazyType,
      });
    }
  });

  it('has thank-you copy for every generic thank-you route', () => {
    expect(Object.keys(thankYouContent).sort()).toEqual([...thankYouRouteIds].sort());
  });
});
