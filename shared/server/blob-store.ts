// Where published artifacts and uploads are kept (issue 22): a folder on this machine's disk, or a bucket of an
// S3-compatible object store (Amazon S3, Cloudflare R2, MinIO) through the AWS SDK.
import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3ClientConfig } from '@aws-sdk/client-s3';

/** Ours: the longest key, in UTF-8 bytes; S3's own limit for a whole object key. */
export const MAX_KEY_BYTES = 1024;
/** Ours: the longest segment of a key, in UTF-8 bytes; most file systems' limit for a file name. */
export const MAX_KEY_SEGMENT_BYTES = 255;
/** Ours: the file store's folder (in its root) for files being written; no key may start with it. */
export const PARTIAL_DIR = '.partial';
/** S3's own maximum of keys in one ListObjectsV2 page, so a listing takes as few requests as it can. */
export const S3_LIST_PAGE_SIZE = 1000;
/** The region when none is set: Amazon's default, which MinIO accepts; R2 wants `auto`. */
export const S3_DEFAULT_REGION = 'us-east-1';
/** Ours: how long connecting to the object store may take before a request fails. */
export const S3_CONNECTION_TIMEOUT_MS = 5_000;
/** Ours: how long one request (a file of a few megabytes up or down) may take before it fails. */
export const S3_REQUEST_TIMEOUT_MS = 60_000;
/** Ours: how often a create-only write is tried while S3 answers 409 (a conflicting write was in progress). */
export const S3_CONDITIONAL_WRITE_ATTEMPTS = 3;
/** Ours: the pause before trying a create-only write again after a 409, doubled each time. */
export const S3_CONDITIONAL_WRITE_BACKOFF_MS = 100;

/** A key or prefix a store refuses: the caller passed something that is not a relative path. */
export class BlobKeyError extends Error {}

export interface PutOptions {
  /** Sent as the object's Content-Type on S3; the file store keeps no metadata. */
  contentType?: string;
  /** Sent as the object's Cache-Control on S3; the file store keeps no metadata. */
  cacheControl?: string;
  /** Never replace an object that exists: the answer is then `'exists'` and the stored bytes stay as they were. */
  createOnly?: boolean;
}

/**
 * `'created'`: the body is stored under the key (without `createOnly`, possibly replacing an earlier one).
 * `'exists'`: with `createOnly`, an object was already there and nothing was written. It may hold the same bytes
 * (an earlier attempt of the same write whose answer was lost), so a caller that must know compares them.
 */
export type PutResult = 'created' | 'exists';

/**
 * Bytes under keys: relative POSIX paths such as `mfe-content/1.2.3/remoteEntry.js`. Both stores accept the
 * same keys, and a key that is also the folder of other keys (`a` beside `a/b`) is refused by the file store.
 */
