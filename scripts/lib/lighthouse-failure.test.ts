import { describe, expect, it } from '@jest/globals';
import { lighthouseFailure } from './lighthouse-failure.ts';

describe('lighthouseFailure', () => {
  it('says nothing for a run that measured the page', () => {
    expect(lighthouseFailure({ requestedUrl: 'http://127.0.0.1:3000/', runWarnings: ['slow'] })).toBeUndefined();
  });

  it("names the page, Lighthouse's error code and message, and its warnings", () => {
    expect(
      lighthouseFailure({
        requestedUrl: 'http://127.0.0.1:3000/guides/a-guide',
        runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
        runWarnings: ['The page loaded too slowly to finish within the time limit.'],
      }),
    ).toBe(
      'Lighthouse could not measure http://127.0.0.1:3000/guides/a-guide: NO_FCP: The page did not paint any ' +
        'content. (warnings: The page loaded too slowly to finish within the time limit.)',
    );
  });
});
