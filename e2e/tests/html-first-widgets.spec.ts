// Issue 17 section 2 for the forms other apps hold (docs/decisions/010): the footer's talk-to-expert form, a
// guide's subscribe box and a case study's download are in the server's HTML, post natively before and without
// JavaScript, and keep what was typed when their code arrives.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  DEFAULT_CASE_STUDY_CTA_LABEL,
  SUBSCRIBED_QUERY_PARAM,
  WIDGET_RUNNING_ATTRIBUTE,
  formPostMessages,
  getRoute,
} from '@site/shared/contracts';
import { CONTACT_PHONE_DIGITS, validationMessages } from '@site/shared/form-rules';
import { localOrigin } from '@site/shared/server/settings';
import { everyRouteUrl } from './every-route.ts';
import {
  expectStored,
  isStillServerHtml,
  openVisit,
  uniqueEmail,
  waitOutMinimumFillTime,
  waitUntilRunning,
} from './html-first.ts';
import type { VisitMode } from './html-first.ts';

test.describe.configure({ timeout: 60_000 });

const phoneNumber = '8'.repeat(CONTACT_PHONE_DIGITS);

/** The URL of a real page of a dynamic route, from the API's first listed item. */
async function routeUrl(request: Parameters<typeof everyRouteUrl>[0], id: string): Promise<string> {
  const found = (await everyRouteUrl(request)).find((route) => route.id === id);
  if (!found) throw new Error(`No URL for ${id}`);
  return found.url;
}

const expertsForm = (page: Page) => page.getByRole('region', { name: 'Talk to our experts' }).locator('form');

/** Opens `url` and waits only for the server's HTML to hold a form; returns when the page came. */
async function visitServerHtml(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('form[method="post"]').first().waitFor({ state: 'attached' });
  return Date.now();
}

/** In 'late-js', the visitor acted on the server's HTML: the post that follows is native. */
async function expectServerHtml(page: Page, mode: VisitMode) {
  if (mode === 'late-js') expect(await isStillServerHtml(page), 'the scripts have not arrived yet').toBe(true);
}

