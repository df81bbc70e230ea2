// The services the site depends on, each on its own host: PostgreSQL (Debian's), Redis (Debian's), the object store
// (s3rver behind the create-only proxy, object-store-main.ts) and a mail server (smtp-main.ts). Each can be stopped
// and started again on the same address with the same data, as the faults need.
import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { TEST_BUCKET, S3RVER_CREDENTIALS } from '@site/shared/server/testing/s3-server';
import { repoRoot } from '../lib/apps.ts';
import { OBJECT_STORE_PORT, POSTGRES_PORT, REDIS_PORT, SMTP_PORT, SUBNET_PREFIX_BITS } from './plan.ts';
import type { Addresses } from './plan.ts';
import type { Network } from './namespaces.ts';
import { acceptsConnections, statusOf, waitFor } from './processes.ts';
import type { Proc, ProcessTable } from './processes.ts';
import type { ObjectStoreArguments } from './object-store-main.ts';
import type { SmtpArguments } from './smtp-main.ts';

/** Ours: how long a service may take to accept connections after it is started. */
const SERVICE_START_TIMEOUT_MS = 30_000;
const S3_REGION = 'us-east-1';
/** PostgreSQL refuses to run as root; Debian's package makes this user. */
const POSTGRES_USER = 'postgres';

/** PG_BIN, or the newest of Debian's `/usr/lib/postgresql/<version>/bin`. */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, 'bin')).find((dir) => existsSync(dir));
  if (!found) throw new Error('PostgreSQL was not found (apt-get install -y postgresql, or set PG_BIN)');
  return found;
}

/** `command` as PostgreSQL's user, by exec (setpriv), so the process started is the server itself. */
const asPostgres = (command: string, args: string[]): [string, string[]] => [
  'setpriv',
  [`--reuid=${POSTGRES_USER}`, `--regid=${POSTGRES_USER}`, '--init-groups', command, ...args],
];

/** A service that can be stopped and started again with the same address and data. */
export interface Service {
  name: string;
  start(): Promise<void>;
  /** Stops it the way the fault says (a fast shutdown, a SIGTERM, or the whole process group killed). */
  stop(): Promise<void>;
  proc(): Proc | undefined;
}

interface ServiceContext {
  network: Network;
  addresses: Addresses;
  processes: ProcessTable;
  /** The run's folder: data and logs. */
  root: string;
  baseEnv: NodeJS.ProcessEnv;
}

