// Issue 17 section 2, "Forms are real forms" (docs/decisions/010): the forms of mfe-forms walked three ways. Without
// JavaScript, and with every script 4 s late while the visitor acts at once, a form posts natively to the shell's
// host, which stores it through the API or renders the page again with the values and the spec's messages.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  MIN_FORM_FILL_MS,
  formControlId,
  formErrorSummaryId,
  formPostMessages,
  getRoute,
} from '@site/shared/contracts';
import {
  CONTACT_PHONE_DIGITS,
  partnershipCountryOptions,
  partnershipIndustryOptions,
  partnershipPositionOptions,
  partnershipTypeOptions,
  validationMessages,
  whereDidYouGotToKnowOptions,
} from '@site/shared/form-rules';
import {
  VISIT_MODES,
  expectStored,
  isStillServerHtml,
  openVisit,
  storedSubmission,
  uniqueEmail,
  waitOutMinimumFillTime,
  waitUntilRunning,
} from './html-first.ts';
import type { VisitMode } from './html-first.ts';

const { required, invalidEmail, acceptTerms } = validationMessages;
const phoneNumber = '9'.repeat(CONTACT_PHONE_DIGITS);
/** The smallest file the API's magic-byte check takes for a PDF. */
const MINIMAL_PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/** Opens `url` in `mode`; in 'js' the visitor waits for the page to run, in the others acts on the server's HTML. */
async function visit(page: Page, mode: VisitMode, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('form[method="post"]:visible').first().waitFor();
  // With JavaScript the form counts its fill time from when it ran (use-form-submission.ts); without, from its token.
  if (mode === 'js') await waitUntilRunning(page);
  return Date.now();
}

/** In 'late-js', what the visitor did so far happened on the server's HTML: the post that follows is native. */
async function expectActingOnServerHtml(page: Page, mode: VisitMode) {
  if (mode === 'late-js') expect(await isStillServerHtml(page), 'the scripts have not arrived yet').toBe(true);
}

const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

// Each test waits out the minimum fill time, some twice, and 'late-js' waits for late scripts.
test.describe.configure({ timeout: 60_000 });

