import { describe, expect, it } from '@jest/globals';
import { hasChanges } from './leave-page-warning.tsx';

describe('hasChanges', () => {
  it('looks at every field of every step', () => {
    const initial = { PositionApplied: 'Claims Associate', DateOfInterview: '2025-06-14' };
    expect(hasChanges({ ...initial }, initial)).toBe(false);
    expect(hasChanges({ ...initial, firstName: 'Ravi' }, initial)).toBe(true);
    expect(hasChanges({ ...initial, firstName: undefined }, initial)).toBe(false);
    expect(hasChanges({ PositionApplied: 'Claims Associate' }, initial)).toBe(true);
  });
});
