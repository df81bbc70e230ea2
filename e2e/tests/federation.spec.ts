import { SITE_CONFIG_ELEMENT_ID, getRoute, parseSiteConfig, remoteNames } from '@site/shared/contracts';
import type { APIRequestContext } from '@playwright/test';
import { localOrigin } from '@site/shared/server/settings';
import { expect, remoteOrigin, remotesFetched, test } from './fixtures.ts';
import { waitUntilRunning } from './html-first.ts';

/** The shell's host, where `npm start` put it (SHELL_PORT, as playwright.config.ts reads it). */
const shellOrigin = localOrigin('shell', process.env);
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
  // The shell's host reads the live manifest from the API and writes it into the page.
  const fromApi = await (await request.get('/api/releases/production')).json();
  const config = parseSiteConfig(await page.locator(`#${SITE_CONFIG_ELEMENT_ID}`).textContent());
  expect(config.releases).toEqual(fromApi);
  await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveAttribute(
    'href',
    `${remoteOrigin('insights')}/mf-manifest.json`,
  );

  const shellScripts = requestedUrls.filter((url) => new URL(url).origin === shellOrigin && url.endsWith('.js'));
  expect(shellScripts.length).toBeGreaterThan(0);
  const remoteOrigins = remoteNames.map(remoteOrigin);
  for (const url of shellScripts) {
    const source = await (await request.get(url)).text();
    const baked = remoteOrigins.filter((origin) => source.includes(origin.replace('http://', '')));
    expect(baked, `remote origins compiled into ${url}`).toEqual([]);
  }
});

test('the federation runtime is loaded once: by the shell, not again by the remote', async ({
  page,
  requestedUrls,
  request,
}) => {
  await page.goto('/guides');
  await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();

  const provided = await page.evaluate(
    () => typeof (window as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE,
  );
  expect(provided).toBe('object');

  // Names the runtime core keeps even when minified (its instance's handler properties), and nothing else has.
  const runtimeCoreMarkers = ['remoteHandler', 'sharedHandler', 'snapshotHandler'];
  const scriptsFrom = (origin: string) => requestedUrls.filter((url) => url.startsWith(origin) && url.endsWith('.js'));
  const sources = async (urls: string[]) => Promise.all(urls.map(async (url) => (await request.get(url)).text()));

  const shellSource = (await sources(scriptsFrom(shellOrigin))).join('\n');
  expect(runtimeCoreMarkers.filter((marker) => shellSource.includes(marker))).toEqual(runtimeCoreMarkers);

  const insightsScripts = scriptsFrom(remoteOrigin('insights'));
  expect(insightsScripts).toContain(`${remoteOrigin('insights')}/remoteEntry.js`);
  for (const source of await sources(insightsScripts)) {
    const found = runtimeCoreMarkers.filter((marker) => source.includes(marker));
    expect(found, 'runtime core code in the insights remote').toEqual([]);
  }
});

/** The API client's own files (docs/decisions/009): not those the start-up shares with it (the store's part of RTK). */
async function apiClientOwnFiles(request: APIRequestContext): Promise<string[]> {
  const { provided } = (await (await request.get('/page-assets.json')).json()) as {
    provided: Record<string, { js: string[] }>;
  };
  const apiClientFiles = [
    ...(provided['@site/shared/api']?.js ?? []),
    ...(provided['@reduxjs/toolkit/query/react']?.js ?? []),
  ].map((file) => `${shellOrigin}/${file}`);
  expect(apiClientFiles.length).toBeGreaterThan(0);
  const startup = new Set(
    ['@site/shared', 'react-dom/client']
      .flatMap((key) => provided[key]?.js ?? [])
      .map((file) => `${shellOrigin}/${file}`),
  );
  const ownFiles = apiClientFiles.filter((url) => !startup.has(url));
  expect(ownFiles.length).toBeGreaterThan(0);
  return ownFiles;
}

test('the API client loads with the pages that query, not with every page (docs/decisions/009, 036)', async ({
  page,
  requestedUrls,
  request,
}) => {
  const ownFiles = await apiClientOwnFiles(request);
  await page.setViewportSize({ width: 412, height: 823 });

  // A phone on home: no query, and the header asks for menu data only at desktop widths. The consultation
  // page's only request is its form's, which loads the client when it first sends (forms.spec.ts sends one).
  for (const path of ['/', getRoute('consultation').path]) {
    await page.goto(path);
    await waitUntilRunning(page);
    await page.waitForLoadState('networkidle');
    expect(
      requestedUrls.filter((url) => ownFiles.includes(url)),
      path,
    ).toEqual([]);
  }

  await page.goto('/guides');
  await expect(page.getByRole('list', { name: 'Guides' }).getByRole('listitem')).not.toHaveCount(0);
  expect(ownFiles.filter((url) => !requestedUrls.includes(url))).toEqual([]);
});