export interface BlobStore {
  /** Where the blobs are, for messages: a folder, or `s3://bucket/prefix`. */
  readonly location: string;
  put(key: string, body: Buffer, options?: PutOptions): Promise<PutResult>;
  /** The stored bytes, or undefined when there is no object under the key. */
  get(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  /**
   * Every key that starts with `prefix` (`''` for all), in UTF-8 byte order as S3 lists them. The prefix is a
   * string prefix, as on S3: end it with `/` to list one folder (`1.2.3/`, not `1.2.3`, which also lists `1.2.30/`).
   */
  list(prefix: string): Promise<string[]>;
  /** Removes the object under the key; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Fails, saying why, when the store cannot be used: a bucket that is missing or refuses these credentials. */
  check(): Promise<void>;
  /** Releases the store's connections. */
  close(): Promise<void>;
}

// eslint-disable-next-line no-control-regex -- control characters are what this matches
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Throws a BlobKeyError unless `value` (a key, or a prefix of keys) is a relative POSIX path. */
function checkRelativePath(value: string, what: string): void {
  if (typeof value !== 'string' || value === '') throw new BlobKeyError(`a ${what} must not be empty`);
  const quoted = `${what} ${JSON.stringify(value)}`;
  if (value.startsWith('/')) throw new BlobKeyError(`${quoted} must be relative, not start with "/"`);
  if (value.includes('\\')) throw new BlobKeyError(`${quoted} must separate folders with "/", not "\\"`);
  if (CONTROL_CHARACTER.test(value)) throw new BlobKeyError(`${quoted} must not hold control characters`);
  if (Buffer.byteLength(value) > MAX_KEY_BYTES)
    throw new BlobKeyError(`${quoted} is longer than ${MAX_KEY_BYTES} bytes`);
  for (const segment of value.split('/')) {
    if (segment === '') throw new BlobKeyError(`${quoted} must not hold an empty segment ("//" or a final "/")`);
    if (segment === '.' || segment === '..') throw new BlobKeyError(`${quoted} must not hold a "${segment}" segment`);
    if (Buffer.byteLength(segment) > MAX_KEY_SEGMENT_BYTES) {
      throw new BlobKeyError(`${quoted} has a segment longer than ${MAX_KEY_SEGMENT_BYTES} bytes`);
    }
  }
}

/** Throws a BlobKeyError unless `key` is a relative POSIX path that means the same thing in both stores. */
export function checkKey(key: string): void {
  checkRelativePath(key, 'key');
  if (key.split('/')[0] === PARTIAL_DIR) {
    throw new BlobKeyError(`key ${JSON.stringify(key)} must not start with "${PARTIAL_DIR}/"`);
  }
}

/** Throws a BlobKeyError unless `prefix` is `''` or the start of a key (which may end with `/`). */
export function checkPrefix(prefix: string): void {
  if (prefix !== '') checkRelativePath(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix, 'prefix');
}

/** Keys in the order S3 lists them: by their UTF-8 bytes. */
function sortKeys(keys: string[]): string[] {
  return keys.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

/** A Node error's code such as `ENOENT` (read without `instanceof`, which fails across Jest's realms). */
function errorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** The file system's answers that mean "there is no file under this key". */
const MISSING_FILE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

/** The modes a file store gives the folders and files it makes (within the umask); the process's defaults when absent. */
export interface FileBlobModes {
  folderMode?: number;
  fileMode?: number;
}

/**
 * Blobs as files under `rootDir`, one per key (`<rootDir>/<key>`). A write goes to a file in `<rootDir>/.partial/`
 * first, then takes its key's name in one step, so no reader ever sees half a file and a crash leaves none under
 * a key: a rename when it may replace, a hard link (which fails when the name is taken) when it must not.
 */
export function createFileBlobStore(rootDir: string, modes: FileBlobModes = {}): BlobStore {
  const root = path.resolve(rootDir);
  const folderMode = modes.folderMode === undefined ? {} : { mode: modes.folderMode };
  const fileMode = modes.fileMode === undefined ? {} : { mode: modes.fileMode };
  const partialDir = path.join(root, PARTIAL_DIR);

  function fileOf(key: string): string {
    checkKey(key);
    const file = path.join(root, ...key.split('/'));
    if (!file.startsWith(root + path.sep)) throw new BlobKeyError(`key ${JSON.stringify(key)} leaves the store`);
    return file;
  }

  /** The keys of the files under `folder` (the folder of key `folderKey`) that start with `prefix`. */
  async function walk(folder: string, folderKey: string, prefix: string): Promise<string[]> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (MISSING_FILE.has(errorCode(error) ?? '')) return [];
      throw error;
    }
    const keys: string[] = [];
    for (const entry of entries) {
      const key = folderKey + entry.name;
      if (entry.isFile() && key.startsWith(prefix)) keys.push(key);
      else if (entry.isDirectory() && key !== PARTIAL_DIR) {
        const keyFolder = `${key}/`;
        // Only folders that can hold a key with the prefix: inside it, or on the way to it.
        if (keyFolder.startsWith(prefix) || prefix.startsWith(keyFolder)) {
          keys.push(...(await walk(path.join(folder, entry.name), keyFolder, prefix)));
        }
      }
    }
    return keys;
  }

  return {
    location: root,

    async put(key, body, options = {}) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, ...folderMode });
      await mkdir(partialDir, { recursive: true, ...folderMode });
      const partial = path.join(partialDir, randomUUID());
      await writeFile(partial, body, { flag: 'wx', ...fileMode });
      try {
        if (options.createOnly) await link(partial, file);
        else await rename(partial, file);
        return 'created';
      } catch (error) {
        const code = errorCode(error);
        const isFolder = (code === 'EEXIST' || code === 'EISDIR') && (await stat(file)).isDirectory();
        if (isFolder) throw new BlobKeyError(`key ${JSON.stringify(key)} is the folder of other keys`);
        if (code === 'EEXIST') return 'exists';
        throw error;
      } finally {
        await rm(partial, { force: true });
      }
    },

    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (MISSING_FILE.has(errorCode(error) ?? '')) return undefined;
        throw error;
      }
    },

    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (MISSING_FILE.has(errorCode(error) ?? '')) return false;
        throw error;
      }
    },

    async list(prefix) {
      checkPrefix(prefix);
      return sortKeys(await walk(root, '', prefix));
    },

    async delete(key) {
      try {
        await unlink(fileOf(key));
      } catch (error) {
        if (errorCode(error) !== 'ENOENT' && errorCode(error) !== 'ENOTDIR') throw error;
      }
    },

    async check() {
      await mkdir(partialDir, { recursive: true, ...folderMode });
    },

    async close() {},
  };
}

