import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startS3Server } from './testing/s3-server.ts';
import type { TestS3Server } from './testing/s3-server.ts';
import {
  BlobKeyError,
  PARTIAL_DIR,
  S3_CONDITIONAL_WRITE_ATTEMPTS,
  createFileBlobStore,
  createS3BlobStore,
  parseStoreUrl,
  s3OptionsFromEnv,
} from './blob-store.ts';
import type { BlobStore, S3BlobStoreOptions } from './blob-store.ts';

/** Small, so that listing a handful of keys takes several ListObjectsV2 pages. */
const TEST_LIST_PAGE_SIZE = 2;

let s3: TestS3Server;
let tempDir: string;
let storeCount = 0;
/** The stores a test opened, closed after it whether it passed or not. */
const opened: BlobStore[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  tempDir = await mkdtemp(path.join(tmpdir(), 'blob-store-'));
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
  s3.conflictNextCreateOnlyPuts(0);
});

afterAll(async () => {
  await s3.close();
  await rm(tempDir, { recursive: true, force: true });
});

/** A store on the test server: a prefix of its own, so that tests share the bucket without seeing each other. */
function s3Store(options: Partial<S3BlobStoreOptions> = {}): BlobStore {
  storeCount++;
  const store = createS3BlobStore({
    bucket: s3.bucket,
    prefix: `run-${storeCount}`,
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: s3.credentials,
    listPageSize: TEST_LIST_PAGE_SIZE,
    ...options,
  });
  opened.push(store);
  return store;
}

function fileStore(): BlobStore {
  storeCount++;
  const store = createFileBlobStore(path.join(tempDir, `run-${storeCount}`));
  opened.push(store);
  return store;
}

/** Every byte value, then random bytes: what a text round trip would damage. */
const binary = () => Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(70_000)]);

const REFUSED_KEYS = [
  '',
  '/etc/passwd',
  '../outside',
  'a/../../outside',
  'a/./b',
  'a//b',
  'a/',
  'a\\..\\b',
  'a\u0000b',
  `${PARTIAL_DIR}/x`,
  'x'.repeat(256),
];

describe.each([
  { kind: 'file', open: fileStore },
  { kind: 's3', open: () => s3Store() },
])('the $kind blob store', ({ open }) => {
  let store: BlobStore;
  beforeEach(() => {
    store = open();
  });

  it('gives back the bytes it was given', async () => {
    const bytes = binary();
    expect(await store.put('mfe-content/1.2.3/static/js/main.1a2b.js', bytes)).toBe('created');
    const back = await store.get('mfe-content/1.2.3/static/js/main.1a2b.js');
    expect(back).toBeInstanceOf(Buffer);
    expect(back?.equals(bytes)).toBe(true);
    expect(await store.exists('mfe-content/1.2.3/static/js/main.1a2b.js')).toBe(true);
  });

  it('answers undefined and false for a key with no object', async () => {
    await store.put('a/b.txt', Buffer.from('b'));
    expect(await store.get('a/missing.txt')).toBeUndefined();
    expect(await store.get('missing/b.txt')).toBeUndefined();
    expect(await store.get('a')).toBeUndefined();
    expect(await store.get('a/b.txt/c')).toBeUndefined();
    expect(await store.exists('a/missing.txt')).toBe(false);
    expect(await store.exists('a')).toBe(false);
  });

  it('lists the keys under a prefix, across pages, in byte order', async () => {
    const keys = [
      'v/1.2.3/remoteEntry.js',
      'v/1.2.3/b/c.js',
      'v/1.2.3/artifact.json',
      'v/1.2.3/d.css',
      'v/1.2.3/é.txt',
    ];
    for (const key of [...keys, 'v/1.2.30/x.js', 'w/y.js']) await store.put(key, Buffer.from(key));
    expect(await store.list('v/1.2.3/')).toEqual([
      'v/1.2.3/artifact.json',
      'v/1.2.3/b/c.js',
      'v/1.2.3/d.css',
      'v/1.2.3/remoteEntry.js',
      'v/1.2.3/é.txt',
    ]);
    expect(await store.list('v/1.2.3')).toEqual(expect.arrayContaining(['v/1.2.30/x.js', 'v/1.2.3/d.css']));
    expect(await store.list('v/1.2.3')).toHaveLength(6);
    expect(await store.list('v/1.2.3/re')).toEqual(['v/1.2.3/remoteEntry.js']);
    expect(await store.list('')).toHaveLength(7);
    expect(await store.list('nothing/')).toEqual([]);
  });

  it('never replaces an object when asked to create it only', async () => {
    const first = binary();
    expect(await store.put('v/1.0.0/artifact.json', first, { createOnly: true })).toBe('created');
    expect(await store.put('v/1.0.0/artifact.json', Buffer.from('second'), { createOnly: true })).toBe('exists');
    expect((await store.get('v/1.0.0/artifact.json'))?.equals(first)).toBe(true);
  });

  it('lets exactly one of several simultaneous create-only writes of a key succeed', async () => {
    const bodies = Array.from({ length: 8 }, (_, i) => Buffer.concat([Buffer.from(`writer ${i}`), binary()]));
    const results = await Promise.all(bodies.map((body) => store.put('race', body, { createOnly: true })));
    expect(results.filter((result) => result === 'created')).toHaveLength(1);
    const winner = bodies[results.indexOf('created')];
    expect((await store.get('race'))?.equals(winner ?? Buffer.alloc(0))).toBe(true);
  });

  it('replaces an object when not asked to create it only', async () => {
    await store.put('uploads/a.pdf', Buffer.from('first'));
    expect(await store.put('uploads/a.pdf', Buffer.from('second'), { contentType: 'application/pdf' })).toBe('created');
    expect((await store.get('uploads/a.pdf'))?.toString()).toBe('second');
  });

  it('deletes, and deleting what is not there is no error', async () => {
    await store.put('a/b', Buffer.from('b'));
    await store.delete('a/b');
    expect(await store.get('a/b')).toBeUndefined();
    expect(await store.exists('a/b')).toBe(false);
    await expect(store.delete('a/b')).resolves.toBeUndefined();
  });

  it.each(REFUSED_KEYS)('refuses the key %j', async (key) => {
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(BlobKeyError);
    await expect(store.put(key, Buffer.from('x'), { createOnly: true })).rejects.toThrow(BlobKeyError);
    await expect(store.get(key)).rejects.toThrow(BlobKeyError);
    await expect(store.exists(key)).rejects.toThrow(BlobKeyError);
    await expect(store.delete(key)).rejects.toThrow(BlobKeyError);
  });

  it('refuses a prefix that is not the start of a key', async () => {
    await expect(store.list('../')).rejects.toThrow(BlobKeyError);
    await expect(store.list('/a')).rejects.toThrow(BlobKeyError);
    await expect(store.list('a//')).rejects.toThrow(BlobKeyError);
  });

  it('is usable', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });
});

