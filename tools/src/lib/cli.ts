// What the release and deploy CLIs share: a commander program that reports a wrong command line in one line with
// exit code 2, a failure (a refusal, an unreachable API, a failed publish) in its own words with exit code 1, and
// never a stack trace.
import os from 'node:os';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import type { RemoteName } from '@site/shared/contracts';
import { parseRemote } from './remote-arg.ts';

/** Where a CLI writes: the process's streams, or a test's buffers. */
export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

let pipesWatched = false;
/** A reader that stops early (`| head`) closes the pipe: the rest is not wanted, and that is no error to report. */
function ignoreClosedPipes() {
  if (pipesWatched) return;
  pipesWatched = true;
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
}

/** The process's own streams. */
export const processOutput: CliOutput = {
  out: (text) => {
    ignoreClosedPipes();
    process.stdout.write(text);
  },
  err: (text) => {
    ignoreClosedPipes();
    process.stderr.write(text);
  },
};

/** Done (or help shown). */
export const EXIT_OK = 0;
/** Refused or failed: the API said no, did not answer, or the publish failed. */
export const EXIT_FAILED = 1;
/** The command line is wrong: an unknown command or option, a missing or malformed argument. */
export const EXIT_USAGE = 2;

export const EXIT_CODES_HELP = `
Exit codes: ${EXIT_OK} done, ${EXIT_FAILED} refused or failed, ${EXIT_USAGE} the command line is wrong.`;

/** A failure reported as its message alone, with exit code 1. */
export class CliFailure extends Error {}

/** Joins a message's lines: commander puts its "(Did you mean …?)" on a line of its own. */
const oneLine = (text: string) => `${text.trim().replace(/\s*\n\s*/g, ' ')}\n`;

/** A program whose errors come back to `runCli` rather than ending the process; its commands inherit that. */
export function cliProgram(name: string, description: string, output: CliOutput): Command {
  return new Command(name)
    .description(description)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => output.out(text),
      writeErr: (text) => output.err(text),
      outputError: (text, write) => write(oneLine(text)),
    })
    .showSuggestionAfterError(true);
}

/** A usage error found by a command's own checks: one line, exit code 2. */
export function usageError(command: Command, message: string): never {
  command.error(`error: ${message}`, { exitCode: EXIT_USAGE, code: 'cli.usage' });
}

/** Runs `program` on `args` (the words after the script's name); resolves to the exit code. */
export async function runCli(program: Command, args: readonly string[], output: CliOutput): Promise<number> {
  try {
    await program.parseAsync(args, { from: 'user' });
    return EXIT_OK;
  } catch (error) {
    // Commander has written its message (or the help) already.
    if (error instanceof CommanderError) return error.exitCode === EXIT_OK ? EXIT_OK : EXIT_USAGE;
    output.err(
      error instanceof CliFailure
        ? `${error.message}\n`
        : oneLine(error instanceof Error ? error.message : String(error)),
    );
    return EXIT_FAILED;
  }
}

/** The argument parser of a remote by name (`insights`) or workspace (`mfe-insights`). */
export function remoteArgument(value: string): RemoteName {
  try {
    return parseRemote(value);
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

export interface RemoteVersion {
  remote: RemoteName;
  version: string;
}

/** The argument parser of one `<remote>@<version>` of a variadic argument: collects them in order. */
export function remoteVersionArgument(value: string, previous: RemoteVersion[] | undefined): RemoteVersion[] {
  const [remote, version, ...rest] = value.split('@');
  if (!remote || !version || rest.length > 0) throw new InvalidArgumentError(`"${value}" is not <remote>@<version>.`);
  return [...(previous ?? []), { remote: remoteArgument(remote), version }];
}

/** The option parser of a number. */
export function numberArgument(value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) throw new InvalidArgumentError(`"${value}" is not a number.`);
  return number;
}

/** Who acts when `--by` is not given: the login name, as the history has always recorded it. */
export function loginName(): string | undefined {
  try {
    return os.userInfo().username;
  } catch {
    // No user database entry (some containers): the command then needs --by.
    return undefined;
  }
}
