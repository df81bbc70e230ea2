// A version's health window (docs/decisions/045): page loads are the host's counts, errors the pages' reports.
import { describe, expect, it } from '@jest/globals';
import { createReleaseHealth } from './release-health.ts';

const forms = [{ name: 'forms' as const, version: '1.1.0' }];

describe("a version's health window", () => {
  it("counts a page's error reported before the host's count of that page arrives", () => {
    const health = createReleaseHealth(10);
    // The browser reports at once; the host tells its count of the same pages a second later.
    for (let page = 0; page < 3; page += 1) health.recordError('production', 'forms', '1.1.0');
    health.recordLoads('production', forms, 3);
    expect(health.health('production', 'forms', '1.1.0')).toEqual({ loads: 3, errors: 3, errorRate: 1 });
  });

  it('lets errors go with the loads the window no longer holds', () => {
    const health = createReleaseHealth(10);
    health.recordLoads('production', forms, 2);
    health.recordError('production', 'forms', '1.1.0');
    health.recordServerErrors('production', 'forms', '1.1.0', 1);
    // A window's worth of healthy loads since, counted after those: the window holds only them.
    health.recordLoads('production', forms, 10);
    health.recordLoads('production', forms, 10);
    expect(health.health('production', 'forms', '1.1.0')).toEqual({ loads: 10, errors: 0, errorRate: 0 });
    expect(health.serverSignal('production', 'forms', '1.1.0')).toEqual({ errors: 0 });
  });
});
