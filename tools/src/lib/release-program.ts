// The release CLI's commands (`npm run release -- <command>`): the release manager's view of the registry, on the
// API's admin address (docs/decisions/045), every call with the release manager's own RELEASE_TOKEN.
//   status [env] · pin <remote>@<version>… --env <env> --reason "…" · rollback <remote> --env <env> --reason "…"
//   unpin <remote> --env <env> --reason "…" (back to the host's current build)
//   history [remote] --env <env> · promote <from> <to> --reason "…" · artifacts      (add --json for raw output)
//   pin … --auto-rollback: rolled back on its own when its error rate passes the threshold
//   canary <remote>@<version>… --env <env> --percent <n> --reason "…" [--max-error-rate 0.05] [--min-loads 20]
//   canary promote --env <env> --reason "…" · canary abort --env <env> --reason "…"
//   token create --owner "…" [--reason "…"] [--bootstrap] · token list · token revoke <id>
import { Option } from 'commander';
import type { Command } from 'commander';
import { DEFAULT_CANARY_MAX_ERROR_RATE, DEFAULT_CANARY_MIN_LOADS } from '@site/shared/contracts';
import type {
  ArtifactMetadata,
  Canary,
  CreatedReleaseToken,
  ReleaseToken,
  VersionHealth,
  EnvironmentServingStatus,
  EnvironmentStatus,
  HistoryEntry,
  ReleaseRefusal,
  RemoteName,
  RemoteServing,
} from '@site/shared/contracts';
import { originOf } from './apps.ts';
import {
  CliFailure,
  EXIT_CODES_HELP,
  cliProgram,
  numberArgument,
  processOutput,
  remoteArgument,
  remoteVersionArgument,
  usageError,
} from './cli.ts';
import type { CliOutput, RemoteVersion } from './cli.ts';

/** The options every command has. */
interface ReadOptions {
  /** Undefined when ADMIN_PORT is not a port and neither --api nor API_ADMIN_ORIGIN is given. */
  api?: string;
  json?: boolean;
}

/** The options of a command that changes what is live. */
interface WriteOptions extends ReadOptions {
  env: string;
  reason?: string;
}

/**
 * The API's admin address the CLI talks to (docs/decisions/045): `--api`, else API_ADMIN_ORIGIN, else the local one
 * `npm start` runs (ADMIN_PORT).
 */
function defaultApi(env: NodeJS.ProcessEnv): string | undefined {
  try {
    return env.API_ADMIN_ORIGIN ?? originOf('admin', env);
  } catch {
    // ADMIN_PORT is not a port: said when a command runs without --api.
    return undefined;
  }
}

function apiOrigin(command: Command, api: string | undefined, env: NodeJS.ProcessEnv): string {
  if (api === undefined) {
    try {
      return originOf('admin', env);
    } catch (error) {
      usageError(command, `${(error as Error).message}; or say --api <origin>`);
    }
  }
  let url: URL;
  try {
    url = new URL(api);
  } catch {
    usageError(command, `--api (or API_ADMIN_ORIGIN) takes an origin like http://127.0.0.1:4001, not "${api}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    usageError(command, `--api (or API_ADMIN_ORIGIN) takes an http or https origin, not "${api}"`);
  }
  return api.replace(/\/+$/, '');
}

/** Why a request never got an answer, in one line: the code of the refused or failed connection. */
function unreachable(origin: string, error: unknown): CliFailure {
  const cause = (error as { cause?: { code?: string; message?: string; errors?: { code?: string }[] } }).cause;
  const why = cause?.code ?? cause?.errors?.[0]?.code ?? cause?.message ?? (error as Error).message;
  return new CliFailure(
    `Cannot reach the API's admin address at ${origin} (${why}): is it running? --api or API_ADMIN_ORIGIN names it.`,
  );
}

/**
 * A client of the admin address's routes; every call carries the release manager's own token. A refusal becomes a
 * failure naming each reason.
 */
function releaseApi(origin: string, token: string | undefined) {
  return async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${origin}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    } catch (error) {
      throw unreachable(origin, error);
    }
    let data: T & Partial<ReleaseRefusal>;
    try {
      data = (await response.json()) as T & Partial<ReleaseRefusal>;
    } catch {
      throw new CliFailure(
        `The API at ${origin} answered ${method} ${path} with HTTP ${response.status} and no JSON: is --api the API?`,
      );
    }
    if (!response.ok) {
      const reasons = data.refusals?.map((refusal) => `  - ${refusal.reason}`).join('\n');
      throw new CliFailure(`Refused (HTTP ${response.status}): ${data.message ?? ''}${reasons ? `\n${reasons}` : ''}`);
    }
    return data;
  };
}

