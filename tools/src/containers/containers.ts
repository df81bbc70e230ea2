// Containers of the site's images as the image test runs them: on the host's network (podman's own networks need
// what this machine's kernel lacks), each on a port of its own, listening on 127.0.0.1 only.
import { createServer } from 'node:net';
import { READY_PATH } from '@site/shared/server/lifecycle';
import { mustPodman, podman } from './podman.ts';

/** The ports this machine's tests may use on the host's network. */
export const TEST_PORTS = { first: 5500, last: 5599 } as const;
/** How often a starting container's /readyz is asked. */
const READY_POLL_MS = 250;
/** How long a process may take to drain after SIGTERM before podman kills it. */
export const STOP_TIMEOUT_S = 30;

/** A port in TEST_PORTS that nothing listens on now, and that `taken` does not hold. */
export async function freeTestPort(taken: Set<number>): Promise<number> {
  for (let port = TEST_PORTS.first; port <= TEST_PORTS.last; port += 1) {
    if (taken.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${TEST_PORTS.first}–${TEST_PORTS.last}`);
}

export interface RunningContainer {
  name: string;
  origin: string;
  /** When `podman run` was asked for it (Date.now()). */
  startedAt: number;
}

/** Starts a container (detached, never removed on exit: its exit code is read after the stop). */
export async function startContainer(
  name: string,
  reference: string,
  port: number,
  env: Readonly<Record<string, string>>,
): Promise<RunningContainer> {
  await podman(['rm', '--force', '--volumes', name]);
  const settings = Object.entries({ ...env, HOST: '127.0.0.1', PORT: String(port) }).flatMap(([key, value]) => [
    '--env',
    `${key}=${value}`,
  ]);
  const startedAt = Date.now();
  await mustPodman(['run', '--detach', '--name', name, '--network', 'host', ...settings, reference]);
  return { name, origin: `http://127.0.0.1:${port}`, startedAt };
}

/**
 * Waits for `/readyz` to answer 200: how long after its start that was, or an error with the last answer and the
 * process's log.
 */
export async function waitUntilReady(container: RunningContainer, timeoutMs: number): Promise<number> {
  let last = 'no answer';
  while (Date.now() - container.startedAt < timeoutMs) {
    try {
      const response = await fetch(`${container.origin}${READY_PATH}`);
      if (response.status === 200) return Date.now() - container.startedAt;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    const state = (await podman(['inspect', '--format', '{{.State.Status}}', container.name])).stdout.trim();
    if (state !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(
    `${container.name}: ${READY_PATH} not ready (${last}); its log:\n${await containerLog(container.name)}`,
  );
}

/** The end of a container's log. */
export async function containerLog(name: string, lines = 30): Promise<string> {
  const { stdout, stderr } = await podman(['logs', '--tail', String(lines), name]);
  return `${stdout}${stderr}`.trim();
}

/** Runs the image's HEALTHCHECK once, as podman's timer would: whether it passed. */
export async function healthcheckPasses(name: string): Promise<boolean> {
  return (await podman(['healthcheck', 'run', name])).code === 0;
}

/** SIGTERM, as an orchestrator stops it: its exit code, and how long it took to drain and exit. */
export async function stopContainer(name: string): Promise<{ exitCode: number; ms: number }> {
  const started = Date.now();
  await mustPodman(['stop', '--time', String(STOP_TIMEOUT_S), name]);
  const ms = Date.now() - started;
  const exitCode = Number((await mustPodman(['inspect', '--format', '{{.State.ExitCode}}', name])).trim());
  return { exitCode, ms };
}

/** Removes the container and its anonymous volume. */
export async function removeContainer(name: string): Promise<void> {
  await podman(['rm', '--force', '--volumes', name]);
}
