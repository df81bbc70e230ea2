import { describe, expect, it } from '@jest/globals';
import { lighthouseFailure, statusFailure } from './lighthouse-failure.ts';

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

  it('names the audits that erred when the run has no performance score but no run-wide error', () => {
    expect(
      lighthouseFailure({
        requestedUrl: 'http://127.0.0.1:3000/guides',
        categories: { performance: { score: null }, seo: { score: 1 } },
        audits: {
          'first-contentful-paint': { errorMessage: 'NO_NAVSTART' },
          'largest-contentful-paint': { errorMessage: 'NO_NAVSTART' },
          'document-title': {},
        },
      }),
    ).toBe(
      'Lighthouse could not measure http://127.0.0.1:3000/guides: first-contentful-paint: NO_NAVSTART; ' +
        'largest-contentful-paint: NO_NAVSTART',
    );
    expect(lighthouseFailure({ categories: { performance: { score: null } }, audits: { 'document-title': {} } })).toBe(
      'Lighthouse could not measure the page: no performance score, and no audit said why',
    );
    expect(lighthouseFailure({ categories: { performance: { score: 0.97 } }, audits: {} })).toBeUndefined();
  });
});

describe('statusFailure', () => {
  const requests = (status: number) => [
    { resourceType: 'Document', statusCode: status },
    { resourceType: 'Script', statusCode: 200 },
  ];

  it('accepts the status the page answers by design, and only that one', () => {
    expect(statusFailure(requests(404), 404)).toBeUndefined();
    expect(statusFailure(requests(200), 200)).toBeUndefined();
    expect(statusFailure(requests(500), 404)).toBe('The page answered 500, not the 404 it answers by design.');
    expect(statusFailure(requests(200), 404)).toBe('The page answered 200, not the 404 it answers by design.');
  });
});
