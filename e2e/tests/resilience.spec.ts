import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_LOAD_TIMEOUT_MS, remoteFallbackCopy } from '@site/shared/contracts';
import { expect, remoteOrigin, test } from './fixtures.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const FALLBACK_DEADLINE_MS = 5_000;

function insightsHostPid(): number {
  const state = JSON.parse(readFileSync(path.join(repoRoot, '.data/run/processes.json'), 'utf8')) as Record<
    string,
    { pid: number }
  >;
  const pid = state.insights?.pid;
  if (!pid) throw new Error('npm start did not record the insights host');
  return pid;
}

async function waitUntil(check: () => Promise<boolean>, what: string) {
  await expect.poll(check, { message: what, timeout: 15_000 }).toBe(true);
}

/** Ours: an answer slower than this counts as none. */
const ANSWER_WITHIN_MS = 1_000;
const insightsUp = async () => {
  try {
    return (
      await fetch(`${remoteOrigin('insights')}/mf-manifest.json`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) })
    ).ok;
  } catch {
    return false;
  }
};

test('with the insights host hung, a link to /guides falls back in the frame and the rest of the site works; Retry recovers', async ({
  page,
}) => {
  expect(REMOTE_LOAD_TIMEOUT_MS).toBeLessThan(FALLBACK_DEADLINE_MS);
  await page.goto('/');
  // Frozen, not killed: `npm start` would start a killed host again at once. A hung host is the harder fault too:
  // its connections open, and nothing answers.
  const pid = insightsHostPid();
  process.kill(pid, 'SIGSTOP');
  let resumed = false;
  const resume = () => {
    if (!resumed) process.kill(pid, 'SIGCONT');
    resumed = true;
  };
  await waitUntil(async () => !(await insightsUp()), 'insights host hung');

  try {
    // Client-side navigation to a page whose remote is down (docs/decisions/010): the in-frame fallback.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Guides', exact: true }).click();
    await expect(page).toHaveURL(/\/guides$/);
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText(remoteFallbackCopy.heading, { timeout: FALLBACK_DEADLINE_MS });
    await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another remote's route still works from the same page.
    await page.getByRole('banner').getByRole('link', { name: 'Arcwell home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Outsourcing and consulting/ })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('alert')).toBeVisible({ timeout: FALLBACK_DEADLINE_MS });

    // The insights host answers again; the visitor presses Retry.
    resume();
    await waitUntil(insightsUp, 'insights host back');

    await page.getByRole('button', { name: remoteFallbackCopy.retry }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
  } finally {
    resume();
  }
});
