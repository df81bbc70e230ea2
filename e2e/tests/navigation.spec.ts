import { NOT_FOUND_PATH } from '@site/shared/contracts';
import type { BlogListItem, ListResponse } from '@site/shared/contracts';
import { expect, remoteOrigin, remotesFetched, test } from './fixtures.ts';

test('home renders through the content remote, with the shell around it', async ({ page, requestedUrls }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: /Outsourcing and consulting/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute(
    'href',
    '/book-free-consultation-call',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get in touch' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');

  expect(requestedUrls).toContain(`${remoteOrigin('content')}/mf-manifest.json`);
  expect(requestedUrls).toContain(`${remoteOrigin('content')}/remoteEntry.js`);
  // The page's own remote comes first; the footer's experts form (forms) may follow once the page has loaded.
  expect(remotesFetched(requestedUrls)[0]).toBe('content');
  expect(remotesFetched(requestedUrls).filter((remote) => remote !== 'forms')).toEqual(['content']);
});

test('an old blog address lands on the blogs route', async ({ page, request }) => {
  // A blog that exists: an unknown slug is the not-found page (docs/decisions/015), whose breadcrumb has no Blogs.
  const [blog] = ((await (await request.get('/api/blog/data')).json()) as ListResponse<BlogListItem>).data.data;
  expect(blog).toBeDefined();
  await page.goto(`/blog/${blog?.slug}`);

  await expect(page).toHaveURL(`/blogs/${blog?.slug}`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Blogs');
});

test('an unknown path lands on the not-found page with a way home', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');

  await expect(page).toHaveURL(NOT_FOUND_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  const dataLayer = await page.evaluate(() => (window as { dataLayer?: { event: string }[] }).dataLayer ?? []);
  expect(dataLayer.map((entry) => entry.event)).toContain('page_not_found');

  await page.getByRole('link', { name: 'home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: /Outsourcing and consulting/ })).toBeVisible();
});

test('moving between pages of different remotes in the browser', async ({ page, requestedUrls }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Outsourcing and consulting/ })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Career' }).click();
  await nav.getByRole('link', { name: 'Careers', exact: true }).click();
  await expect(page).toHaveURL('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  expect(remotesFetched(requestedUrls).filter((remote) => remote !== 'forms')).toEqual(['content', 'careers']);
});
