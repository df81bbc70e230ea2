import net from 'node:net';
import os from 'node:os';
import { LOCAL_HOST } from '@site/shared/contracts';

/** The ports among `ports` that something on this machine already listens on. */
export async function portsTaken(ports: readonly number[]): Promise<number[]> {
  const taken = await Promise.all(
    ports.map(
      (port) =>
        new Promise<boolean>((resolve) => {
          const probe = net.createServer();
          probe.once('error', () => resolve(true));
          probe.listen(port, LOCAL_HOST, () => probe.close(() => resolve(false)));
        }),
    ),
  );
  return ports.filter((_port, index) => taken[index]);
}

/** The last minute's load average. */
const lastMinuteLoad = () => os.loadavg()[0] ?? 0;

/**
 * A warning when the machine is busy (the last minute's load average above
 * the core count): figures measured then are not comparable with an idle
 * machine's, and the report says so rather than reporting quietly.
 */
export function busyMachineWarning(loadAverage = lastMinuteLoad(), cores = os.cpus().length): string | undefined {
  if (loadAverage <= cores) return undefined;
  return `The machine is busy (load average ${loadAverage.toFixed(2)} on ${cores} cores): these figures will not reproduce on an idle machine.`;
}

/** How long the bench waits, at most, for the load of its own build and start-up to pass before measuring. */
export const SETTLE_MAX_MS = 120_000;
const SETTLE_POLL_MS = 5_000;

interface SettleOptions {
  readLoad?: () => number;
  cores?: number;
  maxWaitMs?: number;
  pollMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Waits until the last minute's load average is at most the core count, for up to `maxWaitMs`: the bench builds
 * everything and starts the site just before Lighthouse, and measuring at once would measure its own build (the
 * load average stays up for a minute or more after the work ends). Answers the load it stopped at and how long
 * it waited; `quiet` is false when the machine was still busy at the end (the warning then says so).
 */
export async function waitForQuietMachine({
  readLoad = lastMinuteLoad,
  cores = os.cpus().length,
  maxWaitMs = SETTLE_MAX_MS,
  pollMs = SETTLE_POLL_MS,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: SettleOptions = {}): Promise<{ quiet: boolean; loadAverage: number; waitedMs: number }> {
  let waitedMs = 0;
  for (;;) {
    const loadAverage = readLoad();
    if (loadAverage <= cores) return { quiet: true, loadAverage, waitedMs };
    if (waitedMs >= maxWaitMs) return { quiet: false, loadAverage, waitedMs };
    await sleep(pollMs);
    waitedMs += pollMs;
  }
}