for (const mode of ['no-js', 'late-js'] as const) {
  test.describe(`other apps' forms in the server's page (${mode})`, () => {
    test("the footer's talk-to-expert form: stored, then the consultation thank-you page", async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await openVisit(browser, { mode, baseURL });
      const email = uniqueEmail('expert', mode);
      const shownAt = await visitServerHtml(page, getRoute('about').path);
      const form = expertsForm(page);
      await form.getByLabel('Name', { exact: true }).fill('Kiran Das');
      await form.getByLabel('Email', { exact: true }).fill(email);
      await form.getByLabel('Phone', { exact: true }).fill(phoneNumber);
      await form.getByLabel('Company', { exact: true }).fill('Das Mutual');
      await form.getByLabel('Message', { exact: true }).fill('We need help with claims intake.');
      await expectServerHtml(page, mode);
      await waitOutMinimumFillTime(page, shownAt);
      await form.getByRole('button', { name: 'Submit' }).click();

      await expect(page).toHaveURL(new RegExp(`${getRoute('consultation-thankyou').path}$`));
      expect(await expectStored('talk-to-expert', email)).toMatchObject({
        name: 'Kiran Das',
        email,
        phone: phoneNumber,
        company: 'Das Mutual',
        message: 'We need help with claims intake.',
      });
      await context.close();
    });

    test("a guide's subscribe box: a refused address keeps what was typed; a good one is stored and the box says so", async ({
      browser,
      baseURL,
      request,
    }) => {
      const guide = await routeUrl(request, 'guide-detail');
      const { context, page } = await openVisit(browser, { mode, baseURL });
      const email = uniqueEmail('reader', mode);
      const shownAt = await visitServerHtml(page, guide);
      const box = page.getByRole('region', { name: 'Subscribe to our newsletter' });
      await box.getByLabel('Email').fill('not-an-address');
      await expectServerHtml(page, mode);
      await box.getByRole('button', { name: 'GO' }).click();

      // The host renders the guide again: the box says what is wrong and keeps the address.
      await expect(page).toHaveURL(new RegExp(`${guide}$`));
      await expect(box.getByRole('alert')).toContainText(formPostMessages.errorSummaryHeading);
      await expect(box.getByLabel('Email')).toHaveValue('not-an-address');

      await box.getByLabel('Email').fill(email);
      await waitOutMinimumFillTime(page, shownAt);
      await box.getByRole('button', { name: 'GO' }).click();
      await expect(page).toHaveURL(new RegExp(`${guide}\\?${SUBSCRIBED_QUERY_PARAM}=1$`));
      await expect(box.getByRole('status')).toHaveText(validationMessages.subscribeSuccess);
      expect(await expectStored('subscribe', email)).toMatchObject({ email });
      await context.close();
    });

    test("a case study's download: its link opens the form, which is stored and answered with the PDF", async ({
      browser,
      baseURL,
      request,
    }) => {
      const caseStudy = await routeUrl(request, 'case-study-detail');
      const slug = decodeURIComponent(caseStudy.split('/').at(-1) ?? '');
      const details = (await (await request.get(`/api/case/study/details/${slug}`)).json()) as {
        data: { case_Study_pdf: string; cta_button: string | null };
      };
      const { context, page } = await openVisit(browser, { mode, baseURL });
      const email = uniqueEmail('downloader', mode);
      const shownAt = await visitServerHtml(page, caseStudy);
      await expectServerHtml(page, mode);
      await page.getByRole('link', { name: details.data.cta_button ?? DEFAULT_CASE_STUDY_CTA_LABEL }).click();

      const dialog = page.getByRole('dialog', { name: 'Download the case study' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Name').fill('Lena Park');
      await dialog.getByLabel('Email').fill(email);
      await waitOutMinimumFillTime(page, shownAt);
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      const pdf = page.waitForRequest((sent) => new URL(sent.url()).pathname === details.data.case_Study_pdf);
      await dialog.getByRole('button', { name: 'Download' }).click();

      expect((await answer).status()).toBe(303);
      await pdf;
      expect(await expectStored('case-study-download', email)).toMatchObject({
        firstname: 'Lena Park',
        email,
        url: slug,
      });
      await context.close();
    });
  });
}

test('what was typed into the footer form before its code came is kept when it comes, and sent with JavaScript', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openVisit(browser, { mode: 'late-js', baseURL });
  const email = uniqueEmail('early', 'late-js');
  await visitServerHtml(page, getRoute('about').path);
  const form = expertsForm(page);
  await form.getByLabel('Name', { exact: true }).fill('Omar Haddad');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Phone', { exact: true }).fill(phoneNumber);
  await form.getByLabel('Company', { exact: true }).fill('Haddad Re');
  await form.getByLabel('Message', { exact: true }).click();
  await expectServerHtml(page, 'late-js');

  // The page runs, then the widget's code arrives (it is near the viewport: the visitor is in its form).
  await waitUntilRunning(page);
  await page
    .getByRole('region', { name: 'Talk to our experts' })
    .locator(`[${WIDGET_RUNNING_ATTRIBUTE}] form`)
    .waitFor({ timeout: 30_000 });
  // With JavaScript the form counts its fill time from when it ran.
  const ranAt = Date.now();
  await page.keyboard.type('Reinsurance bordereaux.');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Omar Haddad');
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(form.getByLabel('Company', { exact: true })).toHaveValue('Haddad Re');
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('Reinsurance bordereaux.');

  // Sent by the widget's JavaScript: the form's own checks run, then the thank-you page.
  await waitOutMinimumFillTime(page, ranAt);
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST') posts.push(new URL(sent.url()).pathname);
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`${getRoute('consultation-thankyou').path}$`));
  expect(posts, 'sent to the API, not posted to the page').not.toContain(getRoute('about').path);
  expect(await expectStored('talk-to-expert', email)).toMatchObject({
    name: 'Omar Haddad',
    company: 'Haddad Re',
    message: 'Reinsurance bordereaux.',
  });
  await context.close();
});

