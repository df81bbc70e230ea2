// The topology's processes: each started in its host's namespace with `ip netns exec`, in a process group of its own
// (so that it and what it starts are stopped together), its output appended to a log file named after it.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

/** Ours: how long a process asked to stop at the end of the test may take before it is killed. */
const STOP_GRACE_MS = 3_000;
/** Ours: how often a wait for a condition looks again. */
export const POLL_INTERVAL_MS = 200;

export interface Proc {
  name: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  isRunning(): boolean;
}

export interface ProcessOptions {
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Pipe the process's standard input and output to the caller (the load generator) instead of none and its log. */
  pipe?: boolean;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `condition` until it holds, or fails naming `what` after `timeoutMs`. */
export async function waitFor(what: string, condition: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(POLL_INTERVAL_MS);
  }
}

/** Whether something accepts TCP connections at `host:port` (from the operator's namespace). */
export function acceptsConnections(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1_000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/** The status `url` answers with, or 0 when it does not answer. */
export async function statusOf(url: string, timeoutMs = 2_000): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Every process the test started, for the end of the test (and its signal handlers). */
export function createProcessTable(logDir: string) {
  const all: Proc[] = [];

  function start(namespace: string, name: string, command: string, args: string[], options: ProcessOptions): Proc {
    const log = openSync(path.join(logDir, `${name}.log`), 'a');
    const child = spawn('ip', ['netns', 'exec', namespace, command, ...args], {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: options.pipe ? ['pipe', 'pipe', log] : ['ignore', log, log],
    });
    closeSync(log);
    const exited = new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      child.once('exit', () => resolve());
      child.once('error', () => resolve());
    });
    const proc: Proc = {
      name,
      child,
      exited,
      isRunning: () => child.exitCode === null && child.signalCode === null && child.pid !== undefined,
    };
    all.push(proc);
    return proc;
  }

  /** Sends `signal` to the process's whole group (it and what it started). */
  function signalGroup(proc: Proc, signal: NodeJS.Signals) {
    if (!proc.isRunning() || proc.child.pid === undefined) return;
    try {
      process.kill(-proc.child.pid, signal);
    } catch {
      // gone already
    }
  }

  /** Sends `signal` to the process itself, and waits for it to exit (killing its group after `graceMs`). */
  async function stop(proc: Proc, signal: NodeJS.Signals, graceMs = STOP_GRACE_MS) {
    if (!proc.isRunning()) return;
    if (signal === 'SIGKILL') signalGroup(proc, signal);
    else proc.child.kill(signal);
    const timer = setTimeout(() => signalGroup(proc, 'SIGKILL'), graceMs);
    await proc.exited;
    clearTimeout(timer);
  }

  return {
    start,
    stop,
    signalGroup,
    /** Asks every running process to stop, then kills what is left. */
    async stopAll() {
      const running = all.filter((proc) => proc.isRunning());
      for (const proc of running) signalGroup(proc, 'SIGTERM');
      await Promise.race([Promise.all(running.map((proc) => proc.exited)), sleep(STOP_GRACE_MS)]);
      for (const proc of running) signalGroup(proc, 'SIGKILL');
    },
    /** Synchronous, for an exit handler: kills every process group still running. */
    killAllNow() {
      for (const proc of all) signalGroup(proc, 'SIGKILL');
    },
  };
}

export type ProcessTable = ReturnType<typeof createProcessTable>;
