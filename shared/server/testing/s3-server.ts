// For tests and `npm run test:topology` (never the site itself): an S3-compatible server of its own: s3rver (an npm
// package) in a child process, behind a small proxy that adds the one S3 behaviour s3rver lacks and the object
// stores depend on, the create-only write.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

/** s3rver's fixed credentials: it checks request signatures against these. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
/** The bucket the server starts with. */
export const TEST_BUCKET = 'test-bucket';
/** What s3rver's command prints once it listens (even when silent). */
const LISTENING = /S3rver listening on [\d.]+:(\d+)/;

/** One request as the proxy received it, before s3rver saw it. */
export interface RecordedS3Request {
  method: string;
  bucket: string;
  /** The object key, decoded; `''` for a request on the bucket (a listing). */
  key: string;
  /** The query string without its `?`, e.g. `list-type=2&max-keys=2` for a ListObjectsV2 page. */
  query: string;
  ifNoneMatch: string | undefined;
}

export interface TestS3Server {
  /** The endpoint for the SDK (path-style addressing: `forcePathStyle: true`). */
  endpoint: string;
  bucket: string;
  region: string;
  credentials: typeof S3RVER_CREDENTIALS;
  /** The settings a process would be given to use this server: S3_*, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY. */
  env: Record<string, string>;
  /** Every request so far, oldest first. */
  requests: RecordedS3Request[];
  /** The folder s3rver keeps the buckets' objects in, for tests that read what is stored byte by byte. */
  directory: string;
  /**
   * Answers the next `count` create-only PUTs with 409 ConditionalRequestConflict, without storing them: what S3
   * answers while a conflicting write to the same key is in progress.
   */
  conflictNextCreateOnlyPuts(count: number): void;
  /**
   * An outage of the store (issue 49): `'unavailable'` answers every request 503 SlowDown, `'hang'` accepts every
   * request and never answers; `undefined` ends it.
   */
  outage(kind: 'unavailable' | 'hang' | undefined): void;
  close(): Promise<void>;
}

const PRECONDITION_FAILED_XML =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>PreconditionFailed</Code>' +
  '<Message>At least one of the pre-conditions you specified did not hold</Message>' +
  '<Condition>If-None-Match</Condition></Error>';

const SERVICE_UNAVAILABLE_XML =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>ServiceUnavailable</Code>' +
  '<Message>Service is unable to handle request.</Message></Error>';

const CONDITIONAL_CONFLICT_XML =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>ConditionalRequestConflict</Code>' +
  '<Message>The conditional request cannot succeed due to a conflicting operation against this resource.</Message>' +
  '</Error>';

/** Hop-by-hop headers, which describe one connection and are not passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade']);

/** Where the server keeps its objects and where its endpoint listens; a temporary folder and a free local port by default. */
export interface S3ServerOptions {
  /** A folder of the caller's, kept on close: a server started again on it has the same objects (an outage, not a loss). */
  directory?: string;
  /** The endpoint's address (the proxy's); s3rver itself stays on 127.0.0.1. */
  host?: string;
  port?: number;
}

/**
 * Starts s3rver on 127.0.0.1 (a free port, a temporary folder, no logging) with {@link TEST_BUCKET}, behind a proxy
 * on another free port, whose address is the endpoint.
 *
 * Why the proxy: a PUT with `If-None-Match: *` must fail with 412 PreconditionFailed when the key exists. Amazon S3
 * (since August 2024), R2 and MinIO do so; s3rver 3.7.1 does not: its putObject (lib/controllers/object.js, the
 * `exports.putObject` handler) stores the object without reading the header, which only its getObject reads. The
 * proxy answers such a PUT with S3's 412 when s3rver has the object and passes it on otherwise, one PUT per key at
 * a time, so the check and the write are one step as on S3. Everything else passes through unchanged (the Host
 * header too, so s3rver's signature check still holds), and every request is recorded.
 */