export function postgresService({ network, addresses, processes, root }: ServiceContext) {
  const bin = postgresBin();
  const dir = path.join(root, 'postgres');
  const data = path.join(dir, 'data');
  const host = addresses.of('postgres');
  const url = `postgres://postgres@${host}:${POSTGRES_PORT}/postgres`;
  let current: Proc | undefined;

  function init() {
    mkdirSync(dir, { recursive: true });
    const { uid, gid } = userIds(POSTGRES_USER);
    chownSync(dir, uid, gid);
    const [command, args] = asPostgres(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    execFileSync(command, args, { stdio: 'ignore' });
    // The site's hosts reach it over the bridge: trusted as the local socket is (a throwaway cluster).
    appendFileSync(path.join(data, 'pg_hba.conf'), `host all all ${network.subnet}.0/${SUBNET_PREFIX_BITS} trust\n`);
  }

  async function answers(): Promise<boolean> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  const service: Service & { url: string } = {
    name: 'PostgreSQL',
    url,
    async start() {
      if (!existsSync(data)) init();
      const [command, args] = asPostgres(path.join(bin, 'postgres'), [
        '-D',
        data,
        '-p',
        String(POSTGRES_PORT),
        '-k',
        dir,
        '-c',
        `listen_addresses=${host}`,
        '-c',
        'max_connections=300',
      ]);
      current = processes.start(network.namespaceOf('postgres'), 'postgres', command, args, {
        cwd: dir,
        env: { PATH: process.env.PATH, LANG: 'C' },
      });
      await waitFor('PostgreSQL answers', answers, SERVICE_START_TIMEOUT_MS);
    },
    // A fast shutdown (SIGINT): sessions are ended, and the server exits.
    stop: async () => {
      if (current) await processes.stop(current, 'SIGINT', SERVICE_START_TIMEOUT_MS);
    },
    proc: () => current,
  };
  return service;
}

function userIds(user: string): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export function redisService({ network, addresses, processes, root }: ServiceContext) {
  const host = addresses.of('redis');
  let current: Proc | undefined;
  const service: Service & { url: string } = {
    name: 'Redis',
    url: `redis://${host}:${REDIS_PORT}`,
    async start() {
      current = processes.start(
        network.namespaceOf('redis'),
        'redis',
        process.env.REDIS_SERVER ?? 'redis-server',
        ['--port', String(REDIS_PORT), '--bind', host, '--save', '', '--appendonly', 'no', '--protected-mode', 'no'],
        { cwd: root, env: { PATH: process.env.PATH } },
      );
      await waitFor('Redis accepts connections', () => acceptsConnections(host, REDIS_PORT), SERVICE_START_TIMEOUT_MS);
    },
    stop: async () => {
      if (current) await processes.stop(current, 'SIGTERM');
    },
    proc: () => current,
  };
  return service;
}

export function objectStoreService({ network, addresses, processes, root, baseEnv }: ServiceContext) {
  const host = addresses.of('objectStore');
  const endpoint = `http://${host}:${OBJECT_STORE_PORT}`;
  const directory = path.join(root, 'objects');
  mkdirSync(directory, { recursive: true });
  let current: Proc | undefined;
  const service: Service & { env: Record<string, string>; bucket: string } = {
    name: 'object store',
    bucket: TEST_BUCKET,
    /** What a process is given to use it (the S3_* settings and the credentials s3rver checks). */
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    async start() {
      current = processes.start(
        network.namespaceOf('objectStore'),
        'object-store',
        process.execPath,
        [
          '--import',
          'tsx',
          path.join('tools', 'src', 'topology', 'object-store-main.ts'),
          JSON.stringify({ directory, host, port: OBJECT_STORE_PORT } satisfies ObjectStoreArguments),
        ],
        { cwd: repoRoot, env: baseEnv },
      );
      await waitFor('the object store answers', async () => (await statusOf(endpoint)) > 0, SERVICE_START_TIMEOUT_MS);
    },
    // Stopped hard: the runner and s3rver together, as a machine that went away. The objects stay on disk.
    stop: async () => {
      if (current) await processes.stop(current, 'SIGKILL');
    },
    proc: () => current,
  };
  return service;
}

export function smtpService({ network, addresses, processes, baseEnv }: ServiceContext) {
  const host = addresses.of('smtp');
  let current: Proc | undefined;
  const run = async (mode: 'answer' | 'hang') => {
    current = processes.start(
      network.namespaceOf('smtp'),
      'smtp',
      process.execPath,
      [
        '--import',
        'tsx',
        path.join('tools', 'src', 'topology', 'smtp-main.ts'),
        JSON.stringify({ host, port: SMTP_PORT, mode } satisfies SmtpArguments),
      ],
      { cwd: repoRoot, env: baseEnv },
    );
    await waitFor(
      'the mail server accepts connections',
      () => acceptsConnections(host, SMTP_PORT),
      SERVICE_START_TIMEOUT_MS,
    );
  };
  const stop = async () => {
    if (current) await processes.stop(current, 'SIGTERM');
  };
  return {
    name: 'SMTP',
    url: `smtp://${host}:${SMTP_PORT}`,
    start: () => run('answer'),
    stop,
    /** The same address, now a server that accepts connections and never answers. */
    async hang() {
      await stop();
      await run('hang');
    },
    async answerAgain() {
      await stop();
      await run('answer');
    },
    proc: () => current,
  };
}