/** The canary in flight, in one line. */
function canaryLine(canary: Canary): string {
  const versions = canary.remotes.map((remote) => `${remote.remote}@${remote.version}`).join(' ');
  return (
    `  canary ${canary.id}: ${versions} to ${canary.percent}% of visitors, started ${canary.startedAt} by ` +
    `${canary.startedBy}: ${canary.reason}\n            aborts itself above an error rate of ${canary.maxErrorRate} ` +
    `after ${canary.minLoads} page loads`
  );
}

function statusLines(status: EnvironmentStatus): string[] {
  const lines = [`${status.environment}${status.allowOverrides ? ' (QA overrides allowed)' : ''}`];
  if (status.pins.length === 0) lines.push('  no pins: every remote serves its host’s current build');
  for (const pin of status.pins) {
    lines.push(
      `  ${pin.remote.padEnd(9)} ${pin.version.padEnd(14)} pinned ${pin.pinnedAt} by ${pin.pinnedBy}: ${pin.reason}` +
        (pin.autoRollback ? ' (rolls back on its own)' : ''),
    );
  }
  if (status.canary) lines.push(canaryLine(status.canary));
  return lines;
}

const figures = (health: VersionHealth) =>
  `${health.errors} errors in ${health.loads} page loads (${(health.errorRate * 100).toFixed(1)}%)`;

/** One remote's line in `status`: what serves, its integrity, since when, by whom and why. */
export function servingLine(serving: RemoteServing): string {
  const what =
    serving.source === 'pin'
      ? `pinned ${serving.version ?? '?'}`
      : serving.reachable === false
        ? 'host build (its host did not answer)'
        : `host build ${serving.version ?? '?'}`;
  const change = serving.since
    ? `since ${serving.since} by ${serving.by ?? '?'}: ${serving.reason ?? ''}`
    : 'since the start';
  const canary = serving.canary
    ? `\n            canary ${serving.canary.version} to ${serving.canary.percent}%: ${figures(serving.canary.health)}`
    : '';
  return (
    `  ${serving.remote.padEnd(9)} ${what.padEnd(24)} ${serving.integrity ?? '(no integrity)'}\n            ${change}` +
    `\n            health: ${figures(serving.health)}${canary}`
  );
}

function servingLines(status: EnvironmentServingStatus): string[] {
  return [
    `${status.environment}${status.allowOverrides ? ' (QA overrides allowed)' : ''}`,
    ...status.remotes.map(servingLine),
    ...(status.canary ? [canaryLine(status.canary)] : []),
  ];
}

function historyLines(entries: HistoryEntry[]): string[] {
  if (entries.length === 0) return ['no changes yet'];
  return entries.map(
    (entry) =>
      `${entry.at}  ${entry.action.padEnd(14)} ${entry.remote} ${entry.fromVersion ?? '(none)'} → ${entry.toVersion}  by ${entry.actor}: ${entry.reason}`,
  );
}

const artifactLines = (artifacts: ArtifactMetadata[]) =>
  artifacts.map(
    (artifact) =>
      `${artifact.remote}@${artifact.version}  published ${artifact.publishedAt} by ${artifact.publishedBy}`,
  );

