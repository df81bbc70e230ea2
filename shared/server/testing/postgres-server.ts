// For the API's suite on PostgreSQL and the bench (never the site itself): a PostgreSQL cluster of its own
// (Debian's `postgresql` package; `.ci/run` installs it when missing). Throwaway: in a temporary folder, on a free
// local port.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

export interface TestPostgres {
  /** The cluster's `postgres` database, as its superuser. */
  url: string;
  /**
   * Stops every process of the cluster (SIGSTOP: the postmaster and each backend), as a server that hangs: connections
   * stay open and nothing answers. `resume` lets them run again (SIGCONT).
   */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/** Ours: how long a fast shutdown may take before the cluster's processes are killed. */
const POSTGRES_STOP_TIMEOUT_MS = 10_000;

/** The processes whose parent is `parent`, from /proc (Linux). */
function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // The fields after the command (which may hold spaces, in parentheses): state, then the parent's id.
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** PG_BIN, or the newest of Debian's `/usr/lib/postgresql/<version>/bin`. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, 'bin')).find((dir) => existsSync(dir));
  if (!found) throw new Error('PostgreSQL was not found (apt-get install -y postgresql, or set PG_BIN)');
  return found;
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to Debian's `postgres` user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * `durable: false` (tests) turns off fsync and synchronous commits; the bench keeps PostgreSQL's defaults, so that a
 * commit costs what it costs in production.
 */
export async function startPostgresServer({ durable = false }: { durable?: boolean } = {}): Promise<TestPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'site-api-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const [initdb, initArgs] = asServerUser(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  execFileSync(initdb, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const [postgres, args] = asServerUser(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=300',
    ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
  ]);
  const child = spawn(postgres, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.once('error', (error) => reject(new Error(`postgres did not start: ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`postgres exited with ${code}: ${output}`)));
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready to accept connections')) resolve();
    });
  });
  /**
   * The postmaster (postmaster.pid's first line), every process it started, and, as root, `runuser` above it, which
   * stops itself when its child stops (as `su` does) and must be continued too.
   */
  const clusterProcesses = () => {
    const postmaster = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const runner = child.pid !== undefined && child.pid !== postmaster ? [child.pid] : [];
    return [...runner, postmaster, ...childrenOf(postmaster)];
  };
  const signal = (name: NodeJS.Signals) => {
    for (const pid of clusterProcesses()) {
      try {
        process.kill(pid, name);
      } catch {
        // A backend that ended meanwhile.
      }
    }
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    stop: () =>
      new Promise((resolve) => {
        const timers: { killer?: NodeJS.Timeout } = {};
        const done = () => {
          clearTimeout(timers.killer);
          // Nothing of the cluster may keep the test runner alive: its pipes are closed with it.
          child.stdout.destroy();
          child.stderr.destroy();
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        // A cluster that does not stop in time (a backend stopped by a test that failed) is killed.
        timers.killer = setTimeout(() => {
          try {
            signal('SIGKILL');
          } catch {
            // postmaster.pid is gone: only the child is left.
          }
          child.kill('SIGKILL');
        }, POSTGRES_STOP_TIMEOUT_MS);
        signal('SIGCONT');
        // Fast shutdown (open sessions are ended), by pg_ctl: as root, the child is `runuser`, which passes no
        // signal on to the server.
        const [pgCtl, stopArgs] = asServerUser(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
        const stopper = spawn(pgCtl, stopArgs, { stdio: 'ignore' });
        stopper.once('error', () => child.kill('SIGINT'));
      }),
  };
}
