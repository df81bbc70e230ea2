// The operator's side of the load: starts the load generator on the visitors' host, collects what happened to each
// request as it happens (the phases wait on it), and stops it, waiting for every request it started.
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../lib/apps.ts';
import type { Network } from './namespaces.ts';
import { LOAD_BURST, LOAD_DONE, LOAD_STOP } from './outcomes.ts';
import type { LoadSettings, Outcome } from './outcomes.ts';
import type { ProcessTable } from './processes.ts';

/** Ours: how long stopping the load may take: the longest a visitor waits, and a margin. */
const STOP_MARGIN_MS = 5_000;

export function startLoad(
  context: { network: Network; processes: ProcessTable; baseEnv: NodeJS.ProcessEnv },
  settings: LoadSettings,
) {
  const outcomes: Outcome[] = [];
  const proc = context.processes.start(
    context.network.namespaceOf('clients'),
    'load',
    process.execPath,
    ['--import', 'tsx', path.join('tools', 'src', 'topology', 'load-worker.ts'), JSON.stringify(settings)],
    { cwd: repoRoot, env: context.baseEnv, pipe: true },
  );
  let finished = false;
  const done = new Promise<void>((resolve) => {
    const stdout = proc.child.stdout;
    if (!stdout) return resolve();
    createInterface({ input: stdout }).on('line', (line) => {
      if (line === LOAD_DONE) {
        finished = true;
        resolve();
      } else if (line.startsWith('{')) outcomes.push(JSON.parse(line) as Outcome);
    });
    void proc.exited.then(() => resolve());
  });

  return {
    outcomes,
    isRunning: () => proc.isRunning(),
    /** Sends `count` leads at once, on top of the steady rate. */
    burst(count: number) {
      proc.child.stdin?.write(`${LOAD_BURST} ${count}\n`);
    },
    /** Stops starting requests and waits for the ones in flight; false if the generator ended otherwise. */
    async stop(): Promise<boolean> {
      proc.child.stdin?.write(`${LOAD_STOP}\n`);
      const timer = setTimeout(
        () => void context.processes.stop(proc, 'SIGKILL'),
        settings.patienceMs + STOP_MARGIN_MS,
      );
      await done;
      clearTimeout(timer);
      return finished;
    },
  };
}

export type Load = ReturnType<typeof startLoad>;
