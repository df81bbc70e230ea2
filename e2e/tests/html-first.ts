// The first seconds of a visit (docs/decisions/010): the same flow walked three ways. These tests act on the
// server's HTML at once; they never wait for the page to run unless a step needs JavaScript and says why.
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CONSENT_COOKIE_NAME, MIN_FORM_FILL_MS, PAGE_RUNNING_ATTRIBUTE, consentValues } from '@site/shared/contracts';
import type { FormId } from '@site/shared/form-rules';
import { isLocal } from './fixtures.ts';
import { repoRoot } from './release-helpers.ts';

/**
 * - `no-js`: JavaScript disabled; the server's HTML and native forms do everything.
 * - `late-js`: every script answers SCRIPT_DELAY_MS late (a slow 3G line) while the visitor acts at once.
 * - `js`: scripts as they come; the visitor acts once the page runs.
 */
export const VISIT_MODES = ['no-js', 'late-js', 'js'] as const;
export type VisitMode = (typeof VISIT_MODES)[number];

/** What React logs when hydration finds the DOM different from what it renders. */
export const HYDRATION_MISMATCH = 'differed from the server-rendered HTML';

/** What the issue measured on a slow line: every script arrives this late. */
export const SCRIPT_DELAY_MS = 4_000;

interface VisitOptions {
  mode: VisitMode;
  baseURL: string | undefined;
  /** The consent cookie the visitor already has; null for a first visit (the banner shows). */
  consentChoice?: string | null;
}

/** A fresh browser context for one mode, with every request to another host blocked. */
export async function openVisit(
  browser: Browser,
  { mode, baseURL, consentChoice = consentValues.acceptAll }: VisitOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: mode !== 'no-js', ...(baseURL ? { baseURL } : {}) });
  if (consentChoice !== null) {
    await context.addCookies([
      { name: CONSENT_COOKIE_NAME, value: consentChoice, url: baseURL ?? 'http://127.0.0.1:3000', secure: true },
    ]);
  }
  await context.route('**/*', async (route) => {
    const request = route.request();
    if (!isLocal(request.url())) return route.abort('blockedbyclient');
    if (mode === 'late-js' && request.resourceType() === 'script') {
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    }
    return route.continue().catch(() => undefined);
  });
  return { context, page: await context.newPage() };
}

/**
 * Waits until the page runs in the browser (hydrated). Only for a step that needs JavaScript by its nature,
 * or to prove that what the visitor did before hydration survived it.
 */
export async function waitUntilRunning(page: Page, timeout = 20_000): Promise<void> {
  await page.locator(`#root[${PAGE_RUNNING_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout });
}

/** True when the page has not started running yet: the visitor is acting on the server's HTML. */
export async function isStillServerHtml(page: Page): Promise<boolean> {
  return (await page.locator(`#root[${PAGE_RUNNING_ATTRIBUTE}]`).count()) === 0;
}

/** The API's database, where `npm start` keeps it (DATA_DIR, as the API reads it). */
const databaseFile = path.join(path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, '.data')), 'site.db');

/** The newest stored submission of `formId` whose e-mail is `email`, or undefined. */
export function storedSubmission(formId: FormId, email: string): Record<string, unknown> | undefined {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare('SELECT payload FROM form_submissions WHERE form_id = ? ORDER BY id DESC LIMIT 50')
      .all(formId) as { payload: string }[];
    return rows.map((row) => JSON.parse(row.payload) as Record<string, unknown>).find((row) => row.email === email);
  } finally {
    db.close();
  }
}

/** The subject of the newest notification e-mail the outbox holds for `email`, or undefined. */
export function notificationSubject(email: string): string | undefined {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT subject, payload FROM notification_outbox ORDER BY id DESC LIMIT 50').all() as {
      subject: string;
      payload: string;
    }[];
    return rows.find((row) => (JSON.parse(row.payload) as { Email?: string }).Email === email)?.subject;
  } finally {
    db.close();
  }
}

export async function expectStored(formId: FormId, email: string): Promise<Record<string, unknown>> {
  await expect.poll(() => storedSubmission(formId, email), { message: `a stored ${formId} row` }).toBeTruthy();
  return storedSubmission(formId, email) ?? {};
}

/** A unique address per test, so its stored row can be found. */
export const uniqueEmail = (who: string, mode: VisitMode) => `${who}+${mode}-${Date.now()}@example.com`;

/**
 * The API stores nothing sent sooner than MIN_FORM_FILL_MS after the form was
 * shown (here: since the host signed the page's token) yet answers as if it
 * had, so a test that wants the row waits that long from when the page came.
 */
export async function waitOutMinimumFillTime(page: Page, shownAt: number) {
  const left = MIN_FORM_FILL_MS + 500 - (Date.now() - shownAt);
  if (left > 0) await page.waitForTimeout(left);
}
