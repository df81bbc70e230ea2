// `npm start`'s process supervisor: each process of the site runs as a child; one that dies is started again after a
// back-off that doubles up to a limit (and resets once it has run a while), and the supervisor says so.
import type { ChildProcess } from 'node:child_process';
import { startProcess } from './processes.ts';

/** Ours: the first wait before a process that died is started again. */
export const RESTART_FIRST_DELAY_MS = 500;
/** Ours: the longest wait between restarts of a process that keeps dying. */
export const RESTART_MAX_DELAY_MS = 30_000;
/** Ours: a process that ran this long before it died starts again after the first delay, not a longer one. */
export const RESTART_RESET_AFTER_MS = 60_000;

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/** The delay before the next start of a process that died `failures` times in a row (1 for the first). */
export function restartDelay(failures: number): number {
  return Math.min(RESTART_MAX_DELAY_MS, RESTART_FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1));
}

interface Supervised {
  spec: ProcessSpec;
  child: ChildProcess | undefined;
  failures: number;
  startedAt: number;
  timer: NodeJS.Timeout | undefined;
}

export interface Supervisor {
  /** The running children's process ids, by name. */
  pids(): Record<string, number | undefined>;
  /** Stops every child (SIGTERM, which drains them) and waits for them to exit. */
  stop(): Promise<void>;
}

export function supervise(
  specs: readonly ProcessSpec[],
  { log = console.log, onStarted }: { log?: (line: string) => void; onStarted?: () => void } = {},
): Supervisor {
  let stopping = false;
  const supervised = specs.map((spec): Supervised => ({
    spec,
    child: undefined,
    failures: 0,
    startedAt: 0,
    timer: undefined,
  }));

  const start = (entry: Supervised) => {
    entry.startedAt = Date.now();
    const child = startProcess(entry.spec.name, entry.spec.command, entry.spec.args, entry.spec);
    entry.child = child;
    onStarted?.();
    child.on('exit', (code, signal) => {
      entry.child = undefined;
      if (stopping) return;
      entry.failures = Date.now() - entry.startedAt >= RESTART_RESET_AFTER_MS ? 1 : entry.failures + 1;
      const delay = restartDelay(entry.failures);
      log(
        `[${entry.spec.name}] stopped (${signal ?? `exit code ${code}`}); starting it again in ${delay} ms ` +
          `(restart ${entry.failures}); the rest of the site keeps running`,
      );
      entry.timer = setTimeout(() => {
        entry.timer = undefined;
        if (!stopping) start(entry);
      }, delay);
    });
  };
  for (const entry of supervised) start(entry);

  return {
    pids: () => Object.fromEntries(supervised.map((entry) => [entry.spec.name, entry.child?.pid])),
    async stop() {
      stopping = true;
      await Promise.all(
        supervised.map(async (entry) => {
          clearTimeout(entry.timer);
          const { child } = entry;
          if (!child || child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }),
      );
    },
  };
}