for (const mode of VISIT_MODES) {
  test.describe(`forms post natively (${mode})`, () => {
    test('consultation: a refused post keeps every value and links its errors; the fixed one is stored', async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await openVisit(browser, { mode, baseURL });
      const email = uniqueEmail('ravi', mode);
      let shownAt = await visit(page, mode, getRoute('consultation').path);
      const form = page.getByRole('form', { name: 'Book a free consultation' });
      const typed = {
        Name: 'Ravi Kumar',
        Company: 'Acme Insurance',
        Phone: '14155550123',
        Country: 'India',
        State: 'Karnataka',
        'Your message': 'We need help with claims intake.',
      };
      for (const [label, value] of Object.entries(typed)) await field(form, label).fill(value);
      await field(form, 'Email').fill('ravi@');
      await field(form, 'Services').selectOption('data annotation');
      await expectActingOnServerHtml(page, mode);
      await form.getByRole('button', { name: 'Book my free consultation' }).click();

      if (mode === 'js') {
        // With JavaScript the rules run in the browser, as the spec says; nothing is posted. The messages show
        // beside the fields, and one summary links to them, the failed submit's only alert (issue 18).
        await expect(field(form, 'Email')).toHaveAttribute('aria-invalid', 'true');
        await expect(form.getByText(invalidEmail, { exact: true })).toBeVisible();
        await expect(form.getByText(acceptTerms, { exact: true })).toBeVisible();
        const summary = page.locator(`#${formErrorSummaryId('consultation')}`);
        await expect(summary).toHaveAttribute('role', 'alert');
        await expect(summary.getByRole('link', { name: `Email: ${invalidEmail}` })).toHaveAttribute(
          'href',
          `#${formControlId('consultation', 'email')}`,
        );
        await expect(page.getByRole('alert')).toHaveCount(1);
      } else {
        // The host refused it and rendered the page again: every value kept, the spec's messages, one summary.
        const summary = page.locator(`#${formErrorSummaryId('consultation')}`);
        await expect(summary).toHaveAttribute('role', 'alert');
        await expect(summary).toContainText(formPostMessages.errorSummaryHeading);
        await expect(summary.getByRole('link', { name: `Email: ${invalidEmail}` })).toHaveAttribute(
          'href',
          `#${formControlId('consultation', 'email')}`,
        );
        await expect(summary.getByRole('link', { name: `Consent: ${acceptTerms}` })).toHaveAttribute(
          'href',
          `#${formControlId('consultation', 'accept_policy')}`,
        );
        await expect(page.getByRole('alert')).toHaveCount(1);
        for (const [label, value] of Object.entries(typed)) await expect(field(form, label)).toHaveValue(value);
        await expect(field(form, 'Email')).toHaveValue('ravi@');
        await expect(field(form, 'Services')).toHaveValue('data annotation');
        await expect(field(form, 'Email')).toHaveAttribute('aria-invalid', 'true');
        await expect(field(form, 'Email')).toHaveAccessibleDescription(invalidEmail);
        await expect(field(form, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
        // The summary's link takes the visitor to the field.
        await summary.getByRole('link', { name: `Email: ${invalidEmail}` }).click();
        await expect(field(form, 'Email')).toBeFocused();
        shownAt = Date.now();
      }

      await field(form, 'Email').fill(email);
      await form.getByRole('checkbox').check();
      await waitOutMinimumFillTime(page, shownAt);
      await form.getByRole('button', { name: 'Book my free consultation' }).click();
      await expect(page).toHaveURL(new RegExp(`${getRoute('consultation-thankyou').path}$`));
      expect(await expectStored('consultation', email)).toEqual({
        firstname: 'Ravi Kumar',
        email,
        company: 'Acme Insurance',
        services: 'data annotation',
        phone: '14155550123',
        country: 'India',
        state: 'Karnataka',
        write_your_message: 'We need help with claims intake.',
        accept_policy: true,
      });
      await context.close();
    });

    test('contact us, partnership: stored, then the partnership thank-you page', async ({ browser, baseURL }) => {
      const { context, page } = await openVisit(browser, { mode, baseURL });
      const email = uniqueEmail('partner', mode);
      const shownAt = await visit(page, mode, getRoute('contact').path);
      const form = page.getByRole('form', { name: 'Alliances and partnerships enquiry' });
      await field(form, 'Name').fill('Priya Shah');
      await field(form, 'Email').fill(email);
      await field(form, 'Position').selectOption(partnershipPositionOptions[0]);
      await field(form, 'Company name').fill('Shah Agency');
      await field(form, 'Country').selectOption(partnershipCountryOptions[0]);
      await field(form, 'Industry').selectOption(partnershipIndustryOptions[1]);
      await field(form, 'Partnership type').selectOption(partnershipTypeOptions[0]);
      await field(form, 'Why do you want to partner with us?').fill('We resell insurance back-office services.');
      await expectActingOnServerHtml(page, mode);
      await waitOutMinimumFillTime(page, shownAt);
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(new RegExp(`${getRoute('partnership-thankyou').path}$`));
      expect(await expectStored('partnership', email)).toEqual({
        name: 'Priya Shah',
        email,
        position: partnershipPositionOptions[0],
        companyName: 'Shah Agency',
        country: partnershipCountryOptions[0],
        industry: partnershipIndustryOptions[1],
        partnership: partnershipTypeOptions[0],
        motivationToPartner: 'We resell insurance back-office services.',
      });
      await context.close();
    });

    /**
     * Opens a contact-us tab other than the default: with JavaScript by its tab, without by its `?tab=` link
     * (issue 17 section 3).
     */
    async function openContactTab(page: Page, tab: 'careers' | 'other', label: string, formName: string) {
      const shownAt = await visit(page, mode, `${getRoute('contact').path}?tab=${tab}`);
      const form = page.getByRole('form', { name: formName });
      if (mode === 'js') await page.getByRole('tab', { name: label }).click();
      // Without JavaScript (or before it), the `?tab=` link itself shows the tab's form.
      await expect(form).toBeVisible();
      return { form, shownAt };
    }

    test('contact us, careers enquiry with a resume: stored with the uploaded file', async ({ browser, baseURL }) => {
      const { context, page } = await openVisit(browser, { mode, baseURL });
      const email = uniqueEmail('asha', mode);
      const { form, shownAt } = await openContactTab(page, 'careers', 'Careers', 'Careers enquiry');
      await field(form, 'Name').fill('Asha Rao');
      await field(form, 'Email').fill(email);
      await field(form, 'Phone').fill(phoneNumber);
      await field(form, 'Where did you find us?').fill('A job fair');
      await field(form, 'How did you get to know about us?').selectOption(whereDidYouGotToKnowOptions[0]);
      await field(form, 'Resume').setInputFiles({
        name: 'asha-rao-resume.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(MINIMAL_PDF),
      });
      if (mode === 'js') await expect(form.getByText(/^Uploaded /)).toBeVisible();
      await expectActingOnServerHtml(page, mode);
      await waitOutMinimumFillTime(page, shownAt);
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(new RegExp(`${getRoute('careers-thankyou').path}$`));
      const stored = await expectStored('careers-enquiry', email);
      expect(stored).toMatchObject({
        name: 'Asha Rao',
        email,
        countrycode: '+91',
        phone: `+91${phoneNumber}`,
        whereUDoFindUs: 'A job fair',
        whereDidYouGotToKnow: whereDidYouGotToKnowOptions[0],
      });
      expect(stored.resume, 'the address the upload answered').toMatch(/\.pdf$/);
      await context.close();
    });

    test('contact us, general query: stored, then the media thank-you page', async ({ browser, baseURL }) => {
      const { context, page } = await openVisit(browser, { mode, baseURL });
      const email = uniqueEmail('meera', mode);
      const { form, shownAt } = await openContactTab(page, 'other', 'Any other query', 'Media and general query');
      await field(form, 'Name').fill('Meera Iyer');
      await field(form, 'Email').fill(email);
      await field(form, 'Phone').fill(phoneNumber);
      await field(form, 'Where did you find us?').fill('A podcast');
      await field(form, 'Message').fill('May I interview your CEO?');
      await expectActingOnServerHtml(page, mode);
      await waitOutMinimumFillTime(page, shownAt);
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(new RegExp(`${getRoute('media-thankyou').path}$`));
      expect(await expectStored('general-query', email)).toEqual({
        name: 'Meera Iyer',
        email,
        countrycode: '+91',
        phone: `+91${phoneNumber}`,
        whereUFindUs: 'A podcast',
        message: 'May I interview your CEO?',
      });
      await context.close();
    });
  });
}

test("a refused post's page hydrates with the same values, messages and summary", async ({ browser, baseURL }) => {
  const { context, page } = await openVisit(browser, { mode: 'js', baseURL });
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (/differed from the server-rendered HTML|hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  await visit(page, 'js', getRoute('consultation').path);
  const form = page.getByRole('form', { name: 'Book a free consultation' });
  await field(form, 'Name').fill('Ravi Kumar');
  await field(form, 'Email').fill('ravi@');
  await field(form, 'Services').selectOption('data annotation');
  await form.getByRole('checkbox').check();
  // A native post while the page runs (as one sent before hydration lands): the host answers with the page again.
  await Promise.all([
    page.waitForURL(getRoute('consultation').path, { waitUntil: 'load' }),
    form.evaluate((element: HTMLFormElement) => HTMLFormElement.prototype.submit.call(element)),
  ]);
  await waitUntilRunning(page);
  const summary = page.locator(`#${formErrorSummaryId('consultation')}`);
  await expect(summary).toContainText(`Email: ${invalidEmail}`);
  await expect(field(form, 'Name')).toHaveValue('Ravi Kumar');
  await expect(field(form, 'Services')).toHaveValue('data annotation');
  await expect(form.getByRole('checkbox')).toBeChecked();
  await expect(field(form, 'Email')).toHaveAttribute('aria-invalid', 'true');
  // Editing the field clears the host's message beside it.
  await field(form, 'Email').fill('ravi@example.com');
  await expect(field(form, 'Email')).not.toHaveAttribute('aria-invalid', 'true');
  expect(hydrationErrors, 'hydration matched the server HTML').toEqual([]);
  await context.close();
});

test('a careers enquiry posted as multipart, as its form sends it without JavaScript, stores the resume', async ({
  browser,
  baseURL,
}) => {
  // Without JavaScript the Careers tab shows once the tabs are ?tab= links (issue 17 section 3); until then the
  // post its form makes is sent here as the browser would: multipart, with the page's token and the resume.
  const { context, page } = await openVisit(browser, { mode: 'no-js', baseURL });
  await visit(page, 'no-js', getRoute('contact').path);
  const token = await page.locator('input[name="_form_token"]').first().inputValue();
  const email = `asha-multipart-${Date.now()}@example.com`;
  await page.waitForTimeout(MIN_FORM_FILL_MS + 500);
  const fields = {
    _form_id: 'careers-enquiry',
    _form_token: token,
    website: '',
    name: 'Asha Rao',
    email,
    dialCountry: 'IND',
    phone: phoneNumber,
    whereUDoFindUs: 'A job fair',
    whereDidYouGotToKnow: whereDidYouGotToKnowOptions[2],
  };
  const refused = await page.request.post(`${getRoute('contact').path}?tab=careers`, {
    headers: { origin: new URL(baseURL ?? '').origin },
    multipart: { ...fields, resume: { name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') } },
    maxRedirects: 0,
  });
  expect(refused.status(), 'a resume of the wrong format').toBe(422);
  expect(await refused.text()).toContain(validationMessages.resumeFormat.replace(/&/g, '&amp;'));
  const response = await page.request.post(`${getRoute('contact').path}?tab=careers`, {
    headers: { origin: new URL(baseURL ?? '').origin },
    multipart: {
      ...fields,
      resume: { name: 'asha-rao-resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from(MINIMAL_PDF) },
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe(getRoute('careers-thankyou').path);
  const stored = await expectStored('careers-enquiry', email);
  expect(stored).toMatchObject({ name: 'Asha Rao', countrycode: '+91', phone: `+91${phoneNumber}` });
  expect(stored.resume, 'the address the upload answered').toMatch(/\.pdf$/);
  await context.close();
});

test('a form post from another site is refused and stores nothing', async ({ browser, baseURL }) => {
  const { context, page } = await openVisit(browser, { mode: 'no-js', baseURL });
  await visit(page, 'no-js', getRoute('consultation').path);
  const token = await page.locator('input[name="_form_token"]').first().inputValue();
  const email = `cross-site-${Date.now()}@example.com`;
  const posted = {
    _form_id: 'consultation',
    _form_token: token,
    firstname: 'Mallory',
    email,
    company: 'Evil Corp',
    services: 'data annotation',
    phone: '14155550123',
    country: 'India',
    state: 'Karnataka',
    write_your_message: 'Sent from another site',
    accept_policy: 'on',
  };
  await page.waitForTimeout(MIN_FORM_FILL_MS + 500);
  const crossSite: Record<string, string>[] = [
    { origin: 'http://evil.example' },
    { referer: 'http://evil.example/page' },
    {},
  ];
  for (const headers of crossSite) {
    const response = await page.request.post(getRoute('consultation').path, {
      headers,
      form: posted,
      maxRedirects: 0,
    });
    expect(response.status(), JSON.stringify(headers)).toBe(403);
    expect(await response.text()).toBe(formPostMessages.crossSite);
  }
  expect(storedSubmission('consultation', email)).toBeUndefined();
  // The same post from the site itself is stored.
  const own = await page.request.post(getRoute('consultation').path, {
    headers: { origin: new URL(baseURL ?? '').origin },
    form: posted,
    maxRedirects: 0,
  });
  expect(own.status()).toBe(303);
  await expectStored('consultation', email);
  await context.close();
});

test('a forged form token renders the form again with every value and a message', async ({ browser, baseURL }) => {
  const { context, page } = await openVisit(browser, { mode: 'no-js', baseURL });
  const response = await page.request.post(getRoute('consultation').path, {
    headers: { origin: new URL(baseURL ?? '').origin },
    form: { _form_id: 'consultation', _form_token: '1.forged', firstname: 'Ravi Kumar' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(422);
  await page.setContent(await response.text());
  const form = page.getByRole('form', { name: 'Book a free consultation' });
  const summary = page.locator(`#${formErrorSummaryId('consultation')}`);
  await expect(summary).toContainText(formPostMessages.staleForm);
  await expect(summary).toContainText(`Company: ${required}`);
  await expect(field(form, 'Name')).toHaveValue('Ravi Kumar');
  await context.close();
});