// Issue 52, as it was found: the footer form on home was sent with a bad address before its code had come, so it
// posted natively and came back with its messages; the visitor corrected the address at once, and when the
// form's code arrived the field went back to what had been sent.
test('a refused footer form corrected before its code comes keeps the correction when the code comes', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openVisit(browser, { mode: 'js', baseURL });
  // The forms remote's files wait until the visitor has corrected the address: its code comes "a second later".
  const formsOrigin = localOrigin('forms', process.env);
  let letFormsCome = () => {};
  const formsMayCome = new Promise<void>((resolve) => {
    letFormsCome = resolve;
  });
  await page.route(`${formsOrigin}/**`, async (route) => {
    await formsMayCome;
    await route.continue().catch(() => undefined);
  });
  const email = uniqueEmail('corrected', 'js');
  await visitServerHtml(page, getRoute('home').path);
  const form = expertsForm(page);
  const emailField = form.getByLabel('Email', { exact: true });
  await form.getByLabel('Name', { exact: true }).fill('Kiran Das');
  await emailField.fill('broken@');
  await form.getByLabel('Phone', { exact: true }).fill(phoneNumber);
  await form.getByLabel('Company', { exact: true }).fill('Das Mutual');
  await form.getByLabel('Message', { exact: true }).fill('We need help with claims intake.');
  expect(await page.locator(`[${WIDGET_RUNNING_ATTRIBUTE}]`).count(), 'the form has not woken up').toBe(0);
  await form.getByRole('button', { name: 'Submit' }).click();

  // The host answers the native post with home again: the messages, and what was sent.
  await expect(form.getByRole('alert')).toContainText(formPostMessages.errorSummaryHeading);
  await expect(emailField).toHaveValue('broken@');
  await emailField.fill(email);

  letFormsCome();
  await page
    .getByRole('region', { name: 'Talk to our experts' })
    .locator(`[${WIDGET_RUNNING_ATTRIBUTE}] form`)
    .waitFor({ timeout: 30_000 });
  // With JavaScript the form counts its fill time from when it ran.
  const ranAt = Date.now();
  // The revert came a moment after the code: look again after the form has settled.
  await page.waitForTimeout(1_000);
  await expect(emailField).toHaveValue(email);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Kiran Das');

  // And the corrected form is what is sent, by the form's own JavaScript now.
  await waitOutMinimumFillTime(page, ranAt);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`${getRoute('consultation-thankyou').path}$`));
  expect(await expectStored('talk-to-expert', email)).toMatchObject({ name: 'Kiran Das', email });
  await context.close();
});

// Issue 52: a guide opened by an in-site link from /guides had no subscribe box (one opened directly had one):
// with no server HTML to stand in for it, the box waited for its empty place to be scrolled into view.
test('a guide reached by a link from /guides has its subscribe box, as one opened directly has, and it works', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openVisit(browser, { mode: 'js', baseURL });
  const subscribeBox = page.getByRole('region', { name: 'Subscribe to our newsletter' });
  await page.goto(getRoute('guides').path);
  await waitUntilRunning(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  const guideLink = page.getByRole('main').locator('a[href^="/guides/"]').first();
  const guidePath = (await guideLink.getAttribute('href')) ?? '';
  await guideLink.click();
  await expect(page).toHaveURL(new RegExp(`${guidePath}$`));
  expect(documents, 'an in-site navigation, not a page load').toEqual([]);

  // Where a visitor looks first, without scrolling: the box in the guide's sidebar.
  await expect(subscribeBox).toBeVisible({ timeout: 15_000 });
  await expect(subscribeBox.getByLabel('Email')).toBeVisible();
  await subscribeBox.getByLabel('Email').fill('not-an-address');
  await subscribeBox.getByRole('button', { name: 'GO' }).click();
  await expect(subscribeBox.getByRole('alert')).toContainText(validationMessages.invalidEmail);
  expect(documents, 'checked by the box itself, not posted').toEqual([]);

  // Opened directly, the same guide has its box in the server's HTML.
  await page.goto(guidePath, { waitUntil: 'commit' });
  await expect(subscribeBox.getByLabel('Email')).toBeVisible();
  await context.close();
});
