import { describe, expect, it } from '@jest/globals';
import { withNewAddress } from './bench-api.ts';

describe('withNewAddress', () => {
  it('gives every request of a load an address no earlier request had, keeping the path and its query', () => {
    const next = withNewAddress('/guides/a-guide?tab=2', 'bench');
    const paths = [1, 2, 3].map(() => next({ method: 'GET', path: '/guides/a-guide?tab=2' }).path);
    expect(paths).toEqual([
      '/guides/a-guide?tab=2&bench=1',
      '/guides/a-guide?tab=2&bench=2',
      '/guides/a-guide?tab=2&bench=3',
    ]);
    expect(next({ method: 'GET' })).toEqual({ method: 'GET', path: '/guides/a-guide?tab=2&bench=4' });
  });
});
