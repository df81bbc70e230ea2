import { describe, expect, it } from '@jest/globals';
import { routeIdsOwnedBy } from '@site/shared';
import { pages } from './routes.tsx';

const LAZY = Symbol.for('react.lazy');

describe('the careers remote', () => {
  it('maps exactly the routes it owns', () => {
    expect(Object.keys(pages).sort()).toEqual(routeIdsOwnedBy('careers').sort());
  });

  it.each(routeIdsOwnedBy('careers'))('gives %s a page of its own, not the bare frame', (id) => {
    const page = pages[id] as unknown as { $$typeof?: symbol; displayName?: string };
    expect(page.$$typeof).toBe(LAZY);
    expect(page.displayName ?? '').not.toMatch(/^FramedPage/);
  });
});