export async function startS3Server(options: S3ServerOptions = {}): Promise<TestS3Server> {
  const directory = options.directory ?? (await mkdtemp(path.join(tmpdir(), 's3rver-')));
  const s3rver = await runS3rver(directory);
  const upstreamPort = s3rver.port;
  const agent = new Agent({ keepAlive: true });
  const requests: RecordedS3Request[] = [];
  let conflicts = 0;
  let down: 'unavailable' | 'hang' | undefined;
  /** Requests held while the store hangs, answered (dropped) when the outage ends or the server closes. */
  const held = new Set<ServerResponse>();
  /** Per object path (`/bucket/key`): the last create-only PUT to it, which the next one waits for. */
  const inProgress = new Map<string, Promise<void>>();

  function headers(incoming: IncomingMessage['headers']) {
    return Object.fromEntries(Object.entries(incoming).filter(([name]) => !HOP_BY_HOP.has(name)));
  }

  function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    return new Promise((resolve) => {
      const upstream = request(
        {
          host: '127.0.0.1',
          port: upstreamPort,
          method: req.method,
          path: req.url,
          headers: headers(req.headers),
          agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, headers(answer.headers));
          answer.pipe(res);
          res.once('close', () => resolve());
        },
      );
      upstream.once('error', (error) => {
        res.destroy(error);
        resolve();
      });
      req.pipe(upstream);
    });
  }

  /** Whether s3rver holds the object: an unsigned HEAD, which s3rver accepts. */
  function objectExists(objectPath: string): Promise<boolean> {
    return new Promise((resolve, reject) => {
      const head = request(
        { host: '127.0.0.1', port: upstreamPort, method: 'HEAD', path: objectPath, agent },
        (answer) => {
          answer.resume();
          if (answer.statusCode === 200) resolve(true);
          else if (answer.statusCode === 404) resolve(false);
          else reject(new Error(`s3rver answered HEAD ${objectPath} with ${answer.statusCode}`));
        },
      );
      head.once('error', reject);
      head.end();
    });
  }

  async function answer(req: IncomingMessage, res: ServerResponse, status: number, xml: string) {
    req.resume();
    await new Promise((resolve) => req.once('end', resolve));
    res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(xml) });
    res.end(xml);
  }

  async function createOnlyPut(req: IncomingMessage, res: ServerResponse, objectPath: string) {
    const before = inProgress.get(objectPath) ?? Promise.resolve();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const mine = before.then(() => released);
    inProgress.set(objectPath, mine);
    await before;
    try {
      if (conflicts > 0) {
        conflicts--;
        await answer(req, res, 409, CONDITIONAL_CONFLICT_XML);
      } else if (await objectExists(objectPath)) await answer(req, res, 412, PRECONDITION_FAILED_XML);
      else await forward(req, res);
    } finally {
      release();
      if (inProgress.get(objectPath) === mine) inProgress.delete(objectPath);
    }
  }

  const port = await freePort();
  const proxy = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy');
    const [bucket = '', ...keySegments] = url.pathname.slice(1).split('/');
    const key = keySegments.map(decodeURIComponent).join('/');
    const ifNoneMatch = req.headers['if-none-match'];
    requests.push({ method: req.method ?? '', bucket, key, query: url.search.slice(1), ifNoneMatch });
    if (down === 'hang') {
      held.add(res);
      res.once('close', () => held.delete(res));
      return;
    }
    if (down === 'unavailable') {
      void answer(req, res, 503, SERVICE_UNAVAILABLE_XML);
      return;
    }
    // PutObject only (the SDK adds `?x-id=PutObject`): not UploadPart (a `partNumber` query) nor CopyObject.
    const createOnly =
      req.method === 'PUT' &&
      ifNoneMatch === '*' &&
      key !== '' &&
      !url.searchParams.has('partNumber') &&
      req.headers['x-amz-copy-source'] === undefined;
    const done = createOnly ? createOnlyPut(req, res, url.pathname) : forward(req, res);
    done.catch((error: unknown) => res.destroy(error as Error));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => proxy.listen(options.port ?? port, host, resolve));
  const endpoint = `http://${host}:${options.port ?? port}`;
  const region = 'us-east-1';

  return {
    directory,
    endpoint,
    bucket: TEST_BUCKET,
    region,
    credentials: S3RVER_CREDENTIALS,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    requests,
    conflictNextCreateOnlyPuts(count) {
      conflicts = count;
    },
    outage(kind) {
      down = kind;
      if (kind !== 'hang') for (const res of held) res.destroy();
    },
    async close() {
      for (const res of held) res.destroy();
      await new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        proxy.closeAllConnections();
      });
      agent.destroy();
      await s3rver.stop();
      if (options.directory === undefined) await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * s3rver's own command, on a free port of 127.0.0.1, with {@link TEST_BUCKET}. In a process of its own because it
 * needs OpenSSL's legacy provider: it makes ListObjectsV2 continuation tokens with DES (`generateContinuationToken`
 * in lib/controllers/bucket.js), which Node 17 and later refuse without it, so a listing of more than one page
 * would fail with 500 InternalError.
 */
async function runS3rver(directory: string): Promise<{ port: number; stop(): Promise<void> }> {
  const command = path.join(
    path.dirname(createRequire(import.meta.url).resolve('s3rver/package.json')),
    'bin/s3rver.js',
  );
  const args = [
    '-d',
    directory,
    '-a',
    '127.0.0.1',
    '-p',
    String(await freePort()),
    '--silent',
    '--configure-bucket',
    TEST_BUCKET,
  ];
  const child = spawn(process.execPath, ['--openssl-legacy-provider', command, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = LISTENING.exec(output);
      if (listening) resolve(Number(listening[1]));
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('error', (error) => reject(new Error(`s3rver did not start: ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}: ${output}`)));
  });
  return {
    port,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
