import { describe, expect, it } from '@jest/globals';
import { HOST_BUILD, liveStates } from './release-registry.ts';

const change = (action: 'pin' | 'rollback' | 'promote' | 'unpin', from: string | null, to: string) => ({
  action,
  from_version: from,
  to_version: to,
});

describe('liveStates', () => {
  it('starts from the host build and stacks each change, a rollback taking the last one off', () => {
    expect(liveStates([])).toEqual([HOST_BUILD]);
    expect(
      liveStates([change('pin', null, '1.0.0'), change('pin', '1.0.0', '1.1.0'), change('rollback', '1.1.0', '1.0.0')]),
    ).toEqual([HOST_BUILD, '1.0.0']);
    expect(liveStates([change('pin', null, '1.0.0'), change('unpin', '1.0.0', HOST_BUILD)])).toEqual([
      HOST_BUILD,
      '1.0.0',
      HOST_BUILD,
    ]);
  });

  it('skips entries that changed nothing, such as the no-op rollbacks older versions recorded', () => {
    expect(
      liveStates([
        change('pin', null, '1.4.0-rc.1'),
        change('rollback', '1.4.0-rc.1', '1.4.0-rc.1'),
        change('rollback', '1.4.0-rc.1', '1.4.0-rc.1'),
      ]),
    ).toEqual([HOST_BUILD, '1.4.0-rc.1']);
  });
});