export interface S3BlobStoreOptions {
  bucket: string;
  /** Prepended to every key with a `/` between; `''` for the bucket's root. */
  prefix: string;
  /** An S3-compatible service's origin (MinIO, R2); Amazon S3's own endpoint for the region when absent. */
  endpoint?: string;
  /** {@link S3_DEFAULT_REGION} when absent. */
  region?: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`; MinIO usually needs it. */
  forcePathStyle?: boolean;
  /** The SDK's default chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, a role) when absent. */
  credentials?: S3ClientConfig['credentials'];
  /** Keys per ListObjectsV2 request, {@link S3_LIST_PAGE_SIZE} when absent; tests make it small. */
  listPageSize?: number;
}

/** What the SDK's errors carry besides a message: S3's error code as `name`, and the HTTP status. */
function s3Failure(error: unknown): { name: string; status: number | undefined } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return { name: typeof name === 'string' ? name : '', status: $metadata?.httpStatusCode };
}

/**
 * Blobs as objects of a bucket, `<prefix>/<key>`, through the AWS SDK. A create-only write is a PutObject with
 * `If-None-Match: *`, which S3 (since August 2024), R2 and MinIO refuse with 412 when the key is taken: the check
 * and the write are one step on the server, so two writers cannot both create a key.
 */
export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const { bucket } = options;
  const prefix = options.prefix.replace(/^\/+|\/+$/g, '');
  if (prefix !== '') checkRelativePath(prefix, 'prefix');
  const pageSize = options.listPageSize ?? S3_LIST_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > S3_LIST_PAGE_SIZE) {
    throw new Error(`listPageSize must be a whole number from 1 to ${S3_LIST_PAGE_SIZE}`);
  }
  const client = new S3Client({
    region: options.region ?? S3_DEFAULT_REGION,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    requestHandler: {
      connectionTimeout: S3_CONNECTION_TIMEOUT_MS,
      requestTimeout: S3_REQUEST_TIMEOUT_MS,
      throwOnRequestTimeout: true,
    },
  });
  const objectKey = (key: string) => {
    checkKey(key);
    return prefix === '' ? key : `${prefix}/${key}`;
  };
  const keyPrefix = prefix === '' ? '' : `${prefix}/`;

  async function putOnce(key: string, body: Buffer, put: PutOptions): Promise<void> {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        Body: body,
        ...(put.contentType ? { ContentType: put.contentType } : {}),
        ...(put.cacheControl ? { CacheControl: put.cacheControl } : {}),
        ...(put.createOnly ? { IfNoneMatch: '*' } : {}),
      }),
    );
  }

  return {
    location: `s3://${bucket}${prefix === '' ? '' : `/${prefix}`}`,

    async put(key, body, put = {}) {
      if (!put.createOnly) {
        await putOnce(key, body, put);
        return 'created';
      }
      for (let attempt = 1; ; attempt++) {
        try {
          await putOnce(key, body, put);
          return 'created';
        } catch (error) {
          const failure = s3Failure(error);
          if (failure?.name === 'PreconditionFailed' || failure?.status === 412) return 'exists';
          // S3: "a conflicting operation occurred during the upload ... you should retry"; the next try
          // then finds the key taken (412) or free.
          const conflict = failure?.name === 'ConditionalRequestConflict' || failure?.status === 409;
          if (!conflict || attempt >= S3_CONDITIONAL_WRITE_ATTEMPTS) throw error;
          await sleep(S3_CONDITIONAL_WRITE_BACKOFF_MS * 2 ** (attempt - 1));
        }
      }
    },

    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!object.Body) throw new Error(`s3://${bucket}/${objectKey(key)}: the answer has no body`);
        const bytes = await object.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        // Only a missing key: a missing bucket (NoSuchBucket) is a fault, not an empty store.
        if (s3Failure(error)?.name === 'NoSuchKey') return undefined;
        throw error;
      }
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        // A HEAD answer has no body, hence no error code: a 404 is all there is.
        if (s3Failure(error)?.status === 404) return false;
        throw error;
      }
    },

    async list(listPrefix) {
      checkPrefix(listPrefix);
      const keys: string[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: keyPrefix + listPrefix,
            MaxKeys: pageSize,
            ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key?.startsWith(keyPrefix)) keys.push(object.Key.slice(keyPrefix.length));
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
      return keys;
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const failure = s3Failure(error);
        const reason =
          failure?.status === 404
            ? 'the bucket does not exist'
            : failure?.status === 403
              ? 'these credentials may not use the bucket'
              : (error as Error).message;
        throw new Error(`s3://${bucket}: ${reason}`, { cause: error });
      }
    },

    async close() {
      client.destroy();
    },
  };
}

/** Where an `s3://` store URL points. */
export interface S3StoreUrl {
  kind: 's3';
  bucket: string;
  /** `''`, or a relative path without a final `/`. */
  prefix: string;
}