const tokenLines = (tokens: ReleaseToken[]) =>
  tokens.length === 0
    ? ['no release tokens']
    : tokens.map(
        (token) =>
          `${token.id}  ${token.owner}  created ${token.createdAt} by ${token.createdBy}` +
          `  last used ${token.lastUsedAt ?? 'never'}` +
          (token.revokedAt ? `  REVOKED ${token.revokedAt} by ${token.revokedBy ?? '?'}` : '  active') +
          (token.reason ? `: ${token.reason}` : ''),
      );

/** A token just made: shown this once, with what to do with it. */
const createdLines = (created: CreatedReleaseToken) => [
  `Release token ${created.id} for ${created.owner}, made by ${created.createdBy}. It is shown this once; keep it secret:`,
  '',
  `  ${created.token}`,
  '',
  `${created.owner} sets it as RELEASE_TOKEN for \`npm run release\`; \`npm run release -- token revoke ${created.id}\` ends it.`,
];

/** An environment in an API path. */
const segment = (environment: string) => encodeURIComponent(environment);

/**
 * The release CLI; `output` is where it writes, `env` where it reads API_ADMIN_ORIGIN, ADMIN_PORT and
 * RELEASE_TOKEN (the process's by default), and for `token create --bootstrap` the API's own DATA_DIR or
 * DATABASE_URL.
 */
