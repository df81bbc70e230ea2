import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CLOSED_JOB_MESSAGE, brand, getRoute } from '@site/shared/contracts';
import { nextInterviewSaturday, socialMediaOptions, validationMessages } from '@site/shared/form-rules';
import type { CareerApplicationResponse, OpeningDetailResponse, OpeningListResponse } from '@site/shared/contracts';
import { expect, test } from './fixtures.ts';

/** A 1x1 PNG the API's image check decodes, and the smallest file it reads as a PDF. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function uploadFiles() {
  const folder = await mkdtemp(path.join(tmpdir(), 'careers-e2e-'));
  const photo = path.join(folder, 'applicant-photo-2025.png');
  const resume = path.join(folder, 'curriculum-vitae.pdf');
  await writeFile(photo, PNG_BYTES);
  await writeFile(resume, PDF_BYTES);
  return { photo, resume };
}

/** The first opening whose details say it is open (or closed), as the API has it now. */
async function findOpening(request: APIRequestContext, open: boolean) {
  const list = (await (await request.get('/api/currunt/opening')).json()) as OpeningListResponse;
  for (const item of list.data) {
    const response = await request.get(`/api/currunt/opening/details/${encodeURIComponent(item.slug)}`);
    const { data } = (await response.json()) as OpeningDetailResponse;
    if ((data.job_active_status === '1') === open) return data;
  }
  throw new Error(`The API has no ${open ? 'open' : 'closed'} opening`);
}

const jobPath = (positionName: string) => `${getRoute('job-description').path}#${encodeURIComponent(positionName)}`;
const field = (main: Locator, label: string) => main.getByLabel(label, { exact: true });
const stepHeading = (main: Locator, name: string) => main.getByRole('heading', { level: 2, name, exact: true });
const progressBar = (main: Locator) => main.getByRole('progressbar', { name: 'Application progress' });

/** A dirty application form arms the leave-page warning; these tests leave on purpose. */
function acceptLeavePageWarnings(page: Page) {
  page.on('dialog', (dialog) => void dialog.accept());
}