describe('the file blob store', () => {
  it('keeps a key as the file of that path under its folder, and leaves nothing half written', async () => {
    const root = path.join(tempDir, 'layout');
    const store = createFileBlobStore(root);
    await store.put('mfe-forms/2.0.0/remoteEntry.js', Buffer.from('entry'), { createOnly: true });
    await store.put('mfe-forms/2.0.0/remoteEntry.js', Buffer.from('again'), { createOnly: true });
    await store.put('uploads/x.pdf', Buffer.from('pdf'));
    expect(await readFile(path.join(root, 'mfe-forms', '2.0.0', 'remoteEntry.js'), 'utf8')).toBe('entry');
    expect(await readdir(path.join(root, PARTIAL_DIR))).toEqual([]);
    expect(await store.list('')).toEqual(['mfe-forms/2.0.0/remoteEntry.js', 'uploads/x.pdf']);
  });

  it('writes nothing outside its folder for a key that tries to leave it', async () => {
    const root = path.join(tempDir, 'jail', 'store');
    const store = createFileBlobStore(root);
    await expect(store.put('../escaped', Buffer.from('x'))).rejects.toThrow('must not hold a ".." segment');
    await expect(store.put('/tmp/escaped', Buffer.from('x'))).rejects.toThrow('must be relative');
    await expect(store.put('a\\..\\..\\escaped', Buffer.from('x'))).rejects.toThrow('not "\\"');
    expect(existsSync(path.join(tempDir, 'jail', 'escaped'))).toBe(false);
  });

  it('lists in byte order of whole keys, not folder by folder', async () => {
    const store = fileStore();
    // "." (0x2e) and "-" (0x2d) sort before "/" (0x2f); a walk of folders in name order gives b/c.js first.
    for (const key of ['b/c.js', 'b.txt', 'b-1.js', 'a.js']) await store.put(key, Buffer.from(key));
    expect(await store.list('')).toEqual(['a.js', 'b-1.js', 'b.txt', 'b/c.js']);
  });

  it('refuses a key that is the folder of other keys', async () => {
    const store = fileStore();
    await store.put('a/b', Buffer.from('b'));
    await expect(store.put('a', Buffer.from('a'))).rejects.toThrow('is the folder of other keys');
    await expect(store.put('a', Buffer.from('a'), { createOnly: true })).rejects.toThrow('is the folder of other keys');
  });
});

