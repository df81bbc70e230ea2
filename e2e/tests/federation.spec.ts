import { expect, remoteOrigin, remotesFetched, test } from './fixtures.ts';

test('/guides fetches the insights remote and no other', async ({ page, requestedUrls, blockedUrls }) => {
  await page.goto('/guides');

  await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  expect(requestedUrls).toContain(`${remoteOrigin('insights')}/mf-manifest.json`);
  expect(requestedUrls).toContain(`${remoteOrigin('insights')}/remoteEntry.js`);
  expect(remotesFetched(requestedUrls)).toEqual(['insights']);
  expect(blockedUrls).toEqual([]);
});

test('the release manifest comes from the API, so no remote URL is in the shell bundle', async ({
  page,
  requestedUrls,
  request,
}) => {
  await page.goto('/guides');
  await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
  expect(requestedUrls.some((url) => url.endsWith('/api/releases/production'))).toBe(true);

  const shellScripts = requestedUrls.filter((url) => new URL(url).port === '3000' && url.endsWith('.js'));
  expect(shellScripts.length).toBeGreaterThan(0);
  for (const url of shellScripts) {
    const source = await (await request.get(url)).text();
    expect(source).not.toContain('127.0.0.1:3002');
    expect(source).not.toContain('mf-manifest.json');
  }
});

test('the federation runtime is loaded once: by the shell, not again by the remote', async ({
  page,
  requestedUrls,
  request,
}) => {
  await page.goto('/guides');
  await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();

  const provided = await page.evaluate(() => typeof (window as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE);
  expect(provided).toBe('object');

  const insightsScripts = requestedUrls.filter((url) => url.startsWith(remoteOrigin('insights')) && url.endsWith('.js'));
  for (const url of insightsScripts) {
    const source = await (await request.get(url)).text();
    // A marker string of the runtime core's share-scope code.
    expect(source).not.toContain('[ Federation Runtime ]');
  }
});
