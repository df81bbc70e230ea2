import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PHOTO_MAX_BYTES, RESUME_MAX_BYTES, validationMessages } from '@site/shared/form-rules';
import type { ApiValidationErrorBody, UploadResponse } from '@site/shared/contracts';
import { multipartUpload } from '@site/shared/server/testing/multipart';
import { sampleFiles } from '../../test/sample-files.ts';
import { createTestApp } from '../../test/test-app.ts';
import { uploadMessages } from '@site/shared/server/upload-policy';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let files: Awaited<ReturnType<typeof sampleFiles>>;

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_MAX: '1000' });
  files = await sampleFiles();
});
afterAll(async () => {
  await testApp.close();
});

async function upload(
  filename: string,
  bytes: Buffer,
  options: Parameters<typeof multipartUpload>[2] = {},
  query = '',
) {
  const { payload, headers } = multipartUpload(filename, bytes, options);
  const response = await testApp.app.inject({ method: 'POST', url: `/api/media/data${query}`, payload, headers });
  return { statusCode: response.statusCode, body: response.json<UploadResponse & ApiValidationErrorBody>() };
}

const html = Buffer.from('<html><script>alert(1)</script></html>');
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]);
const jpegMagic = Buffer.from('ffd8ffe000104a464946', 'hex');

