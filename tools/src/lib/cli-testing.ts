// Test helpers for the CLIs: run one as a child process (as a person would) or its program in this process, and
// find a port in the range the tests may use.
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Command } from 'commander';
import { repoRoot } from './apps.ts';
import { runCli } from './cli.ts';
import type { CliOutput } from './cli.ts';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** What the CLIs read from the environment. */
const SETTINGS = [
  'API_ORIGIN',
  'API_PORT',
  'API_ADMIN_ORIGIN',
  'ADMIN_PORT',
  'RELEASE_TOKEN',
  'ARTIFACT_STORE_DIR',
  'ARTIFACT_STORE_URL',
  'DATA_DIR',
  'DATABASE_URL',
];

/** Runs `tools/src/<script>` with tsx as `npm run` would, without blocking this process (a test's API answers it). */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  // Not the settings of whoever runs the tests: only what the test gives.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTINGS.includes(name)));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'tools/src', script), ...args],
      { cwd: repoRoot, env: { ...inherited, ...env }, encoding: 'utf8' },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Runs a program made by `make` in this process, with its output kept. */
export async function runProgram(make: (output: CliOutput) => Command, args: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const output: CliOutput = { out: (text) => void (stdout += text), err: (text) => void (stderr += text) };
  const code = await runCli(make(output), args, output);
  return { code, stdout, stderr };
}

/** The ports the tests on this machine may use. */
const TEST_PORTS = { first: 5600, last: 5699 };

/** A port in the tests' range that nothing listens on now (tried from a random one, so parallel files differ). */
export async function freeTestPort(): Promise<number> {
  const count = TEST_PORTS.last - TEST_PORTS.first + 1;
  const start = Math.floor(Math.random() * count);
  for (let index = 0; index < count; index += 1) {
    const port = TEST_PORTS.first + ((start + index) % count);
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${TEST_PORTS.first}-${TEST_PORTS.last}`);
}

/** What a stack trace's frames look like. */
export const STACK_FRAME = /^\s+at /m;
