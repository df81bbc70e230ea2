import { test as base, expect } from '@playwright/test';
import type { Locator, Response } from '@playwright/test';
import {
  CONSENT_COOKIE_NAME,
  PAGE_RUNNING_ATTRIBUTE,
  WIDGET_RUNNING_ATTRIBUTE,
  consentValues,
  remoteNames,
} from '@site/shared/contracts';
import type { RemoteName } from '@site/shared/contracts';
import { appPortFrom, localOrigin } from '@site/shared/server/settings';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || LOCAL_HOSTS.has(hostname);
}

interface Options {
  /**
   * The consent cookie a visitor already has when the test starts, so the
   * banner does not cover the page; null for a first visit.
   */
  consentChoice: string | null;
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
export const test = base.extend<Fixtures & Options>({
  consentChoice: [consentValues.acceptAll, { option: true }],
  blockedUrls: async ({}, use) => {
    await use([]);
  },
  requestedUrls: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, blockedUrls, requestedUrls, consentChoice, baseURL }, use) => {
    if (consentChoice !== null) {
      await context.addCookies([
        { name: CONSENT_COOKIE_NAME, value: consentChoice, url: baseURL ?? 'http://127.0.0.1:3000', secure: true },
      ]);
    }
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
  // The server sends each page rendered (docs/decisions/008). These suites test what JavaScript adds (menus with
  // hover, carousels, client-side navigation, the wizard's live checks), so they act once the page runs in the
  // browser. What a visitor can do before that, or without JavaScript at all, is tested on its own, without this
  // wait, by the html-first-*.spec.ts suites (docs/decisions/010, e2e/tests/html-first.ts).
  page: async ({ page, baseURL }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    // A page of the site (HTML) must run within the time-out, or the navigation fails: a test of what JavaScript
    // adds must never go on against the server's HTML alone. Other documents (a JSON answer, a file, another
    // site's page) run nothing of ours.
    const siteOrigin = new URL(baseURL ?? 'http://127.0.0.1:3000').origin;
    const running = async (response: Response | null) => {
      if (response && new URL(response.url()).origin !== siteOrigin) return;
      if (response && !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
      try {
        await page
          .locator(`#root[${PAGE_RUNNING_ATTRIBUTE}]`)
          .waitFor({ state: 'attached', timeout: PAGE_RUNNING_TIMEOUT_MS });
      } catch (error) {
        throw new Error(
          `${page.url()} did not run its JavaScript within ${PAGE_RUNNING_TIMEOUT_MS} ms ` +
            `(#root never had ${PAGE_RUNNING_ATTRIBUTE})`,
          { cause: error },
        );
      }
    };
    page.goto = async (...args) => {
      const response = await goto(...args);
      await running(response);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await running(response);
      return response;
    };
    await use(page);
  },
});

/** Ours: how long a navigation waits for the page to run; a page that does not run by then fails the test. */
const PAGE_RUNNING_TIMEOUT_MS = 10_000;

export { expect };

/** The remotes whose manifest, entry or chunks the page fetched, in the order it first asked each. */
export function remotesFetched(urls: string[]): RemoteName[] {
  const byPort = new Map(remoteNames.map((remote) => [String(appPortFrom(process.env, remote)), remote]));
  const fetched = urls.map((url) => byPort.get(new URL(url).port)).filter((remote) => remote !== undefined);
  return [...new Set(fetched)];
}

/** Where `npm start` runs a remote's host (`<NAME>_PORT`, as `npm start` reads it). */
export function remoteOrigin(remote: RemoteName): string {
  return localOrigin(remote, process.env);
}

/**
 * Waits until the widget inside `scope` runs its own code (RemoteWidget): until then it is the server's HTML,
 * whose form posts natively. For tests of what the widget does with JavaScript.
 */
export async function widgetRunning(scope: Locator): Promise<void> {
  // The widget's element may hold the scope (a widget's own region) or sit inside it (the footer's section).
  const attribute = WIDGET_RUNNING_ATTRIBUTE;
  await scope
    .locator(`xpath=ancestor-or-self::*[@${attribute}] | descendant::*[@${attribute}]`)
    .first()
    .waitFor({ state: 'attached', timeout: 20_000 });
}
