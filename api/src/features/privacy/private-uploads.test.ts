import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LOCAL_HOST, defaultPorts } from '@site/shared/contracts';
import { upload } from '../../test/personal-data.ts';
import { sampleFiles } from '../../test/sample-files.ts';
import { createTestApp } from '../../test/test-app.ts';
import { UPLOADS_DIR } from '../uploads/upload-store.ts';
import { runPrivacyCli } from './privacy-cli.ts';
import {
  UPLOAD_LINK_DEFAULT_MINUTES,
  UPLOAD_LINK_MAX_MINUTES,
  UPLOAD_LINK_SIGNATURE_PARAM,
  signUploadLink,
} from './upload-links.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let resume: string;
let files: Awaited<ReturnType<typeof sampleFiles>>;
beforeAll(async () => {
  testApp = await createTestApp();
  files = await sampleFiles();
  resume = await upload(testApp, 'Priyanka-resume.pdf', files.pdf, 'resume');
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('an upload', () => {
  it('is not served to a request without a signed link: 404, as for a file that does not exist', async () => {
    const unsigned = await get(resume);
    expect(unsigned.statusCode).toBe(404);
    expect(unsigned.body).toBe((await get('/api/media/files/00000000-0000-0000-0000-000000000000.pdf')).body);
    expect(unsigned.rawPayload.includes(files.pdf.subarray(0, 64))).toBe(false);
  });

  it.each([
    [
      'a forged signature',
      () => `${resume}?expires=${Math.floor(Date.now() / 1000) + 600}&signature=${'A'.repeat(43)}`,
    ],
    ['an expired link', () => testApp.uploadLink(resume, minutesFromNow(-1))],
    ['a link whose expiry was changed', () => testApp.uploadLink(resume).replace(/expires=\d+/, 'expires=99999999999')],
    [
      "another file's link",
      () => testApp.uploadLink('/api/media/files/00000000-0000-0000-0000-000000000000.pdf').replace(/^[^?]+/, resume),
    ],
    ['a link signed with another secret', () => signUploadLink('another-secret', resume, minutesFromNow(10))],
    [
      'only the signature',
      () =>
        `${resume}?${UPLOAD_LINK_SIGNATURE_PARAM}=${new URL(testApp.uploadLink(resume), 'http://x').searchParams.get(UPLOAD_LINK_SIGNATURE_PARAM) ?? ''}`,
    ],
  ])('is not served with %s', async (_case, link) => {
    expect((await get(link())).statusCode).toBe(404);
  });

  it('is not reachable under /media, where the seed media and their renditions are served', async () => {
    const name = path.basename(resume);
    for (const url of [
      `/media/${name}`,
      `/media/../${UPLOADS_DIR}/${name}`,
      `/media/%2e%2e/${UPLOADS_DIR}/${name}`,
      `/media/renditions/../../${UPLOADS_DIR}/${name}`,
      `/media/renditions/%2e%2e/%2e%2e/${UPLOADS_DIR}/${name}`,
      `/${UPLOADS_DIR}/${name}`,
    ]) {
      expect([400, 403, 404]).toContain((await get(url)).statusCode);
    }
    expect(readdirSync(path.join(testApp.dataDir, UPLOADS_DIR))).toContain(name);
  });

  it('is served, as an attachment kept by no cache, through the link `npm run privacy -- upload-link` prints', async () => {
    const out: string[] = [];
    const code = await runPrivacyCli(['upload-link', resume, '--minutes', '5'], testApp.stored, {
      out: (text) => out.push(text),
      err: (text) => out.push(text),
    });
    expect(code).toBe(0);
    const link = new URL(out.join(''));
    expect(`${link.origin}${link.pathname}`).toBe(`http://${LOCAL_HOST}:${defaultPorts.api}${resume}`);
    const expires = Number(link.searchParams.get('expires')) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const served = await get(`${link.pathname}${link.search}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(files.pdf)).toBe(true);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('gets a link only for an upload that exists, for at most a week', async () => {
    const run = (args: string[]) =>
      runPrivacyCli(
        ['upload-link', ...args],
        { ...testApp.stored, API_ORIGIN: 'https://api.example.org' },
        {
          out: () => undefined,
          err: () => undefined,
        },
      );
    expect(await run(['/api/media/files/00000000-0000-0000-0000-000000000000.pdf'])).toBe(1);
    expect(await run([resume, '--minutes', String(UPLOAD_LINK_MAX_MINUTES + 1)])).toBe(2);
    expect(await run([resume, '--minutes', '0'])).toBe(2);
    // The address as a form holds it, a whole URL of it, or the file's name.
    expect(await run([`https://www.example.org${resume}`])).toBe(0);
    expect(await run([path.basename(resume)])).toBe(0);
    expect(UPLOAD_LINK_DEFAULT_MINUTES).toBeLessThan(UPLOAD_LINK_MAX_MINUTES);
  });
});
