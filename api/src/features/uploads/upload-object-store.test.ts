import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { UploadResponse } from '@site/shared/contracts';
import { multipartUpload } from '@site/shared/server/testing/multipart';
import { startS3Server } from '@site/shared/server/testing/s3-server';
import type { TestS3Server } from '@site/shared/server/testing/s3-server';
import { sampleFiles } from '../../test/sample-files.ts';
import { createTestApp } from '../../test/test-app.ts';
import { UPLOADS_DIR } from './upload-store.ts';

let s3: TestS3Server;
let files: Awaited<ReturnType<typeof sampleFiles>>;
beforeAll(async () => {
  s3 = await startS3Server();
  files = await sampleFiles();
});
afterAll(async () => {
  await s3.close();
});

async function upload(app: Awaited<ReturnType<typeof createTestApp>>['app'], name: string, bytes: Buffer) {
  const { payload, headers } = multipartUpload(name, bytes);
  const response = await app.inject({ method: 'POST', url: '/api/media/data', payload, headers });
  expect(response.statusCode).toBe(201);
  return response.json<UploadResponse>().media;
}

describe('uploads in object storage (UPLOAD_STORE_URL, issue 22)', () => {
  it('go to the bucket with a create-only write, never to DATA_DIR, and any instance on the database serves them', async () => {
    const env = { ...s3.env, UPLOAD_STORE_URL: `s3://${s3.bucket}/site/uploads` };
    const first = await createTestApp(env);
    // A second API instance on the same database (PostgreSQL's, or the one SQLite file) and bucket.
    const second = await createTestApp({ ...env, ...first.stored });
    try {
      const address = await upload(first.app, 'resume.pdf', files.pdf);
      const name = path.basename(address);

      const put = s3.requests.find((request) => request.method === 'PUT' && request.key === `site/uploads/${name}`);
      expect(put?.ifNoneMatch).toBe('*');
      const folder = path.join(first.dataDir, UPLOADS_DIR);
      expect(existsSync(folder) ? readdirSync(folder).filter((file) => file.startsWith(name)) : []).toEqual([]);

      for (const instance of [first, second]) {
        const served = await instance.app.inject({ method: 'GET', url: first.uploadLink(address) });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(files.pdf)).toBe(true);
      }
    } finally {
      await second.close({ keepData: true });
      await first.close();
    }
  });

  it('refuse to start when the bucket does not exist, naming it', async () => {
    await expect(createTestApp({ ...s3.env, UPLOAD_STORE_URL: 's3://no-such-bucket/uploads' })).rejects.toThrow(
      's3://no-such-bucket: the bucket does not exist',
    );
  });
});
