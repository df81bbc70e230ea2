// Uploads while the object store is away (issue 49). A visitor's file is never lost and its answer never claims a
// wrong format because the store failed: the file is kept in a spool on this instance's disk (DATA_DIR/upload-spool,
// written and synced, 0600, then put in place under its name), its row is recorded as usual so its address is issued
// and a lead linking to it passes the link check, and a mover puts it into the store once the store answers again,
// then deletes it from the spool. Until then the instance serves it from the spool.
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { link, mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { BlobKeyError, checkKey } from '@site/shared/server/blob-store';
import type { BlobStore, PutOptions, PutResult } from '@site/shared/server/blob-store';
import { detectedTypeByExtension } from '@site/shared/server/upload-policy';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../privacy/file-modes.ts';

/** The spool's folder in DATA_DIR. */
export const UPLOAD_SPOOL_DIR = 'upload-spool';
/** Where a file is written before it takes its name, inside the spool. */
const PARTIAL_DIR = '.partial';
/**
 * Ours: how long one write to the upload store may take before the file goes to the spool instead: well within the
 * shell's host's wait for the API (HANDLER_API_TIMEOUT_MS, 10 s). A write that completes later is found by the mover.
 */
export const UPLOAD_STORE_WRITE_TIMEOUT_MS = 5_000;
/** Ours: how often the mover looks at the spool. */
export const UPLOAD_SPOOL_MOVE_INTERVAL_MS = 10_000;
/** Ours: after failed moves the mover waits the interval doubled per failure, up to this. */
export const UPLOAD_SPOOL_MOVE_BACKOFF_MAX_MS = 5 * 60_000;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

function errorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** `work`, or a rejection after `ms`: the store that hangs is treated as one that failed. */
async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Makes a folder's entries (a new name) durable. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface UploadSpool {
  readonly dir: string;
  /** Stores `bytes` under `key` unless something is there already (`'exists'`); durable once it resolves. */
  write(key: string, bytes: Buffer): Promise<PutResult>;
  read(key: string): Promise<Buffer | undefined>;
  has(key: string): Promise<boolean>;
  keys(): string[];
  remove(key: string): Promise<void>;
  /** Files waiting for the store: a gauge for metrics. */
  depth(): number;
}

/** The files a spool folder holds (none when it does not exist yet). */
function spooledFiles(dir: string): string[] {
  try {
    return readdirSync(dir).filter((name) => name !== PARTIAL_DIR);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  }
}

/** The spool in `dir` (made 0700 at its first write); the files already there, from before a restart, are counted. */
export function createUploadSpool(dir: string): UploadSpool {
  const waiting = new Set(spooledFiles(dir));
  const fileOf = (key: string) => {
    checkKey(key);
    if (key.includes('/')) throw new BlobKeyError(`key ${JSON.stringify(key)}: the spool holds no folders`);
    return path.join(dir, key);
  };
  return {
    dir,
    async write(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.join(dir, PARTIAL_DIR), { recursive: true, mode: PRIVATE_DIR_MODE });
      const partial = path.join(dir, PARTIAL_DIR, randomUUID());
      const handle = await open(partial, 'wx', PRIVATE_FILE_MODE);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        // Its name in one step, and never over another file: a hard link fails when the name is taken.
        await link(partial, file);
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
        return 'exists';
      } finally {
        await rm(partial, { force: true });
      }
      await syncFolder(dir);
      waiting.add(key);
      return 'created';
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return undefined;
        throw error;
      }
    },
    async has(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return false;
        throw error;
      }
    },
    keys: () => [...waiting].sort(),
    async remove(key) {
      const file = fileOf(key);
      if (!waiting.has(key) && !(await this.has(key))) return;
      await rm(file, { force: true });
      waiting.delete(key);
      await syncFolder(dir);
    },
    depth: () => waiting.size,
  };
}

export interface SpoolingBlobStore extends BlobStore {
  /** Files in the spool, waiting for the store. */
  spoolDepth(): number;
  /** Puts every spooled file into the store and deletes it from the spool; stops at the first failure, which it throws. */
  moveSpooled(): Promise<{ moved: number }>;
}

