import { describe, expect, it } from '@jest/globals';
import { auditsFailedByDesign, lighthouseFailure, scoreWithout, statusFailure } from './lighthouse-failure.ts';

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

describe("a not-found page's scores", () => {
  const page = 'http://127.0.0.1:3000/404';
  const documentStatus = { source: 'network', sourceLocation: { url: page } };
  const seo = {
    score: 0.54,
    auditRefs: [
      { id: 'is-crawlable', weight: 4 },
      { id: 'http-status-code', weight: 1 },
      { id: 'document-title', weight: 1 },
      { id: 'meta-description', weight: 1 },
      { id: 'manual-check', weight: 0 },
    ],
  };

  it("excuses the status, the noindex and the console's record of the document's own status, nothing else", () => {
    const consoleWith = (...items: unknown[]) => ({ 'errors-in-console': { score: 0, details: { items } } });
    expect(auditsFailedByDesign(consoleWith(documentStatus), page)).toEqual([
      'http-status-code',
      'is-crawlable',
      'errors-in-console',
    ]);
    // Another error beside it, or the document's status seen from another page, still counts.
    const scriptError = { source: 'exception', sourceLocation: { url: 'http://127.0.0.1:3000/main.js' } };
    expect(auditsFailedByDesign(consoleWith(documentStatus, scriptError), page)).toEqual([
      'http-status-code',
      'is-crawlable',
    ]);
    expect(auditsFailedByDesign(consoleWith(), page)).toEqual(['http-status-code', 'is-crawlable']);
  });

  it('weighs the other audits as Lighthouse does, so one of them failing still marks the page down', () => {
    const excused = ['http-status-code', 'is-crawlable'];
    const audits = (titleScore: number) => ({
      'is-crawlable': { score: 0 },
      'http-status-code': { score: 0 },
      'document-title': { score: titleScore },
      'meta-description': { score: 1 },
      'manual-check': { score: null },
    });
    expect(scoreWithout(seo, audits(1), excused)).toBe(1);
    expect(scoreWithout(seo, audits(0), excused)).toBe(0.5);
    expect(scoreWithout(seo, audits(1), [])).toBeCloseTo(2 / 7);
    // An audit that could not run leaves no score, as in Lighthouse's own category.
    expect(scoreWithout(seo, { ...audits(1), 'meta-description': { score: null } }, excused)).toBeNull();
  });
});