test('a job seeker applies from an opening through all four steps and gets a registration ID', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  acceptLeavePageWarnings(page);
  const opening = await findOpening(request, true);
  const files = await uploadFiles();
  const main = page.getByRole('main');

  await page.goto(getRoute('current-openings').path);
  await main
    .getByRole('list', { name: 'Open positions' })
    .getByRole('link', { name: opening.position_name, exact: true })
    .click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/jd' && decodeURIComponent(url.hash.slice(1)) === opening.position_name,
  );
  await expect(main.getByRole('heading', { level: 1, name: opening.position_name })).toBeVisible();
  for (const heading of [
    'About the Role',
    'Key Responsibilities',
    ...opening.jobDescription_data.map((s) => s.heading),
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await main.getByRole('button', { name: 'Apply Now' }).click();

  await expect(page).toHaveURL(getRoute('apply-now').path);
  await expect(main.getByRole('heading', { level: 1, name: 'Career Apply Form' })).toBeVisible();
  await expect(main.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Careers');
  // The chosen opening survives a reload of the form in the same tab.
  await page.reload();
  await expect(field(main, 'Position applied for')).toHaveValue(opening.position_name);
  await expect(field(main, 'Department')).toHaveValue(opening.department_name);
  await expect(field(main, 'Interview date')).toHaveValue(nextInterviewSaturday(new Date()));
  await expect(progressBar(main)).toHaveAttribute('aria-valuenow', '0');

  await test.step('position details', async () => {
    await field(main, 'Are you willing to work night shifts?').selectOption('Yes');
    await field(main, 'How did you hear about this opening?').selectOption('Walk-In');
    await main.getByRole('button', { name: 'Next Step' }).click();
    await expect(stepHeading(main, 'Personal Details')).toBeVisible();
    await expect(progressBar(main)).toHaveAttribute('aria-valuenow', /^33\.3/);
    await main.getByRole('button', { name: 'Previous Step' }).click();
    await expect(field(main, 'Are you willing to work night shifts?')).toHaveValue('Yes');
    await main.getByRole('button', { name: 'Next Step' }).click();
  });

  await test.step('personal details with a photo and a resume', async () => {
    await expect(stepHeading(main, 'Personal Details')).toBeVisible();
    await field(main, 'First name').fill('Priya');
    await field(main, 'Last name').fill('Verma');
    await field(main, "Father's name").fill('Rakesh Verma');
    await field(main, 'Gender').selectOption('female');
    await field(main, 'Date of birth').fill('1998-04-12');
    await field(main, 'Marital status').selectOption('Single');
    await field(main, 'Aadhaar number').fill('123456789012');
    await expect(field(main, 'Aadhaar number')).toHaveValue('1234-5678-9012');
    await field(main, 'Email').fill('priya.verma@example.com');
    await field(main, 'Mobile number').fill('9876543210');

    const photoUploaded = page.waitForResponse((response) => response.url().includes('/api/media/data?field=photo'));
    await field(main, 'Photo').setInputFiles(files.photo);
    expect((await photoUploaded).status()).toBe(201);
    await expect(main.getByText('Uploaded: applicant-...png')).toBeVisible();
    const resumeUploaded = page.waitForResponse((response) => response.url().includes('/api/media/data?field=resume'));
    await field(main, 'Resume').setInputFiles(files.resume);
    expect((await resumeUploaded).status()).toBe(201);
    await expect(main.getByText('Uploaded: curriculum...pdf')).toBeVisible();

    await field(main, 'Current address').fill('Flat 12, Lake View Apartments, Fatehpura');
    await field(main, 'Current state').selectOption('Rajasthan');
    await field(main, 'Current city').fill('Udaipur');
    await field(main, 'Current pin code').fill('313001');
    await main.getByRole('checkbox', { name: 'Same as Current' }).check();
    await expect(field(main, 'Permanent address')).toHaveValue('Flat 12, Lake View Apartments, Fatehpura');
    await expect(field(main, 'Permanent pin code')).toHaveValue('313001');
    await main.getByRole('button', { name: 'Next Step' }).click();
  });

  await test.step('education details', async () => {
    await expect(stepHeading(main, 'Education Details')).toBeVisible();
    for (const [level, year, percentage] of [
      ['10th', '2014', '82.5'],
      ['12th', '2016', '78'],
    ] as const) {
      await field(main, `${level} school name`).fill('Lakeview Public School');
      await field(main, `${level} board`).fill('CBSE');
      await field(main, `${level} percentage`).fill(percentage);
      await field(main, `${level} year of passing`).selectOption(year);
    }
    await field(main, 'Graduation degree').selectOption('BCOM');
    await field(main, 'Graduation status').selectOption('Completed');
    await field(main, 'Graduation university or board').fill('Lakecity University');
    await field(main, 'Graduation percentage').fill('71');
    await field(main, 'Graduation year of passing').selectOption('2019');
    await field(main, 'Have you studied for a post graduation?').selectOption('no');
    await field(main, 'Are you enrolled in any other course?').selectOption('No');
    await main.getByRole('button', { name: 'Next Step' }).click();
  });

  const applicationAnswered = page.waitForResponse((response) => response.url().endsWith('/api/careers/application'));
  await test.step('work experience and submit', async () => {
    await expect(stepHeading(main, 'Work Experience')).toBeVisible();
    await expect(progressBar(main)).toHaveAttribute('aria-valuenow', '100');
    await field(main, 'Do you have work experience?').selectOption('No');
    await field(main, `Have you worked with ${brand.name} before?`).selectOption('No');
    await main.getByRole('button', { name: 'Submit' }).click();
  });

  const answer = await applicationAnswered;
  expect(answer.status()).toBe(201);
  const registration = (await answer.json()) as CareerApplicationResponse;
  expect(registration.Success).toBe(true);

  await expect(page).toHaveURL(/\/career-apply-thankyou\?q=/);
  await expect(main.getByRole('heading', { level: 1, name: 'Congratulations' })).toBeVisible();
  await expect(main.getByText('Your Application is successfully submitted')).toBeVisible();
  await expect(main.getByText(registration.ID, { exact: true })).toBeVisible();
  await expect(main.getByText('priya.verma@example.com', { exact: true })).toBeVisible();
  await expect(main.getByText('Please note down the registration ID and email for your process.')).toBeVisible();

  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  await main.getByRole('button', { name: 'Copy registration ID' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(registration.ID);

  await main.getByRole('link', { name: 'Back to Career Page' }).click();
  await expect(page).toHaveURL(getRoute('careers').path);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
});

test('refusing night shifts blocks the first step', async ({ page, request }) => {
  acceptLeavePageWarnings(page);
  const opening = await findOpening(request, true);
  const main = page.getByRole('main');
  await page.goto(jobPath(opening.position_name));
  await main.getByRole('button', { name: 'Apply Now' }).click();
  await expect(stepHeading(main, 'Position Details')).toBeVisible();

  await field(main, 'Are you willing to work night shifts?').selectOption('No');
  await expect(main.getByText(validationMessages.noDayShift)).toBeVisible();
  await field(main, 'How did you hear about this opening?').selectOption('Walk-In');
  await main.getByRole('button', { name: 'Next Step' }).click();

  await expect(stepHeading(main, 'Position Details')).toBeVisible();
  // The field's own message, once, and one alert: the step's summary, naming the field (issue 18).
  await expect(main.getByText(validationMessages.noDayShift, { exact: true })).toHaveCount(1);
  await expect(main.getByRole('alert')).toHaveCount(1);
  await expect(
    main
      .getByRole('alert')
      .getByRole('link', { name: `Are you willing to work night shifts? ${validationMessages.noDayShift}` }),
  ).toBeVisible();
  await expect(progressBar(main)).toHaveAttribute('aria-valuenow', '0');
  await expect(stepHeading(main, 'Personal Details')).toHaveCount(0);

  await field(main, 'Are you willing to work night shifts?').selectOption('Yes');
  await expect(main.getByText(validationMessages.noDayShift, { exact: true })).toHaveCount(0);
  await main.getByRole('button', { name: 'Next Step' }).click();
  await expect(stepHeading(main, 'Personal Details')).toBeVisible();
});

test('a campaign visitor’s source is fixed to Social Media and not asked', async ({ page, request }) => {
  acceptLeavePageWarnings(page);
  const opening = await findOpening(request, true);
  const main = page.getByRole('main');
  await page.goto(`${getRoute('current-openings').path}?utm_source=campaign`);
  await main
    .getByRole('list', { name: 'Open positions' })
    .getByRole('link', { name: opening.position_name, exact: true })
    .click();
  await main.getByRole('button', { name: 'Apply Now' }).click();

  await expect(stepHeading(main, 'Position Details')).toBeVisible();
  await expect(field(main, 'How did you hear about this opening?')).toHaveCount(0);
  await field(main, 'Social media platform').selectOption(socialMediaOptions[0]);
  await field(main, 'Are you willing to work night shifts?').selectOption('Yes');
  await main.getByRole('button', { name: 'Next Step' }).click();
  await expect(stepHeading(main, 'Personal Details')).toBeVisible();
});

test('a closed job shows its description but cannot be applied for', async ({ page, request }) => {
  const opening = await findOpening(request, false);
  const main = page.getByRole('main');
  await page.goto(jobPath(opening.position_name));

  await expect(main.getByRole('heading', { level: 1, name: opening.position_name })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'About the Role' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Apply Now' })).toBeDisabled();
  await expect(main.getByText(CLOSED_JOB_MESSAGE)).toBeVisible();
});

test('the application form needs a chosen opening, and the job page a position', async ({ page }) => {
  await page.goto(getRoute('apply-now').path);
  await expect(page).toHaveURL(getRoute('current-openings').path);
  await expect(page.getByRole('main').getByRole('list', { name: 'Open positions' })).toBeVisible();

  await page.goto(getRoute('job-description').path);
  await expect(page).toHaveURL(getRoute('careers').path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});
