import { describe, expect, it } from '@jest/globals';
import type { ReleaseManifest } from '@site/shared';
import { createHealthPlugin, createHealthReporter, healthReportUrl } from './health-reports.ts';

const manifest: ReleaseManifest = {
  environment: 'production',
  allowOverrides: false,
  releaseId: 'r-0123456789abcdef',
  cohort: 'canary',
  canaryInFlight: true,
  healthWatched: true,
  contentRevision: 0,
  remotes: [
    {
      name: 'insights',
      version: '1.5.0',
      manifestUrl: 'http://127.0.0.1:3002/1.5.0/mf-manifest.json',
      integrity: 'sha384-a',
    },
    { name: 'forms', version: 'current', manifestUrl: 'http://127.0.0.1:3004/mf-manifest.json' },
  ],
};

/** The report token the host signed into the page (docs/decisions/045): opaque to the browser. */
const TOKEN = 'r-0123456789abcdef.AAAAAAAAAAAAAAAAAAAAAA.1800000000000.signature';

function reporterWithOutbox() {
  const sent: { url: string; body: unknown }[] = [];
  const reporter = createHealthReporter(healthReportUrl('/api/releases/production'), TOKEN, (url, body) =>
    sent.push({ url, body: JSON.parse(body) }),
  );
  return { reporter, sent };
}

describe('the page health reporter', () => {
  it("sends the page's release id, its report token and the remote's version, once per remote per page load", () => {
    const { reporter, sent } = reporterWithOutbox();
    reporter.use(manifest);
    reporter.report('integrity', 'insights');
    reporter.report('remote-load', 'insights');
    reporter.report('uncaught', 'forms');
    expect(sent).toEqual([
      {
        url: '/api/releases/production/health',
        body: {
          releaseId: 'r-0123456789abcdef',
          token: TOKEN,
          reports: [{ remote: 'insights', version: '1.5.0', kind: 'integrity' }],
        },
      },
      {
        url: '/api/releases/production/health',
        body: {
          releaseId: 'r-0123456789abcdef',
          token: TOKEN,
          reports: [{ remote: 'forms', version: 'current', kind: 'uncaught' }],
        },
      },
    ]);
  });

  it('sends nothing from a page without a report token: no health check watched its release', () => {
    const sent: string[] = [];
    const reporter = createHealthReporter(healthReportUrl('/api/releases/production'), undefined, (_url, body) =>
      sent.push(body),
    );
    reporter.use(manifest);
    reporter.report('uncaught', 'insights');
    expect(sent).toEqual([]);
  });

  it('sends nothing before the page knows its release, nor for a remote the release does not name', () => {
    const { reporter, sent } = reporterWithOutbox();
    reporter.report('uncaught', 'insights');
    reporter.use(manifest);
    reporter.report('uncaught', 'careers');
    expect(sent).toEqual([]);
  });

  it("tells which remote a script belongs to by the release's addresses", () => {
    const { reporter } = reporterWithOutbox();
    reporter.use(manifest);
    expect(reporter.remoteOf('http://127.0.0.1:3002/1.5.0/remoteEntry.js')).toBe('insights');
    expect(reporter.remoteOf('http://127.0.0.1:3004/static/js/async/12.js')).toBe('forms');
    expect(reporter.remoteOf('http://127.0.0.1:3000/static/js/main.js')).toBeUndefined();
  });

  it('reports a failed remote load through the federation runtime and leaves the failure as it is', () => {
    const { reporter, sent } = reporterWithOutbox();
    reporter.use(manifest);
    expect(createHealthPlugin(reporter).errorLoadRemote({ id: 'insights/routes' })).toBeUndefined();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ reports: [{ remote: 'insights', kind: 'remote-load' }] });
  });
});
