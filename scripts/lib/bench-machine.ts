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

/**
 * A warning when the machine is busy (the last minute's load average above
 * the core count): figures measured then are not comparable with an idle
 * machine's, and the report says so rather than reporting quietly.
 */
export function busyMachineWarning(loadAverage = os.loadavg()[0] ?? 0, cores = os.cpus().length): string | undefined {
  if (loadAverage <= cores) return undefined;
  return `The machine is busy (load average ${loadAverage.toFixed(2)} on ${cores} cores): these figures will not reproduce on an idle machine.`;
}
