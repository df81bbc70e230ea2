// The host's last good answers from the API (docs/decisions/043): every public GET the host makes or forwards (a
// page's data, the header's menus, what the browser asks for on in-site navigation) is kept, in memory and on disk,
// and given again, marked stale, while the API cannot answer. A restarted host has them too.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

/** Ours: how long a kept answer may stand in for the API's (a week: an outage, a weekend). */
export const API_READ_MAX_STALE_MS = 7 * 24 * 60 * 60_000;
/** Ours: how long the host waits for the API's answer to a read before it gives its last good one instead. */
export const API_READ_TIMEOUT_MS = 1_500;
/**
 * Ours: how long a read waits for the API when the host has a kept answer to give instead: about half a render's
 * budget (SERVER_RENDER_TIMEOUT_MS), so a render whose read the API is slow to answer still finishes in time, with
 * the kept answer, instead of failing whole.
 */
export const API_READ_WITH_KEPT_TIMEOUT_MS = 800;
/**
 * Ours: after the API failed a read, how long further reads of kept answers go straight to them instead of waiting
 * for a failing API again (one read in that time still asks the API, so the host learns it is back).
 */
export const API_READ_COOLDOWN_MS = 3_000;
/** Ours: answers kept on disk at most; the oldest go first. */
export const API_READ_DISK_MAX_BYTES = 256 * 1024 * 1024;
/** Ours: answers kept in memory at most. */
export const API_READ_MEMORY_MAX_BYTES = 32 * 1024 * 1024;
/** The header that marks an answer the host gave from what it kept: its age in seconds. */
export const STALE_ANSWER_HEADER = 'x-site-stale-seconds';

/** A kept answer. */
interface KeptAnswer {
  status: number;
  contentType: string;
  etag: string | undefined;
  body: string;
  keptAt: number;
}

/** A public answer of the API's may be kept; one that is the visitor's own (a draft, an upload) never is. */
function isKeepable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  const type = response.headers.get('content-type') ?? '';
  return response.status === 200 && /\bpublic\b/.test(cacheControl) && /^application\/json\b/.test(type);
}

/** Whether the API failed (rather than answered): 5xx, or no answer at all. */
const failedStatus = (status: number) => status >= 500;

export interface ApiReadCacheOptions {
  apiOrigin: string;
  /** Where kept answers are written (DATA_DIR's), so a restarted host has them; memory only without it. */
  dir?: string;
  now?: () => number;
  /** How long a read with no kept answer waits for the API. */
  timeoutMs?: number;
  /** How long a read with a kept answer waits for the API before giving the kept one. */
  keptTimeoutMs?: number;
  maxStaleMs?: number;
  diskMaxBytes?: number;
  log?: (message: string, detail?: Record<string, unknown>) => void;
}

/** What one render (or one forwarded request) read: whether any answer was a kept one, and the oldest's age. */
export interface ReadSession {
  fetch: typeof fetch;
  /** The age in seconds of the oldest kept answer given in this session; undefined when all were fresh. */
  staleSeconds(): number | undefined;
}