export function releaseProgram(output: CliOutput = processOutput, env: NodeJS.ProcessEnv = process.env): Command {
  const program = cliProgram(
    'release',
    'The release manager’s view of the registry: which version of each remote (content, insights, careers, forms) ' +
      'is live in each environment. Run as `npm run release -- <command> [options]`.',
    output,
  ).addHelpText(
    'after',
    `
Every command talks to the API's admin address (--api, API_ADMIN_ORIGIN, else 127.0.0.1:ADMIN_PORT) and sends
RELEASE_TOKEN, your own release token, as its bearer token; the history names you, its owner.
\`token create --bootstrap\` makes the first token through the API's database, without one.${EXIT_CODES_HELP}
\`release <command> --help\` describes a command and its options.`,
  );

  const apiDefault = defaultApi(env);

  /** Adds the options every command has. */
  const readOptions = (command: Command) =>
    command
      .option('--json', 'print the API’s answer as JSON, for scripts')
      .addOption(
        new Option('--api <origin>', 'the API’s admin address to talk to').default(
          apiDefault,
          apiDefault && `${apiDefault}, from API_ADMIN_ORIGIN, else ADMIN_PORT`,
        ),
      );

  const envOption = (command: Command) =>
    command.option('--env <environment>', 'the environment (production, staging)', 'production');

  /** Adds why, which every write records in the history beside its token's owner. */
  const reasonOption = (command: Command) =>
    command.option('--reason <text>', 'why (required): it goes into the history');

  /** Adds the options of a command that changes what is live in one environment. */
  const writeOptions = (command: Command) => readOptions(reasonOption(envOption(command)));

  /** Prints the API's answer: as JSON with --json, else as `lines` gives it. */
  const print = <T>(options: ReadOptions, data: T, lines: (data: T) => string[]) =>
    output.out((options.json ? [JSON.stringify(data, null, 2)] : lines(data)).map((line) => `${line}\n`).join(''));

  /** What every write sends beside its own fields: why. Who acts is the owner of RELEASE_TOKEN. */
  function reasonOf(command: Command, options: WriteOptions) {
    if (!options.reason) usageError(command, 'say why with --reason "…"; it goes into the history');
    return { reason: options.reason };
  }

  const api = (command: Command, options: ReadOptions) =>
    releaseApi(apiOrigin(command, options.api, env), env.RELEASE_TOKEN);

  readOptions(
    program
      .command('status')
      .description('What each of the four remotes serves, in every environment or the one named')
      .argument('[environment]', 'one environment (default: every one)'),
  ).action(async (environment: string | undefined, options: ReadOptions, command: Command) => {
    const call = api(command, options);
    const environments = environment ? [environment] : await call<string[]>('GET', '/api/release-environments');
    const statuses = await Promise.all(
      environments.map((name) => call<EnvironmentServingStatus>('GET', `/api/releases/${segment(name)}/status`)),
    );
    print(options, environment ? statuses[0] : statuses, () => statuses.flatMap(servingLines));
  });

  writeOptions(
    program
      .command('pin')
      .description('Pin versions in an environment: all of them or none')
      .argument('<remote@version...>', 'the versions, e.g. insights@1.4.0 forms@2.1.0', remoteVersionArgument)
      .option('--auto-rollback', 'roll back on its own when its error rate passes the threshold'),
  ).action(async (pins: RemoteVersion[], options: WriteOptions & { autoRollback?: boolean }, command: Command) => {
    const write = reasonOf(command, options);
    const status = await api(command, options)<EnvironmentStatus>(
      'POST',
      `/api/releases/${segment(options.env)}/pins`,
      { pins, ...write, ...(options.autoRollback ? { autoRollback: true } : {}) },
    );
    print(options, status, statusLines);
  });

  const remoteWrite = (name: 'rollback' | 'unpin', description: string) =>
    writeOptions(
      program
        .command(name)
        .description(description)
        .argument('<remote>', 'content, insights, careers or forms', remoteArgument),
    ).action(async (remote: RemoteName, options: WriteOptions, command: Command) => {
      const write = reasonOf(command, options);
      const status = await api(command, options)<EnvironmentStatus>(
        'POST',
        `/api/releases/${segment(options.env)}/${name}`,
        { remote, ...write },
      );
      print(options, status, statusLines);
    });
  remoteWrite('rollback', 'Return a remote to the live state before the current one, walking back each time');
  remoteWrite('unpin', 'Drop a remote’s pin: it serves its host’s current build again');

  readOptions(
    envOption(
      program
        .command('history')
        .description('Who changed what, when and why, in an environment')
        .argument('[remote]', 'one remote (default: every one)', remoteArgument),
    ),
  ).action(async (remote: RemoteName | undefined, options: ReadOptions & { env: string }, command: Command) => {
    const query = remote ? `?remote=${remote}` : '';
    const entries = await api(command, options)<HistoryEntry[]>(
      'GET',
      `/api/releases/${segment(options.env)}/history${query}`,
    );
    print(options, entries, historyLines);
  });

  readOptions(
    reasonOption(
      program
        .command('promote')
        .description('Make one environment’s pins another’s, e.g. staging’s live in production')
        .argument('<from>', 'the environment whose pins are copied')
        .argument('<to>', 'the environment that gets them'),
    ),
  ).action(async (from: string, to: string, options: WriteOptions, command: Command) => {
    const write = reasonOf(command, options);
    const status = await api(command, options)<EnvironmentStatus>('POST', '/api/releases/promote', {
      from,
      to,
      ...write,
    });
    print(options, status, statusLines);
  });

  const canary = program
    .command('canary')
    .description('Serve versions to a share of visitors while the rest stay on the pins; promote or abort it')
    .usage('<remote>@<version>… --percent <n> --reason "…" [options] | promote | abort')
    .addHelpText('after', '\n`canary <remote>@<version>…` is `canary start <remote>@<version>…`.');
  writeOptions(
    canary
      .command('start', { isDefault: true })
      .description('Start a canary: these versions for --percent of visitors (the default)')
      .argument('<remote@version...>', 'the versions, e.g. insights@1.5.0 forms@2.1.0', remoteVersionArgument)
      .requiredOption('--percent <n>', 'the share of visitors who get the canary, 0 to 100 (required)', numberArgument)
      .option(
        '--max-error-rate <rate>',
        `the error rate above which it aborts itself (default: ${DEFAULT_CANARY_MAX_ERROR_RATE}, the API’s)`,
        numberArgument,
      )
      .option(
        '--min-loads <n>',
        `the page loads it waits for before judging (default: ${DEFAULT_CANARY_MIN_LOADS}, the API’s)`,
        numberArgument,
      ),
  ).action(
    async (
      remotes: RemoteVersion[],
      options: WriteOptions & { percent: number; maxErrorRate?: number; minLoads?: number },
      command: Command,
    ) => {
      const write = reasonOf(command, options);
      const status = await api(command, options)<EnvironmentStatus>(
        'POST',
        `/api/releases/${segment(options.env)}/canary`,
        {
          ...write,
          remotes,
          percent: options.percent,
          ...(options.maxErrorRate === undefined ? {} : { maxErrorRate: options.maxErrorRate }),
          ...(options.minLoads === undefined ? {} : { minLoads: options.minLoads }),
        },
      );
      print(options, status, statusLines);
    },
  );
  const canaryEnd = (name: 'promote' | 'abort', description: string) =>
    writeOptions(canary.command(name).description(description)).action(
      async (options: WriteOptions, command: Command) => {
        const write = reasonOf(command, options);
        const status = await api(command, options)<EnvironmentStatus>(
          'POST',
          `/api/releases/${segment(options.env)}/canary/${name}`,
          write,
        );
        print(options, status, statusLines);
      },
    );
  canaryEnd('promote', 'Make the canary’s versions the pins');
  canaryEnd('abort', 'End the canary: every visitor back on the pins');

  readOptions(program.command('artifacts').description('Every published version of every remote')).action(
    async (options: ReadOptions, command: Command) => {
      const artifacts = await api(command, options)<ArtifactMetadata[]>('GET', '/api/release-artifacts');
      print(options, artifacts, artifactLines);
    },
  );

  const token = program
    .command('token')
    .description('Release tokens, one per person: make one, list them, revoke one')
    .usage('create --owner "…" [--reason "…"] [--bootstrap] | list | revoke <id>');
  readOptions(
    token
      .command('create')
      .description('Make a release token for a person; it is printed this once')
      .requiredOption('--owner <name>', 'the person it is for: the history names them (required)')
      .option('--reason <text>', 'why they get one (their role, say)')
      .option(
        '--bootstrap',
        'make it through the API’s database (DATA_DIR or DATABASE_URL), without a token: the first one',
      ),
  ).action(async (options: ReadOptions & { owner: string; reason?: string; bootstrap?: boolean }, command: Command) => {
    let created: CreatedReleaseToken;
    if (options.bootstrap) {
      // Only whoever can open the API's database: the operator. Loaded here only, with the database drivers.
      const { bootstrapReleaseToken } = await import('api/release-token-bootstrap');
      try {
        created = await bootstrapReleaseToken(env, options.owner, options.reason);
      } catch (error) {
        throw new CliFailure((error as Error).message);
      }
    } else {
      created = await api(command, options)<CreatedReleaseToken>('POST', '/api/release-tokens', {
        owner: options.owner,
        ...(options.reason ? { reason: options.reason } : {}),
      });
    }
    print(options, created, createdLines);
  });
  readOptions(token.command('list').description('Every release token: owner, made, last used, revoked')).action(
    async (options: ReadOptions, command: Command) => {
      print(options, await api(command, options)<ReleaseToken[]>('GET', '/api/release-tokens'), tokenLines);
    },
  );
  readOptions(
    token
      .command('revoke')
      .description('Revoke a release token: refused from now on')
      .argument('<id>', 'the token’s id, as `token list` shows it (tok_…)'),
  ).action(async (id: string, options: ReadOptions, command: Command) => {
    const revoked = await api(command, options)<ReleaseToken>(
      'POST',
      `/api/release-tokens/${encodeURIComponent(id)}/revoke`,
      {},
    );
    print(options, revoked, (entry) => tokenLines([entry]));
  });

  return program;
}