/**
 * `store` with the spool in front of its writes: a write the store fails (refused, timed out, 5xx, any error but a
 * refused key) goes to the spool, logged as a warning, and answers as the store would have. Reads look in the
 * spool first; a delete removes the file from both.
 */
export function createSpoolingBlobStore(
  store: BlobStore,
  spool: UploadSpool,
  log?: Log,
  writeTimeoutMs = UPLOAD_STORE_WRITE_TIMEOUT_MS,
): SpoolingBlobStore {
  return {
    location: store.location,
    async put(key: string, body: Buffer, options?: PutOptions) {
      try {
        return await within(writeTimeoutMs, store.location, store.put(key, body, options));
      } catch (error) {
        if (error instanceof BlobKeyError) throw error;
        const result = await spool.write(key, body);
        log?.warn(
          { err: error, key, store: store.location, spoolDepth: spool.depth() },
          'The upload store could not be written: the file is kept in the local spool until it can',
        );
        return result;
      }
    },
    async get(key) {
      return (await spool.read(key)) ?? store.get(key);
    },
    async exists(key) {
      return (await spool.has(key)) || store.exists(key);
    },
    async list(prefix) {
      const keys = new Set([...(await store.list(prefix)), ...spool.keys().filter((key) => key.startsWith(prefix))]);
      return [...keys].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    },
    async delete(key) {
      await spool.remove(key);
      await store.delete(key);
    },
    check: () => store.check(),
    close: () => store.close(),
    spoolDepth: () => spool.depth(),
    async moveSpooled() {
      let moved = 0;
      for (const key of spool.keys()) {
        const bytes = await spool.read(key);
        if (bytes) {
          const mime = detectedTypeByExtension[key.slice(key.lastIndexOf('.') + 1)]?.mime;
          const put = store.put(key, bytes, { createOnly: true, ...(mime ? { contentType: mime } : {}) });
          const result = await within(writeTimeoutMs, store.location, put);
          // An earlier write that timed out may have completed after all: the same bytes are that write.
          if (result === 'exists' && !(await store.get(key))?.equals(bytes)) {
            log?.error(
              { alert: 'upload-spool-conflict', key, store: store.location },
              'The store holds other bytes under a spooled upload; the spooled file is kept for a person to look at',
            );
            continue;
          }
        }
        await spool.remove(key);
        moved += 1;
      }
      return { moved };
    },
  };
}

/**
 * Runs the mover every `intervalMs` while files wait: after a failure it waits the interval doubled per consecutive
 * failure (up to `backoffMaxMs`); `runNow` runs it at once (the backoff aside).
 */
export function scheduleSpoolMover(
  blobs: SpoolingBlobStore,
  log: Log,
  options: { intervalMs?: number; backoffMaxMs?: number; now?: () => number } = {},
) {
  const intervalMs = options.intervalMs ?? UPLOAD_SPOOL_MOVE_INTERVAL_MS;
  const backoffMaxMs = options.backoffMaxMs ?? UPLOAD_SPOOL_MOVE_BACKOFF_MAX_MS;
  const now = options.now ?? Date.now;
  let failures = 0;
  let nextAt = 0;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= blobs
      .moveSpooled()
      .then(({ moved }) => {
        failures = 0;
        nextAt = 0;
        if (moved > 0) log.info({ moved, spoolDepth: blobs.spoolDepth() }, 'Moved spooled uploads into the store');
      })
      .catch((error: unknown) => {
        failures += 1;
        const waitMs = Math.min(intervalMs * 2 ** failures, backoffMaxMs);
        nextAt = now() + waitMs;
        log.warn(
          { err: error, spoolDepth: blobs.spoolDepth(), failures, nextTryInMs: waitMs },
          'The upload store is still unavailable; spooled uploads wait',
        );
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => {
    if (blobs.spoolDepth() > 0 && now() >= nextAt) void run();
  }, intervalMs);
  timer.unref();
  return {
    runNow: run,
    /** Consecutive failed moves so far. */
    failures: () => failures,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
