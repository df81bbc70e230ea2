// For tests (never the site itself): a Redis server of its own (Debian's `redis-server`; `.ci/run` installs it
// when missing).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { freePort } from './free-port.ts';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/** Starts `redis-server` on a free local port, in memory only; resolves once it accepts connections. */
export async function startRedisServer(binary = process.env.REDIS_SERVER ?? 'redis-server'): Promise<TestRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.once('error', (error) =>
      reject(new Error(`${binary} did not start (apt-get install -y redis-server): ${error.message}`)),
    );
    child.once('exit', (code) => reject(new Error(`${binary} exited with ${code}: ${output}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
