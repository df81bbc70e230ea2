import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from '@jest/globals';
import { HEALTH_PATH, READINESS_CHECK_TIMEOUT_MS, READY_PATH } from './lifecycle.ts';
import { temporaryFolder } from './testing/temporary-folder.ts';

const fixture = path.join(import.meta.dirname, 'testing', 'lifecycle-fixture.ts');
const SLOW_MS = 1_500;
const NOTICE_MS = 700;

let child: ChildProcess | undefined;
afterEach(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
});

/** Starts the fixture; resolves with its origin, its output lines so far, and its exit. */
async function start(env: Record<string, string>) {
  const lines: string[] = [];
  // One process (Node with tsx's loader), not tsx's command, which runs Node as a child of its own: a SIGKILL of the
  // command would leave that child running, holding this test's pipe open.
  child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
  const origin = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child?.stdout ?? process.stdin }).on('line', (line) => {
      lines.push(line);
      if (line.startsWith('listening ')) resolve(line.slice('listening '.length));
    });
    void exited.then(() => reject(new Error(`the fixture exited: ${lines.join('\n')}`)));
  });
  return { origin, lines, exited };
}

describe('a process of the site', () => {
  it('says it is alive, and ready only while what it cannot work without answers; the rest is reported', async () => {
    const readyFile = path.join(temporaryFolder('lifecycle-'), 'ready');
    const { origin } = await start({
      READY_FILE: readyFile,
      SLOW_MS: '0',
      SHUTDOWN_NOTICE_MS: '0',
      DRAIN_TIMEOUT_MS: '5000',
    });
    expect((await fetch(`${origin}${HEALTH_PATH}`)).status).toBe(200);
    const notReady = await fetch(`${origin}${READY_PATH}`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({
      status: 'not ready',
      checks: [
        { name: 'the ready file', ok: false, critical: true, error: 'no ready file' },
        { name: 'an optional service', ok: false, critical: false, error: 'away' },
      ],
    });
    writeFileSync(readyFile, '');
    const ready = await fetch(`${origin}${READY_PATH}`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('answers at once while an optional service hangs, reporting what it last saw of it', async () => {
    const readyFile = path.join(temporaryFolder('lifecycle-'), 'ready');
    writeFileSync(readyFile, '');
    const { origin } = await start({
      READY_FILE: readyFile,
      SLOW_MS: '0',
      SHUTDOWN_NOTICE_MS: '0',
      DRAIN_TIMEOUT_MS: '5000',
      OPTIONAL_HANGS: '1',
    });
    // The first answer waits for the optional check's first result (its time-out).
    expect((await fetch(`${origin}${READY_PATH}`)).status).toBe(200);
    const started = performance.now();
    const again = await fetch(`${origin}${READY_PATH}`);
    expect(performance.now() - started).toBeLessThan(READINESS_CHECK_TIMEOUT_MS / 2);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      checks: [
        { name: 'the ready file', ok: true },
        {
          name: 'an optional service',
          ok: false,
          critical: false,
          error: `no answer within ${READINESS_CHECK_TIMEOUT_MS} ms`,
        },
      ],
    });
  });

  it('on SIGTERM reports not ready at once, finishes the request in flight, refuses new connections, and exits 0', async () => {
    const readyFile = path.join(temporaryFolder('lifecycle-'), 'ready');
    writeFileSync(readyFile, '');
    const { origin, lines, exited } = await start({
      READY_FILE: readyFile,
      SLOW_MS: String(SLOW_MS),
      SHUTDOWN_NOTICE_MS: String(NOTICE_MS),
      DRAIN_TIMEOUT_MS: '5000',
    });
    const inFlight = fetch(`${origin}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    child?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // During the notice it still answers, so its load balancer learns it is going.
    const during = await fetch(`${origin}${READY_PATH}`);
    expect(during.status).toBe(503);
    expect(await during.json()).toMatchObject({ status: 'stopping' });

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    expect(await exited).toBe(0);
    await expect(fetch(`${origin}${HEALTH_PATH}`)).rejects.toThrow();
    expect(lines).toEqual(expect.arrayContaining(['fixture: SIGTERM to stop; draining', 'fixture: stopped']));
  });

  it('exits once the drain limit passes, even with a request still in flight', async () => {
    const readyFile = path.join(temporaryFolder('lifecycle-'), 'ready');
    const { origin, exited } = await start({
      READY_FILE: readyFile,
      SLOW_MS: '30000',
      SHUTDOWN_NOTICE_MS: '0',
      DRAIN_TIMEOUT_MS: '800',
    });
    const inFlight = fetch(`${origin}/slow`).catch(() => 'cut');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const sentAt = Date.now();
    child?.kill('SIGTERM');
    expect(await exited).not.toBe(0);
    expect(Date.now() - sentAt).toBeLessThan(5_000);
    expect(await inFlight).toBe('cut');
  });
});
