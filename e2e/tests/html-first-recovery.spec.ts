// docs/decisions/010: a slow or failing remote never removes the page the server sent.
import { hydrationRetryCopy, remoteFallbackCopy } from '@site/shared/contracts';
import { expect, remoteOrigin, test } from './fixtures.ts';
import { SCRIPT_DELAY_MS, isStillServerHtml, openVisit, waitUntilRunning } from './html-first.ts';

const GUIDES_HEADING = { level: 1, name: 'Guides' } as const;

test('with every script 4 s late, /guides stays readable the whole time and hydrates when the code arrives', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openVisit(browser, { mode: 'late-js', baseURL });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/guides', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', GUIDES_HEADING)).toBeVisible();
  expect(await isStillServerHtml(page)).toBe(true);
  const firstGuide = page.getByRole('list', { name: 'Guides' }).getByRole('link').first();
  const firstGuideTitle = await firstGuide.textContent();

  // Longer than the remote's load timeout: the page must not be replaced by the fallback meanwhile.
  await page.waitForTimeout(SCRIPT_DELAY_MS + 1_500);
  await expect(page.getByText(remoteFallbackCopy.heading)).toHaveCount(0);
  await expect(page.getByRole('heading', GUIDES_HEADING)).toBeVisible();

  await waitUntilRunning(page, 60_000);
  await expect(page.getByText(remoteFallbackCopy.heading)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: hydrationRetryCopy.note })).toHaveCount(0);
  await expect(firstGuide).toHaveText(firstGuideTitle ?? '');
  expect(errors.filter((text) => text.includes('differed from the server-rendered HTML'))).toEqual([]);
  await context.close();
});

test('when the remote fails after the first paint, the page stays readable, says so politely, and recovers on "Try again now"', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openVisit(browser, { mode: 'js', baseURL });
  let remoteDown = true;
  await context.route(`${remoteOrigin('insights')}/**`, (route) =>
    remoteDown ? route.abort('connectionrefused') : route.fallback(),
  );
  await page.goto('/guides');

  const note = page.getByRole('status').filter({ hasText: hydrationRetryCopy.note });
  await expect(note).toBeVisible({ timeout: 15_000 });
  // The server's page is still all there: heading, guides, links that work without scripts.
  await expect(page.getByRole('heading', GUIDES_HEADING)).toBeVisible();
  await expect(page.getByText(remoteFallbackCopy.heading)).toHaveCount(0);
  const guides = page.getByRole('list', { name: 'Guides' }).getByRole('listitem');
  await expect(guides.first()).toBeVisible();
  expect(await isStillServerHtml(page)).toBe(true);

  remoteDown = false;
  await note.getByRole('button', { name: hydrationRetryCopy.retry }).click();
  await waitUntilRunning(page);
  await expect(note).toHaveCount(0);
  await expect(page.getByRole('heading', GUIDES_HEADING)).toBeVisible();
  await context.close();
});
