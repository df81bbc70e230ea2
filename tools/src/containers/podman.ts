// Podman as the image tools run it: Debian's podman, with runc and no default ulimits (crun fails on this kernel's
// cgroups), set in a containers.conf of our own that CONTAINERS_CONF names, never by editing /etc.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CONTAINERS_CONF = `# Written by tools/src/containers/podman.ts.
[containers]
default_ulimits = []

[engine]
runtime = "runc"
`;

/** The folder the image tools keep their scratch files in (the containers.conf, logs, a base's root file system). */
export const scratchDir = path.join(tmpdir(), 'site-images');

let podmanEnv: NodeJS.ProcessEnv | undefined;

/** The environment podman runs with: ours, with CONTAINERS_CONF naming the file above. */
export function podmanEnvironment(): NodeJS.ProcessEnv {
  if (!podmanEnv) {
    mkdirSync(scratchDir, { recursive: true });
    const conf = path.join(scratchDir, 'containers.conf');
    writeFileSync(conf, CONTAINERS_CONF);
    podmanEnv = { ...process.env, CONTAINERS_CONF: conf };
  }
  return podmanEnv;
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CommandOptions {
  /** Bytes written to the command's standard input, then closed. */
  input?: NodeJS.ReadableStream;
  /** Where the output goes as it comes (a log file's stream), besides being kept. */
  echo?: NodeJS.WritableStream;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

/** Runs a command to its end and keeps what it printed; never throws for a non-zero exit. */
export function runCommand(
  command: string,
  args: readonly string[],
  options: CommandOptions = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: [options.input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout.push(chunk);
      options.echo?.write(chunk);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr.push(chunk);
      options.echo?.write(chunk);
    });
    if (options.input && child.stdin) options.input.pipe(child.stdin);
    child.once('error', reject);
    child.once('close', (code) =>
      resolve({ code: code ?? 1, stdout: Buffer.concat(stdout).toString(), stderr: Buffer.concat(stderr).toString() }),
    );
  });
}

/** A command that must succeed: its output, or an error that quotes the end of what it printed. */
export async function mustRun(command: string, args: readonly string[], options: CommandOptions = {}): Promise<string> {
  const result = await runCommand(command, args, options);
  if (result.code !== 0) {
    const tail = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-TAIL_LINES).join('\n');
    throw new Error(`${command} ${args.join(' ')} exited with ${result.code}:\n${tail}`);
  }
  return result.stdout;
}

/** How much of a failed command's output an error quotes. */
const TAIL_LINES = 40;

/** `podman …` with our containers.conf. */
export const podman = (args: readonly string[], options: CommandOptions = {}) =>
  runCommand('podman', args, { ...options, env: podmanEnvironment() });

/** `podman …` that must succeed: its standard output. */
export const mustPodman = (args: readonly string[], options: CommandOptions = {}) =>
  mustRun('podman', args, { ...options, env: podmanEnvironment() });

/** Whether podman has the image (a local name such as `localhost/site-api:test`). */
export async function imageExists(reference: string): Promise<boolean> {
  return (await podman(['image', 'exists', reference])).code === 0;
}

/** How long something took, as the tools print it: `12.3 s`. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs `step`, printing its name and, when it ends, how long it took. */
export async function timed<T>(name: string, step: () => Promise<T>): Promise<T> {
  const started = Date.now();
  console.log(`▸ ${name}…`);
  try {
    const result = await step();
    console.log(`  ${name}: ${seconds(Date.now() - started)}`);
    return result;
  } catch (error) {
    console.log(`  ${name}: failed after ${seconds(Date.now() - started)}`);
    throw error;
  }
}
