// Uploads while the object store is down (issue 49): never "invalid file format", never a lost file.
import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IDEMPOTENCY_KEY_HEADER } from '@site/shared/contracts';
import type { UploadResponse } from '@site/shared/contracts';
import { validEnquiryValues } from '@site/shared/fixtures';
import { createFileBlobStore } from '@site/shared/server/blob-store';
import type { BlobStore } from '@site/shared/server/blob-store';
import { multipartUpload } from '@site/shared/server/testing/multipart';
import { startS3Server } from '@site/shared/server/testing/s3-server';
import type { TestS3Server } from '@site/shared/server/testing/s3-server';
import { temporaryFolder } from '@site/shared/server/testing/temporary-folder';
import { uploadAddress, uploadKey } from '@site/shared/server/upload-check';
import { sampleFiles } from '../../test/sample-files.ts';
import { createTestApp } from '../../test/test-app.ts';
import { PRIVATE_FILE_MODE, permissionBits } from '../privacy/file-modes.ts';
import {
  UPLOAD_SPOOL_DIR,
  UPLOAD_STORE_WRITE_TIMEOUT_MS,
  createSpoolingBlobStore,
  createUploadSpool,
  scheduleSpoolMover,
} from './upload-spool.ts';

let s3: TestS3Server;
let files: Awaited<ReturnType<typeof sampleFiles>>;
beforeAll(async () => {
  s3 = await startS3Server();
  files = await sampleFiles();
});
afterAll(async () => {
  await s3.close();
});

/** Time for the rest of a request beside the wait on the store (two cores shared with other work). */
const SLACK_MS = 2000;

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('an upload while the object store is down', () => {
  it('is answered 201 with its address, kept in the spool, serves and links, and is moved to the store after', async () => {
    const env = { ...s3.env, UPLOAD_STORE_URL: `s3://${s3.bucket}/spool-test` };
    const testApp = await createTestApp(env, { uploadSpoolMoveIntervalMs: 100 });
    try {
      s3.outage('unavailable');
      const key = randomUUID();
      const { payload, headers } = multipartUpload('cv.pdf', files.pdf);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/media/data?field=resume',
        payload,
        headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: key },
      });
      expect(response.statusCode).toBe(201);
      const { media } = response.json<UploadResponse>();
      expect(media).toBe(uploadAddress({ id: key, extension: 'pdf' }));

      const spooled = path.join(testApp.dataDir, UPLOAD_SPOOL_DIR, uploadKey({ id: key, extension: 'pdf' }));
      expect(permissionBits(statSync(spooled).mode)).toBe(PRIVATE_FILE_MODE);
      expect(testApp.app.gauges.uploadSpoolDepth()).toBe(1);

      // Staff's signed link serves it from the spool meanwhile.
      const served = await testApp.app.inject(testApp.uploadLink(media));
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(files.pdf)).toBe(true);

      // A lead that links to it passes the link check.
      const enquiry = await testApp.app.inject({
        method: 'POST',
        url: '/api/forms/careers-enquiry',
        payload: {
          values: { ...validEnquiryValues['careers-enquiry'], resume: media },
          formToken: testApp.formToken(),
        },
      });
      expect(enquiry.statusCode).toBe(201);

      // The store is back: the mover puts the file there and empties the spool.
      s3.outage(undefined);
      await waitFor(() => testApp.app.gauges.uploadSpoolDepth() === 0);
      expect(() => statSync(spooled)).toThrow();
      const stored = s3.requests.filter(
        (request) => request.method === 'PUT' && request.key === `spool-test/${key}.pdf`,
      );
      expect(stored.at(-1)?.ifNoneMatch).toBe('*');
      const again = await testApp.app.inject(testApp.uploadLink(media));
      expect(again.rawPayload.equals(files.pdf)).toBe(true);
    } finally {
      s3.outage(undefined);
      await testApp.close();
    }
  }, 30_000);

  it('that hangs is answered within UPLOAD_STORE_WRITE_TIMEOUT_MS, never "invalid file format"', async () => {
    const env = { ...s3.env, UPLOAD_STORE_URL: `s3://${s3.bucket}/hang-test` };
    const testApp = await createTestApp(env);
    try {
      await testApp.app.ready();
      s3.outage('hang');
      const { payload, headers } = multipartUpload('me.png', files.png);
      const started = Date.now();
      const response = await testApp.app.inject({ method: 'POST', url: '/api/media/data', payload, headers });
      expect(response.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(UPLOAD_STORE_WRITE_TIMEOUT_MS + SLACK_MS);
      expect(testApp.app.gauges.uploadSpoolDepth()).toBe(1);
    } finally {
      s3.outage(undefined);
      await testApp.close();
    }
  }, 30_000);
});

describe('the spool and its mover', () => {
  /** A folder store that fails every call while `down`. */
  function flakyStore(): BlobStore & { down: boolean } {
    const inner = createFileBlobStore(temporaryFolder('flaky-store-'));
    const store = {
      down: true,
      location: inner.location,
      put: (...args: Parameters<BlobStore['put']>) =>
        store.down ? Promise.reject(new Error('connect ECONNREFUSED')) : inner.put(...args),
      get: (key: string) => (store.down ? Promise.reject(new Error('connect ECONNREFUSED')) : inner.get(key)),
      exists: (key: string) => inner.exists(key),
      list: (prefix: string) => inner.list(prefix),
      delete: (key: string) => inner.delete(key),
      check: () => inner.check(),
      close: () => inner.close(),
    };
    return store;
  }

  it('backs off while the store stays down, and moves each file once it is back', async () => {
    const store = flakyStore();
    const spoolDir = temporaryFolder('spool-');
    const blobs = createSpoolingBlobStore(store, createUploadSpool(spoolDir));
    expect(await blobs.put('a.pdf', files.pdf, { createOnly: true })).toBe('created');
    expect(await blobs.put('b.png', files.png, { createOnly: true })).toBe('created');
    expect(await blobs.put('a.pdf', files.png, { createOnly: true })).toBe('exists');
    expect(blobs.spoolDepth()).toBe(2);
    expect((await blobs.get('a.pdf'))?.equals(files.pdf)).toBe(true);

    const warnings: unknown[] = [];
    const log = {
      info: () => undefined,
      warn: (detail: unknown) => void warnings.push(detail),
      error: () => undefined,
    };
    const mover = scheduleSpoolMover(blobs, log, { intervalMs: 1000, backoffMaxMs: 8000 });
    try {
      await mover.runNow();
      await mover.runNow();
      expect(mover.failures()).toBe(2);
      expect(warnings).toEqual([
        expect.objectContaining({ failures: 1, nextTryInMs: 2000, spoolDepth: 2 }),
        expect.objectContaining({ failures: 2, nextTryInMs: 4000, spoolDepth: 2 }),
      ]);
      await mover.runNow();
      await mover.runNow();
      expect(warnings.at(-1)).toEqual(expect.objectContaining({ failures: 4, nextTryInMs: 8000 }));

      store.down = false;
      await mover.runNow();
      expect(mover.failures()).toBe(0);
      expect(blobs.spoolDepth()).toBe(0);
      expect((await store.get('a.pdf'))?.equals(files.pdf)).toBe(true);
      expect((await store.get('b.png'))?.equals(files.png)).toBe(true);
      // A restarted instance finds nothing left in its spool.
      expect(createUploadSpool(spoolDir).depth()).toBe(0);
    } finally {
      await mover.stop();
    }
  });
});
