// The API's log lines (issue 50, docs/decisions/046): one JSON format naming the service and its version, and none
// of a visitor's personal data or the keys to it, wherever a request put them: in the address, in a path segment,
// in a query value, in an upload's name, in the address of what was uploaded.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { UploadResponse } from '@site/shared/contracts';
import { multipartUpload } from '@site/shared/server/testing/multipart';
import { createTestApp } from '../test/test-app.ts';
import { sampleFiles } from '../test/sample-files.ts';

const EMAIL = 'priya.sharma@example.com';
const PHONE = '+91 98765 43210';
const AADHAAR = '2345 6789 0123';
const DRAFT_ID = 'd3b07384-d113-4ec6-a58b-d5a2f4c0e1b7';
const UPLOAD_NAME = 'Priya-Sharma-resume-final.pdf';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  testApp = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
});
afterAll(async () => {
  await testApp.close();
});

describe('what the API logs (issue 50)', () => {
  it('names the service and its version, and no personal data or key to it, wherever a request put them', async () => {
    const query = new URLSearchParams({ email: EMAIL, phone: PHONE, aadhaar: AADHAAR, page: '1' });
    await testApp.app.inject(`/api/guide/data?${query}`);
    await testApp.app.inject(`/api/${encodeURIComponent(EMAIL)}/${encodeURIComponent(PHONE)}`);
    await testApp.app.inject(`/api/careers/drafts/${DRAFT_ID}`);
    const { pdf } = await sampleFiles();
    const { payload, headers } = multipartUpload(UPLOAD_NAME, pdf);
    const uploaded = await testApp.app.inject({ method: 'POST', url: '/api/media/data', payload, headers });
    expect(uploaded.statusCode).toBe(201);
    const { media: fileUrl } = uploaded.json<UploadResponse>();
    const stored = fileUrl.split('/').pop() ?? '';
    expect(stored.length).toBeGreaterThan(8);
    await testApp.app.inject(new URL(fileUrl, 'http://api').pathname);

    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = logged.filter((line) => line.msg === 'incoming request');
    expect(requests.length).toBeGreaterThanOrEqual(5);
    for (const line of logged) expect(line).toMatchObject({ service: 'api', version: expect.any(String) });
    // The routes are there to read, by template.
    expect(requests.map((line) => (line.req as { route: string | null }).route)).toEqual(
      expect.arrayContaining(['/api/guide/data', '/api/careers/drafts/:id', '/api/media/files/:file']),
    );
    const text = lines.join('\n');
    for (const secret of [
      EMAIL,
      encodeURIComponent(EMAIL),
      PHONE,
      '9876543210',
      '98765',
      AADHAAR,
      '234567890123',
      DRAFT_ID,
      UPLOAD_NAME,
      'Priya',
      stored,
    ]) {
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    }
  });
});
