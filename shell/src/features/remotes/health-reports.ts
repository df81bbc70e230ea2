import { remoteBaseUrl } from '@site/shared';
import type { ReleaseManifest, RemoteName } from '@site/shared';
import type { HealthReportKind } from '@site/shared/contracts';

/** Where a page's reports go: the API's health endpoint of the environment the page was served from. */
export const healthReportUrl = (manifestUrl: string) => `${manifestUrl}/health`;

export interface HealthReporter {
  /** The release the page runs: its id and versions are what every report names. */
  use(manifest: ReleaseManifest): void;
  /** Something went wrong in a remote; sent once per remote per page load, whatever the kind. */
  report(kind: HealthReportKind, remote: RemoteName): void;
  /** The remote whose files `url` is one of, in the page's release; undefined for anything else. */
  remoteOf(url: string): RemoteName | undefined;
}

/**
 * The page's health reports (issue 21, docs/decisions/021): remote load failures, integrity refusals,
 * hydration mismatches and uncaught errors in a remote's pages, each with the page's release id and the
 * remote's version, and nothing about the visitor or the page's address. The API counts them against each
 * version's page loads; a canary whose error rate passes its threshold aborts itself.
 *
 * Each report carries `token`, the report token the shell's host signed into the page for its release id
 * (docs/decisions/045), which the API takes once per remote. A page without one (no health check watched its
 * release when it was rendered) sends nothing: the API would count nothing.
 */
export function createHealthReporter(
  url: string,
  token: string | undefined,
  send: (url: string, body: string) => void = (target, body) =>
    void fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined),
): HealthReporter {
  let release: ReleaseManifest | undefined;
  const reported = new Set<RemoteName>();
  return {
    use(manifest) {
      release = manifest;
    },
    report(kind, remote) {
      const version = release?.remotes.find((candidate) => candidate.name === remote)?.version;
      if (!token || !release || !version || reported.has(remote)) return;
      reported.add(remote);
      send(url, JSON.stringify({ releaseId: release.releaseId, token, reports: [{ remote, version, kind }] }));
    },
    remoteOf(scriptUrl) {
      return release?.remotes
        .map((remote) => ({ name: remote.name, base: remoteBaseUrl(remote.manifestUrl) }))
        .filter(({ base }) => scriptUrl.startsWith(base))
        .sort((a, b) => b.base.length - a.base.length)[0]?.name;
    },
  };
}

/**
 * A federation runtime plugin that reports what failed to load (`errorLoadRemote`) and leaves the failure as
 * it is: the registry's fallback and retries handle it.
 */
export function createHealthPlugin(reporter: HealthReporter) {
  return {
    name: 'site-health-reports',
    errorLoadRemote({ id }: { id: string }) {
      const remote = id.split('/')[0] as RemoteName;
      reporter.report('remote-load', remote);
      return undefined;
    },
  };
}

/** The browser's reporter, once the page has one; the server renders without. */
let pageReporter: HealthReporter | undefined;

export function installPageHealth(reporter: HealthReporter): void {
  pageReporter = reporter;
}

/** Reports a remote's failure from anywhere in the page (an error boundary, say); nothing on the server. */
export function reportPageHealth(kind: HealthReportKind, remote: RemoteName): void {
  pageReporter?.report(kind, remote);
}