export function createApiReadCache(options: ApiReadCacheOptions) {
  const {
    apiOrigin,
    dir,
    now = Date.now,
    timeoutMs = API_READ_TIMEOUT_MS,
    keptTimeoutMs = Math.min(timeoutMs, API_READ_WITH_KEPT_TIMEOUT_MS),
    maxStaleMs = API_READ_MAX_STALE_MS,
    diskMaxBytes = API_READ_DISK_MAX_BYTES,
    log = () => undefined,
  } = options;
  if (dir) mkdirSync(dir, { recursive: true, mode: 0o700 });
  const memory = new LRUCache<string, KeptAnswer>({
    maxSize: API_READ_MEMORY_MAX_BYTES,
    sizeCalculation: (answer) => Math.max(1, answer.body.length),
  });
  let failedAt = Number.NEGATIVE_INFINITY;
  let probedAt = Number.NEGATIVE_INFINITY;

  const fileOf = (key: string) =>
    dir ? path.join(dir, `${createHash('sha256').update(key).digest('hex')}.json`) : undefined;

  function keep(key: string, answer: KeptAnswer) {
    memory.set(key, answer);
    const file = fileOf(key);
    if (!file || !dir) return;
    const draft = `${file}.${process.pid}.tmp`;
    try {
      writeFileSync(draft, JSON.stringify({ key, ...answer }), { mode: 0o600 });
      renameSync(draft, file);
      trimDisk();
    } catch (error) {
      log('a kept API answer could not be written', { error: String(error) });
    }
  }

  /** Keeps the disk under its budget, oldest answers first. */
  let writesSinceTrim = 0;
  function trimDisk() {
    writesSinceTrim += 1;
    if (writesSinceTrim < 50 || !dir) return;
    writesSinceTrim = 0;
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => {
        const stat = statSync(path.join(dir, name));
        return { name, size: stat.size, mtime: stat.mtimeMs };
      })
      .sort((a, b) => b.mtime - a.mtime);
    let total = 0;
    for (const file of files) {
      total += file.size;
      if (total > diskMaxBytes) rmSync(path.join(dir, file.name), { force: true });
    }
  }

  function kept(key: string): KeptAnswer | undefined {
    const inMemory = memory.get(key);
    if (inMemory) return inMemory;
    const file = fileOf(key);
    if (!file) return undefined;
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as KeptAnswer & { key: string };
      if (stored.key !== key) return undefined;
      const answer: KeptAnswer = {
        status: stored.status,
        contentType: stored.contentType,
        etag: stored.etag,
        body: stored.body,
        keptAt: stored.keptAt,
      };
      memory.set(key, answer);
      return answer;
    } catch {
      return undefined;
    }
  }

  function staleResponse(answer: KeptAnswer): Response {
    const headers = new Headers({
      'content-type': answer.contentType,
      'cache-control': 'private, no-cache',
      [STALE_ANSWER_HEADER]: String(Math.max(0, Math.round((now() - answer.keptAt) / 1000))),
    });
    return new Response(answer.body, { status: answer.status, headers });
  }

  /** A read of the API's: its answer (kept when public), or the last good one when the API fails. */
  async function read(url: string, init: RequestInit | undefined): Promise<Response> {
    const key = url.slice(apiOrigin.length);
    const fallback = kept(key);
    const usable = fallback && now() - fallback.keptAt <= maxStaleMs ? fallback : undefined;
    // While the API is failing, one read per cool-down asks it; the others take what was kept at once.
    const failing = now() - failedAt < API_READ_COOLDOWN_MS;
    if (usable && failing && now() - probedAt < API_READ_COOLDOWN_MS) return staleResponse(usable);
    if (failing) probedAt = now();
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(usable ? keptTimeoutMs : timeoutMs) });
      if (failedStatus(response.status)) throw new Error(`the API answered ${response.status}`);
      failedAt = Number.NEGATIVE_INFINITY;
      if (!isKeepable(response)) return response;
      const body = await response.text();
      const answer: KeptAnswer = {
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'application/json',
        etag: response.headers.get('etag') ?? undefined,
        body,
        keptAt: now(),
      };
      keep(key, answer);
      return new Response(body, { status: response.status, headers: response.headers });
    } catch (error) {
      failedAt = now();
      probedAt = failedAt;
      if (usable) {
        log('the API failed a read; its last good answer is given instead', { path: key, error: String(error) });
        return staleResponse(usable);
      }
      throw error;
    }
  }

  const isCachedRead = (url: string, init: RequestInit | undefined) =>
    url.startsWith(`${apiOrigin}/api/`) && (init?.method ?? 'GET').toUpperCase() === 'GET';

  /** A fetch for one render or one forwarded request: reads of the API go through the cache; it says if any was stale. */
  function session(): ReadSession {
    let oldest: number | undefined;
    return {
      fetch: async (input, init) => {
        const request = input instanceof Request ? input : undefined;
        const url = request ? request.url : String(input);
        const merged = request ? { method: request.method, headers: request.headers, ...init } : init;
        if (!isCachedRead(url, merged)) return fetch(input, init);
        const response = await read(url, merged);
        const stale = response.headers.get(STALE_ANSWER_HEADER);
        if (stale !== null) oldest = Math.max(oldest ?? 0, Number(stale));
        return response;
      },
      staleSeconds: () => oldest,
    };
  }

  return { session, read: (url: string) => read(url, undefined) };
}

export type ApiReadCache = ReturnType<typeof createApiReadCache>;