describe('the S3 blob store', () => {
  const requestsSince = (start: number) => s3.requests.slice(start);

  it('stores a key as <prefix>/<key> in the bucket', async () => {
    const store = s3Store({ prefix: '/builds/site/' });
    const bucketRoot = s3Store({ prefix: '' });
    await store.put('mfe-content/1.0.0/remoteEntry.js', Buffer.from('entry'));
    expect(store.location).toBe(`s3://${s3.bucket}/builds/site`);
    expect(await bucketRoot.list('builds/')).toEqual(['builds/site/mfe-content/1.0.0/remoteEntry.js']);
    expect(await store.list('')).toEqual(['mfe-content/1.0.0/remoteEntry.js']);
  });

  it('sends If-None-Match: * with a create-only write, and only then', async () => {
    const store = s3Store();
    const start = s3.requests.length;
    await store.put('a.js', Buffer.from('a'), { createOnly: true });
    await store.put('a.js', Buffer.from('b'), { createOnly: true });
    await store.put('b.js', Buffer.from('b'));
    const puts = requestsSince(start).filter((request) => request.method === 'PUT');
    expect(puts.map(({ key, ifNoneMatch }) => ({ key: key.replace(/^run-\d+\//, ''), ifNoneMatch }))).toEqual([
      { key: 'a.js', ifNoneMatch: '*' },
      { key: 'a.js', ifNoneMatch: '*' },
      { key: 'b.js', ifNoneMatch: undefined },
    ]);
  });

  it('follows the continuation token through every page of a listing', async () => {
    const store = s3Store();
    const keys = ['k/1', 'k/2', 'k/3', 'k/4', 'k/5'];
    for (const key of keys) await store.put(key, Buffer.from(key));
    const start = s3.requests.length;
    expect(await store.list('k/')).toEqual(keys);
    const pages = requestsSince(start).filter((request) => request.query.includes('list-type=2'));
    expect(pages).toHaveLength(Math.ceil(keys.length / TEST_LIST_PAGE_SIZE));
    expect(pages.map((page) => page.query.includes('continuation-token='))).toEqual([false, true, true]);
  });

  it('tries a create-only write again while S3 answers 409 ConditionalRequestConflict', async () => {
    const store = s3Store();
    s3.conflictNextCreateOnlyPuts(S3_CONDITIONAL_WRITE_ATTEMPTS - 1);
    expect(await store.put('retried', Buffer.from('r'), { createOnly: true })).toBe('created');
    expect((await store.get('retried'))?.toString()).toBe('r');

    s3.conflictNextCreateOnlyPuts(S3_CONDITIONAL_WRITE_ATTEMPTS);
    await expect(store.put('given-up', Buffer.from('g'), { createOnly: true })).rejects.toMatchObject({
      name: 'ConditionalRequestConflict',
    });
    expect(await store.exists('given-up')).toBe(false);
  });

  it('fails, rather than answering "missing", when the bucket does not exist', async () => {
    const store = s3Store({ bucket: 'no-such-bucket' });
    await expect(store.get('a')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(store.check()).rejects.toThrow('s3://no-such-bucket: the bucket does not exist');
  });

  it('fails its check with credentials the server does not know', async () => {
    const store = s3Store({ credentials: { accessKeyId: 'WRONG', secretAccessKey: 'WRONG' } });
    await expect(store.check()).rejects.toThrow(`s3://${s3.bucket}: these credentials may not use the bucket`);
  });

  it('works with the options s3OptionsFromEnv reads from the settings', async () => {
    const options = s3OptionsFromEnv(s3.env, `s3://${s3.bucket}/from-env`, 'ARTIFACT_STORE_URL');
    expect(options).toEqual({
      bucket: s3.bucket,
      prefix: 'from-env',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
    });
    const store = createS3BlobStore({ ...options, credentials: s3.credentials });
    opened.push(store);
    await store.put('x', Buffer.from('x'), { createOnly: true });
    expect((await store.get('x'))?.toString()).toBe('x');
  });

  it('refuses a list page size S3 would not honour', () => {
    expect(() => s3Store({ listPageSize: 0 })).toThrow('listPageSize must be a whole number from 1 to 1000');
    expect(() => s3Store({ listPageSize: 1001 })).toThrow('listPageSize');
  });
});

describe('parseStoreUrl', () => {
  it.each([
    ['s3://bucket', 'bucket', ''],
    ['s3://bucket/', 'bucket', ''],
    ['s3://my.bucket-1/some/prefix', 'my.bucket-1', 'some/prefix'],
    ['s3://bucket/some/prefix/', 'bucket', 'some/prefix'],
  ])('reads %s', (url, bucket, prefix) => {
    expect(parseStoreUrl(url)).toEqual({ kind: 's3', bucket, prefix });
  });

  it.each([
    ['', 'does not start with s3://'],
    ['/var/lib/artifacts', 'does not start with s3://'],
    ['file:///var/lib/artifacts', 'does not start with s3://'],
    ['https://bucket.s3.amazonaws.com/prefix', 'does not start with s3://'],
    ['S3://bucket', 'does not start with s3://'],
    ['s3://', 'a bucket name is 3 to 63'],
    ['s3://Bucket', 'a bucket name is 3 to 63'],
    ['s3://ab', 'a bucket name is 3 to 63'],
    ['s3://bucket..name', 'a bucket name is 3 to 63'],
    ['s3://bucket/a//b', 'must not hold an empty segment'],
    ['s3://bucket/../other', 'must not hold a ".." segment'],
    ['s3://bucket/a\\b', 'must separate folders with "/"'],
    ['s3://bucket?versionId=1', 'without a query or fragment'],
    ['s3://AKIASECRET:hunter2@bucket/prefix', 'credentials do not belong in it'],
  ])('refuses %j, saying what it accepts', (url, reason) => {
    const error = (() => {
      try {
        parseStoreUrl(url, 'ARTIFACT_STORE_URL');
      } catch (caught) {
        return caught as Error;
      }
      throw new Error('accepted');
    })();
    expect(error.message).toContain('ARTIFACT_STORE_URL: must be s3://bucket or s3://bucket/some/prefix');
    expect(error.message).toContain(reason);
    expect(error.message).not.toContain('hunter2');
  });
});

describe('s3OptionsFromEnv', () => {
  const url = 's3://bucket/prefix';

  it('uses Amazon S3 in us-east-1, virtual-hosted, when nothing is set', () => {
    expect(s3OptionsFromEnv({}, url)).toEqual({
      bucket: 'bucket',
      prefix: 'prefix',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(s3OptionsFromEnv({ S3_ENDPOINT: '', S3_REGION: '', S3_FORCE_PATH_STYLE: '' }, url)).toEqual(
      s3OptionsFromEnv({}, url),
    );
  });

  it('addresses a set endpoint path-style unless told otherwise (MinIO, R2)', () => {
    expect(s3OptionsFromEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000/' }, url)).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    const r2 = {
      S3_ENDPOINT: 'https://abc123.r2.cloudflarestorage.com',
      S3_REGION: 'auto',
      S3_FORCE_PATH_STYLE: 'false',
    };
    expect(s3OptionsFromEnv(r2, url)).toMatchObject({
      endpoint: 'https://abc123.r2.cloudflarestorage.com',
      region: 'auto',
      forcePathStyle: false,
    });
    expect(s3OptionsFromEnv({ S3_FORCE_PATH_STYLE: 'true', S3_REGION: 'eu-west-3' }, url)).toMatchObject({
      region: 'eu-west-3',
      forcePathStyle: true,
    });
  });

  it.each([
    [{ S3_ENDPOINT: '127.0.0.1:9000' }, 'S3_ENDPOINT: not a URL'],
    [{ S3_ENDPOINT: 'localhost:9000' }, 'S3_ENDPOINT: must start with http:// or https://'],
    [{ S3_ENDPOINT: 'ftp://files.example' }, 'S3_ENDPOINT: must start with http:// or https://'],
    [{ S3_ENDPOINT: 'https://key:secret@minio.example' }, 'S3_ENDPOINT: credentials do not belong in it'],
    [{ S3_ENDPOINT: 'https://minio.example/bucket' }, 'S3_ENDPOINT: must be an origin'],
    [{ S3_REGION: 'US East' }, 'S3_REGION: not a region'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE: must be true or false'],
  ])('refuses %j', (env, message) => {
    expect(() => s3OptionsFromEnv(env, url)).toThrow(message);
  });

  it('refuses a store URL that is not s3://, naming the setting', () => {
    expect(() => s3OptionsFromEnv({}, '/srv/uploads', 'UPLOAD_STORE_URL')).toThrow(
      'UPLOAD_STORE_URL: must be s3://bucket or s3://bucket/some/prefix',
    );
  });
});
