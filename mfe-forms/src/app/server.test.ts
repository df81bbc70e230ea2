import { describe, expect, it } from '@jest/globals';
import { ROUTES_EXPOSE, requiredExposes } from '@site/shared';
import { widgets } from './server.ts';

describe("the forms remote's server build", () => {
  it('renders the widgets the remote exposes to other apps', () => {
    // The contract's (RemoteWidget): the experts form every page needs, the subscribe box, the case-study download.
    const contract = [
      ...requiredExposes.forms.filter((expose) => expose !== ROUTES_EXPOSE),
      './subscribe-box',
      './case-study-download',
    ];
    expect(Object.keys(widgets).sort()).toEqual(contract.sort());
  });

  it('serves each widget as its module with a default export, as the browser loads it', async () => {
    for (const load of Object.values(widgets)) {
      const module = (await load()) as { default?: unknown };
      expect(typeof module.default).toBe('function');
    }
  });
});
