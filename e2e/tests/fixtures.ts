import { test as base, expect } from '@playwright/test';
import { defaultPorts, remoteNames } from '@site/shared/contracts';
import type { RemoteName } from '@site/shared/contracts';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || LOCAL_HOSTS.has(hostname);
}

interface Fixtures {
  /** Every URL the page requested, in order. */
  requestedUrls: string[];
  /** Requests to other hosts, which were blocked. */
  blockedUrls: string[];
}

/**
 * The site as a visitor's browser sees it, with every request to a host
 * other than this machine blocked: tests and the default configuration talk
 * only to 127.0.0.1.
 */
export const test = base.extend<Fixtures>({
  blockedUrls: async ({}, use) => {
    await use([]);
  },
  requestedUrls: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, blockedUrls, requestedUrls }, use) => {
    await context.route('**/*', async (route) => {
      const url = route.request().url();
      if (isLocal(url)) {
        requestedUrls.push(url);
        await route.continue();
      } else {
        blockedUrls.push(url);
        await route.abort('blockedbyclient');
      }
    });
    await use(context);
  },
});

export { expect };

/** The remotes whose manifest, entry or chunks the page fetched, by the origin each is hosted on. */
export function remotesFetched(urls: string[]): RemoteName[] {
  return remoteNames.filter((remote) => urls.some((url) => new URL(url).port === String(defaultPorts[remote])));
}

export function remoteOrigin(remote: RemoteName): string {
  return `http://127.0.0.1:${defaultPorts[remote]}`;
}