/** S3's rules for a bucket's name (which R2 and MinIO share): 3 to 63 lowercase letters, digits, dots, hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * `s3://bucket` or `s3://bucket/some/prefix`; anything else throws, saying what is accepted. `variable` names the
 * setting in messages. The value is never repeated in a message, since a mistaken one may hold a secret.
 */
export function parseStoreUrl(url: string, variable = 'store URL'): S3StoreUrl {
  const accepted = `${variable}: must be s3://bucket or s3://bucket/some/prefix`;
  if (!url.startsWith('s3://')) throw new Error(`${accepted}; it does not start with s3://`);
  const rest = url.slice('s3://'.length);
  if (/[?#]/.test(rest)) throw new Error(`${accepted}, without a query or fragment`);
  if (rest.includes('@')) throw new Error(`${accepted}; credentials do not belong in it (AWS_ACCESS_KEY_ID and co.)`);
  const slash = rest.indexOf('/');
  const bucket = slash === -1 ? rest : rest.slice(0, slash);
  const prefix = slash === -1 ? '' : rest.slice(slash + 1).replace(/\/$/, '');
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
    throw new Error(`${accepted}, where a bucket name is 3 to 63 lowercase letters, digits, dots and hyphens`);
  }
  if (prefix !== '') {
    try {
      checkRelativePath(prefix, 'prefix');
    } catch (error) {
      throw new Error(`${accepted}: the ${(error as Error).message}`, { cause: error });
    }
  }
  return { kind: 's3', bucket, prefix };
}

/** What {@link s3OptionsFromEnv} reads; the SDK reads the credentials itself. */
export type S3EnvOptions = Required<Pick<S3BlobStoreOptions, 'bucket' | 'prefix' | 'region' | 'forcePathStyle'>> &
  Pick<S3BlobStoreOptions, 'endpoint'>;

/** An unset or empty variable is absent (a compose file's `S3_REGION=` sets it to ''). */
const setting = (env: NodeJS.ProcessEnv, name: string) => (env[name] === '' ? undefined : env[name]);

/**
 * The S3 store's options for `url` (see {@link parseStoreUrl}) and the environment: S3_ENDPOINT (an S3-compatible
 * service's http(s) origin, e.g. `http://127.0.0.1:9000` for MinIO or R2's
 * `https://<account>.r2.cloudflarestorage.com`), S3_REGION ({@link S3_DEFAULT_REGION} when unset; `auto` for R2)
 * and S3_FORCE_PATH_STYLE (`true` or `false`; true when S3_ENDPOINT is set). Credentials come from the SDK's
 * default chain: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.
 */
export function s3OptionsFromEnv(env: NodeJS.ProcessEnv, url: string, variable?: string): S3EnvOptions {
  const { bucket, prefix } = parseStoreUrl(url, variable);
  const endpoint = setting(env, 'S3_ENDPOINT');
  if (endpoint !== undefined) {
    let parsed: URL;
    try {
      parsed = new URL(endpoint);
    } catch {
      throw new Error(`S3_ENDPOINT: not a URL: "${endpoint}"; set an origin like https://host or http://host:port`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new Error(`S3_ENDPOINT: must start with http:// or https://, not "${parsed.protocol}//"`);
    }
    if (parsed.username || parsed.password) {
      throw new Error('S3_ENDPOINT: credentials do not belong in it; set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
    }
    if (parsed.pathname !== '/' || parsed.search || parsed.hash) {
      throw new Error(`S3_ENDPOINT: must be an origin like https://host or http://host:port, not "${endpoint}"`);
    }
  }
  const region = setting(env, 'S3_REGION') ?? S3_DEFAULT_REGION;
  if (!/^[a-z0-9-]+$/.test(region)) {
    throw new Error(`S3_REGION: not a region like us-east-1 (or auto for R2): "${region}"`);
  }
  const pathStyle = setting(env, 'S3_FORCE_PATH_STYLE');
  if (pathStyle !== undefined && pathStyle !== 'true' && pathStyle !== 'false') {
    throw new Error(`S3_FORCE_PATH_STYLE: must be true or false, not "${pathStyle}"`);
  }
  return {
    bucket,
    prefix,
    ...(endpoint !== undefined ? { endpoint: endpoint.replace(/\/$/, '') } : {}),
    region,
    forcePathStyle: pathStyle === undefined ? endpoint !== undefined : pathStyle === 'true',
  };
}

/** The bucket when one is configured (`s3://…` settings), else the folder: how each store setting is opened. */
export function openBlobStore(s3: S3BlobStoreOptions | undefined, folder: string, modes?: FileBlobModes): BlobStore {
  return s3 ? createS3BlobStore(s3) : createFileBlobStore(folder, modes);
}