describe('POST /api/media/data accepts every allowed type', () => {
  it.each([
    ['photo.jpg', 'jpeg', 'image/jpeg', 'jpg'],
    ['photo.JPEG', 'jpeg', 'image/jpeg', 'jpg'],
    ['photo.png', 'png', 'image/png', 'png'],
    ['resume.pdf', 'pdf', 'application/pdf', 'pdf'],
    ['resume.doc', 'doc', 'application/msword', 'doc'],
    ['resume.docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ] as const)('stores %s and serves it back with a safe type and as an attachment', async (name, sample, mime, ext) => {
    const { statusCode, body } = await upload(name, files[sample]);
    expect(statusCode).toBe(201);
    expect(body.media).toMatch(new RegExp(`^/api/media/files/[0-9a-f-]{36}\\.${ext}$`));

    const file = await testApp.app.inject({ method: 'GET', url: testApp.uploadLink(body.media) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain(mime);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="(photo|resume)\.\w+"$/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('POST /api/media/data refuses hostile uploads', () => {
  const cases: [string, () => { name: string; bytes: Buffer; contentType?: string; query?: string }, string][] = [
    ['PNG bytes named .pdf', () => ({ name: 'cv.pdf', bytes: files.png }), validationMessages.resumeFormat],
    ['PDF bytes named .jpg', () => ({ name: 'me.jpg', bytes: files.pdf }), validationMessages.photoFormat],
    ['text named .pdf', () => ({ name: 'cv.pdf', bytes: Buffer.from('just text') }), validationMessages.resumeFormat],
    ['HTML named .docx', () => ({ name: 'cv.docx', bytes: html }), validationMessages.resumeFormat],
    ['an executable named .pdf', () => ({ name: 'cv.pdf', bytes: exe }), validationMessages.resumeFormat],
    ['a plain zip named .docx', () => ({ name: 'cv.docx', bytes: files.zip }), validationMessages.resumeFormat],
    ['an empty .pdf', () => ({ name: 'cv.pdf', bytes: Buffer.alloc(0) }), validationMessages.resumeFormat],
    ['an SVG with script named .png', () => ({ name: 'me.png', bytes: svg }), validationMessages.photoFormat],
    [
      'JPEG magic with a corrupt body',
      () => ({ name: 'me.jpg', bytes: Buffer.concat([jpegMagic, Buffer.alloc(200, 7)]) }),
      validationMessages.photoFormat,
    ],
    ['a .exe', () => ({ name: 'setup.exe', bytes: exe }), validationMessages.resumeFormat],
    ['an .svg', () => ({ name: 'me.svg', bytes: svg }), validationMessages.resumeFormat],
    ['a .gif', () => ({ name: 'me.gif', bytes: gif }), validationMessages.resumeFormat],
    ['a name without extension', () => ({ name: 'resume', bytes: files.pdf }), validationMessages.resumeFormat],
    [
      'a PDF to the photo field',
      () => ({ name: 'cv.pdf', bytes: files.pdf, query: '?field=photo' }),
      validationMessages.photoFormat,
    ],
    [
      'a photo to the resume field',
      () => ({ name: 'me.png', bytes: files.png, query: '?field=resume' }),
      validationMessages.resumeFormat,
    ],
    [
      'a spoofed content type',
      () => ({ name: 'cv.pdf', bytes: html, contentType: 'application/pdf' }),
      validationMessages.resumeFormat,
    ],
    ['a double extension', () => ({ name: 'cv.php.pdf', bytes: files.pdf }), uploadMessages.badName],
    ['a double extension on an image', () => ({ name: 'me.html.png', bytes: files.png }), uploadMessages.badName],
    ['path traversal', () => ({ name: '../../etc/passwd.pdf', bytes: files.pdf }), uploadMessages.badName],
    ['Windows path traversal', () => ({ name: '..\\..\\boot.pdf', bytes: files.pdf }), uploadMessages.badName],
    ['a null byte in the name', () => ({ name: 'cv.pdf\u0000.php', bytes: files.pdf }), uploadMessages.badName],
    ['a hidden-file name', () => ({ name: '.pdf', bytes: files.pdf }), uploadMessages.badName],
    ['a very long name', () => ({ name: `${'a'.repeat(300)}.pdf`, bytes: files.pdf }), uploadMessages.badName],
  ];

  it.each(cases)('refuses %s', async (_label, make, message) => {
    const { name, bytes, contentType, query } = make();
    const { statusCode, body } = await upload(name, bytes, contentType ? { contentType } : {}, query);
    expect(statusCode).toBe(400);
    expect(body.errors).toEqual({ media: message });
  });

  it('refuses a resume one byte over 5 MB', async () => {
    const bytes = Buffer.concat([files.pdf, Buffer.alloc(RESUME_MAX_BYTES + 1 - files.pdf.length)]);
    const { statusCode, body } = await upload('cv.pdf', bytes);
    expect(statusCode).toBe(413);
    expect(body.errors).toEqual({ media: validationMessages.resumeSize });
  });

  it('accepts a resume of exactly 5 MB', async () => {
    const bytes = Buffer.concat([files.pdf, Buffer.alloc(RESUME_MAX_BYTES - files.pdf.length)]);
    expect((await upload('cv.pdf', bytes)).statusCode).toBe(201);
  });

  it('refuses a photo one byte over 2 MB', async () => {
    const bytes = Buffer.concat([files.jpeg, Buffer.alloc(PHOTO_MAX_BYTES + 1 - files.jpeg.length)]);
    const { statusCode, body } = await upload('me.jpg', bytes);
    expect(statusCode).toBe(413);
    expect(body.errors).toEqual({ media: validationMessages.photoSize });
  });

  it('drops a script appended to a JPEG by re-encoding the image', async () => {
    const tainted = Buffer.concat([files.jpeg, Buffer.from('<script>alert(document.cookie)</script>')]);
    const { statusCode, body } = await upload('me.jpg', tainted);
    expect(statusCode).toBe(201);
    const stored = await testApp.app.inject({ method: 'GET', url: testApp.uploadLink(body.media) });
    expect(stored.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(stored.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
  });

  it('refuses a file in another field and a request that is not multipart', async () => {
    expect((await upload('cv.pdf', files.pdf, { field: 'file' })).body.errors).toEqual({
      media: uploadMessages.noFile,
    });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/media/data', payload: { media: 'x' } });
    expect(response.statusCode).toBe(400);
  });

  it('serves no file for an unknown or malformed address', async () => {
    expect((await testApp.app.inject('/api/media/files/00000000-0000-0000-0000-000000000000.pdf')).statusCode).toBe(
      404,
    );
    expect((await testApp.app.inject('/api/media/files/..%2F..%2Fsite.db')).statusCode).toBe(400);
  });
});
