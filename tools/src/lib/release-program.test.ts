// The release CLI's program in this process: the help of every command, the command line's checks, and the
// commands against a real API started here.
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Command } from 'commander';
import { BOOTSTRAP_CREATOR } from '@site/shared/contracts';
import type { CreatedReleaseToken, EnvironmentStatus, HistoryEntry, ReleaseToken } from '@site/shared/contracts';
import { createTestApp } from 'api/testing/test-app';
import {
  artifactStoreIn,
  fakeRemoteBuild,
  fakeShellManifest,
  routesOnly,
} from '@site/shared/server/testing/release-fixtures';
import { temporaryFolder } from '@site/shared/server/testing/temporary-folder';
import type { CliOutput } from './cli.ts';
import { STACK_FRAME, freeTestPort, runProgram } from './cli-testing.ts';
import { releaseProgram } from './release-program.ts';

/** The commands README, docs/deploy.md and the e2e tests use, with their options. */
const COMMANDS: Record<string, string[]> = {
  status: ['--json', '--api'],
  pin: ['--env', '--reason', '--auto-rollback', '--json', '--api'],
  rollback: ['--env', '--reason', '--json', '--api'],
  unpin: ['--env', '--reason', '--json', '--api'],
  history: ['--env', '--json', '--api'],
  promote: ['--reason', '--json', '--api'],
  'canary start': ['--percent', '--max-error-rate', '--min-loads', '--env', '--reason', '--json', '--api'],
  'canary promote': ['--env', '--reason', '--json', '--api'],
  'canary abort': ['--env', '--reason', '--json', '--api'],
  artifacts: ['--json', '--api'],
  'token create': ['--owner', '--reason', '--bootstrap', '--json', '--api'],
  'token list': ['--json', '--api'],
  'token revoke': ['--json', '--api'],
};

const release = (env: NodeJS.ProcessEnv, ...args: string[]) =>
  runProgram((output: CliOutput) => releaseProgram(output, env), args);
/** With no API_ADMIN_ORIGIN: an admin address nobody started, which checks of the command line never reach. */
const offline = (...args: string[]) => release({ ADMIN_PORT: '5699' }, ...args);

/** Every command under `command`, leaves and groups. */
const commandsOf = (command: Command): Command[] => command.commands.flatMap((sub) => [sub, ...commandsOf(sub)]);

describe("the release CLI's help", () => {
  it('lists every command with a one-line description', async () => {
    const { code, stdout, stderr } = await offline('--help');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    for (const command of [
      'status',
      'pin',
      'rollback',
      'unpin',
      'history',
      'promote',
      'canary',
      'artifacts',
      'token',
    ]) {
      expect(stdout).toMatch(new RegExp(`^  ${command}\\b.*\\s{2}[A-Z]`, 'm'));
    }
  });

  it.each(Object.entries(COMMANDS))('describes %s and each of its options', async (command, options) => {
    const { code, stdout, stderr } = await offline(...command.split(' '), '--help');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(new RegExp(`^Usage: release ${command} `));
    for (const option of options) expect(stdout).toMatch(new RegExp(`^  ${option}\\b.*\\s{2}\\w`, 'm'));
  });

  it('describes canary, whose default is canary start', async () => {
    const { code, stdout } = await offline('canary', '--help');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: release canary <remote>@<version>… --percent <n>/);
    expect(stdout).toMatch(/^ {2}start \[options\] <remote@version\.\.\.> +Start a canary/m);
    expect(stdout).toMatch(/^ {2}promote \[options\] +Make the canary’s versions the pins/m);
    expect(stdout).toMatch(/^ {2}abort \[options\] +End the canary/m);
  });

  it('gives every command and option a description, and names no command the tests do not know', () => {
    const program = releaseProgram({ out: () => undefined, err: () => undefined }, {});
    const commands = commandsOf(program).filter((command) => command.name() !== 'help');
    for (const command of commands) {
      expect(command.description()).toMatch(/^[A-Z].{10,}[^.]$/);
      for (const option of command.options) expect(option.description).not.toBe('');
    }
    const leaves = commands
      .filter((command) => command.commands.length === 0)
      .map((command) => (command.parent === program ? command.name() : `${command.parent?.name()} ${command.name()}`));
    expect(leaves.sort()).toEqual(Object.keys(COMMANDS).sort());
  });
});

describe("the release CLI's command line", () => {
  it.each([
    [['--bogus'], "error: unknown option '--bogus'"],
    [['history', '--jsn'], "error: unknown option '--jsn' (Did you mean --json?)"],
    [['status', '--env', 'staging'], "error: unknown option '--env'"],
    [['stats'], "error: unknown command 'stats' (Did you mean status?)"],
    [['canary', 'finish', '--percent', '5', '--reason', 'r'], 'is not <remote>@<version>'],
    [['pin', 'content', '--reason', 'r'], `"content" is not <remote>@<version>.`],
    [['pin', 'content@1@2', '--reason', 'r'], `"content@1@2" is not <remote>@<version>.`],
    [['pin', 'cms@1.0.0', '--reason', 'r'], 'Unknown remote "cms". Remotes: content, insights, careers, forms'],
    [['pin', 'content@1.0.0'], 'error: say why with --reason "…"; it goes into the history'],
    [['pin', 'content@1.0.0', '--reason', ''], 'error: say why with --reason "…"; it goes into the history'],
    [['unpin', '--reason', 'r'], "error: missing required argument 'remote'"],
    [['history', 'cms'], 'Unknown remote "cms"'],
    [['promote', 'staging', '--reason', 'r'], "error: missing required argument 'to'"],
    [['status', 'production', 'staging'], "error: too many arguments for 'status'"],
    [['canary', 'content@1.0.0', '--reason', 'r'], "error: required option '--percent <n>' not specified"],
    [['canary', 'content@1.0.0', '--percent', 'ten', '--reason', 'r'], '"ten" is not a number.'],
    [['canary', 'content@1.0.0', '--percent', '5', '--min-loads', 'x', '--reason', 'r'], '"x" is not a number.'],
    [['artifacts', '--api', 'localhost:4001'], 'error: --api (or API_ADMIN_ORIGIN) takes an http or https origin'],
    [['artifacts', '--api', 'not a url'], 'error: --api (or API_ADMIN_ORIGIN) takes an origin like'],
    [['pin', 'content@1.0.0', '--reason', 'r', '--by', 'someone'], "error: unknown option '--by'"],
    [['token', 'create'], "error: required option '--owner <name>' not specified"],
    [['token', 'revoke'], "error: missing required argument 'id'"],
  ])('%j: exit code 2 and one line', async (args, message) => {
    const { code, stdout, stderr } = await offline(...args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
    expect(stderr).not.toMatch(STACK_FRAME);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('shows the help on stderr, exit code 2, without a command', async () => {
    const { code, stdout, stderr } = await offline();
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^Usage: release /);
  });

  it('names a bad ADMIN_PORT in one line when no admin address is given', async () => {
    const { code, stderr } = await release({ ADMIN_PORT: 'eighty' }, 'artifacts');
    expect(code).toBe(2);
    expect(stderr).toBe('error: ADMIN_PORT must be a port number, not "eighty"; or say --api <origin>\n');
  });
});

describe('the release CLI against the API', () => {
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    const storeDir = temporaryFolder('release-program-artifacts-');
    api = await createTestApp({
      ARTIFACT_STORE_DIR: storeDir,
      SHELL_MANIFEST: fakeShellManifest({ react: '19.3.1', 'react-dom': '19.3.1' }),
    });
    env = {
      API_ADMIN_ORIGIN: await api.admin.listen({ host: '127.0.0.1', port: await freeTestPort() }),
      RELEASE_TOKEN: await api.releaseToken('rm'),
    };
    const store = artifactStoreIn(storeDir);
    for (const [remote, version] of [
      ['insights', '1.0.0'],
      ['insights', '1.1.0'],
      ['forms', '2.0.0'],
    ] as const) {
      await store.publish(remote, version, fakeRemoteBuild({ exposes: routesOnly(remote) }), 'tester');
    }
  });
  afterAll(() => api.close());

  it('pins two remotes at once, by workspace name too, and lists the published versions', async () => {
    const pinned = await release(env, 'pin', 'mfe-insights@1.0.0', 'forms@2.0.0', '--reason', 'both', '--json');
    expect(pinned.code).toBe(0);
    const status = JSON.parse(pinned.stdout) as EnvironmentStatus;
    expect(status.pins.map((pin) => `${pin.remote}@${pin.version} ${pin.pinnedBy}`).sort()).toEqual([
      'forms@2.0.0 rm',
      'insights@1.0.0 rm',
    ]);
    const artifacts = await release(env, 'artifacts');
    expect(artifacts.stdout.split('\n').filter(Boolean).sort()).toEqual([
      expect.stringMatching(/^forms@2\.0\.0 {2}published \S+ by tester$/),
      expect.stringMatching(/^insights@1\.0\.0 {2}published \S+ by tester$/),
      expect.stringMatching(/^insights@1\.1\.0 {2}published \S+ by tester$/),
    ]);
  });

  it('moves forward, rolls back, and tells the history', async () => {
    expect((await release(env, 'pin', 'insights@1.1.0', '--reason', 'forward')).code).toBe(0);
    const back = await release(env, 'rollback', 'insights', '--reason', 'broken search');
    expect(back.code).toBe(0);
    expect(back.stdout).toMatch(/^ {2}insights {2}1\.0\.0 +pinned \S+ by rm: broken search$/m);
    const history = await release(env, 'history', 'insights', '--json');
    expect((JSON.parse(history.stdout) as HistoryEntry[]).map((entry) => [entry.action, entry.toVersion])).toEqual([
      ['rollback', '1.0.0'],
      ['pin', '1.1.0'],
      ['pin', '1.0.0'],
    ]);
    expect((await release(env, 'history', 'careers')).stdout).toBe('no changes yet\n');
  });

  it('starts a canary and aborts it, with its own environment', async () => {
    const started = await release(
      env,
      'canary',
      'insights@1.1.0',
      '--percent',
      '10',
      '--min-loads',
      '50',
      '--reason',
      'try',
    );
    expect(started.code).toBe(0);
    expect(started.stdout).toMatch(/canary \S+: insights@1\.1\.0 to 10% of visitors/);
    expect(started.stdout).toMatch(/after 50 page loads/);
    const elsewhere = await release(env, 'canary', 'abort', '--env', 'staging', '--reason', 'wrong place');
    expect(elsewhere).toMatchObject({ code: 1, stderr: expect.stringContaining('no canary is in flight in staging') });
    const aborted = await release(env, 'canary', 'abort', '--env', 'production', '--reason', 'done', '--json');
    expect(aborted.code).toBe(0);
    expect((JSON.parse(aborted.stdout) as EnvironmentStatus).canary).toBeFalsy();
  });

  it('makes, lists and revokes tokens; the history names the token’s owner; a revoked token is refused', async () => {
    const made = await release(env, 'token', 'create', '--owner', 'Asha Rao', '--reason', 'release manager');
    expect(made.code).toBe(0);
    const token = /^ {2}(arcrel_\S+)$/m.exec(made.stdout)?.[1] ?? '';
    expect(made.stdout).toMatch(/^Release token tok_\w+ for Asha Rao, made by rm\. It is shown this once/);
    const asha = { ...env, RELEASE_TOKEN: token };
    expect((await release(asha, 'pin', 'forms@2.0.0', '--env', 'staging', '--reason', 'hers')).code).toBe(0);
    const history = await release(env, 'history', '--env', 'staging', '--json');
    expect((JSON.parse(history.stdout) as HistoryEntry[])[0]).toMatchObject({ actor: 'Asha Rao', reason: 'hers' });

    const listed = await release(env, 'token', 'list', '--json');
    const tokens = JSON.parse(listed.stdout) as ReleaseToken[];
    const mine = tokens.find((entry) => entry.owner === 'Asha Rao');
    expect(mine).toMatchObject({ createdBy: 'rm', reason: 'release manager', revokedAt: null });
    expect(listed.stdout).not.toContain(token);
    expect((await release(env, 'token', 'list')).stdout).toMatch(
      new RegExp(`^${mine?.id} {2}Asha Rao {2}created \\S+ by rm {2}last used \\S+ {2}active: release manager$`, 'm'),
    );
    const revoked = await release(env, 'token', 'revoke', mine?.id ?? '');
    expect(revoked.stdout).toMatch(/ {2}REVOKED \S+ by rm/);
    const refused = await release(asha, 'unpin', 'forms', '--env', 'staging', '--reason', 'r');
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/^Refused \(HTTP 401\): /) });
  });

  it('makes the first token through the database with --bootstrap, and no other way without one', async () => {
    const { API_ADMIN_ORIGIN } = env;
    const overTheNetwork = await release({ API_ADMIN_ORIGIN }, 'token', 'create', '--owner', 'Mallory');
    expect(overTheNetwork).toMatchObject({ code: 1, stderr: expect.stringMatching(/^Refused \(HTTP 401\): /) });
    const first = await release(
      { ...api.stored },
      'token',
      'create',
      '--owner',
      'Operator One',
      '--bootstrap',
      '--json',
    );
    expect(first.code).toBe(0);
    const created = JSON.parse(first.stdout) as CreatedReleaseToken;
    expect(created).toMatchObject({ owner: 'Operator One', createdBy: BOOTSTRAP_CREATOR });
    const status = await release({ API_ADMIN_ORIGIN, RELEASE_TOKEN: created.token }, 'status', 'production');
    expect(status.code).toBe(0);
    const blank = await release({ ...api.stored }, 'token', 'create', '--owner', ' ', '--bootstrap');
    expect(blank).toEqual({ code: 1, stdout: '', stderr: 'No token made: the owner is empty.\n' });
  });

  it('passes on refusals with exit code 1: a write without the token, an unknown environment', async () => {
    const noToken = await release({ API_ADMIN_ORIGIN: env.API_ADMIN_ORIGIN }, 'unpin', 'forms', '--reason', 'r');
    expect(noToken.code).toBe(1);
    expect(noToken.stderr).toMatch(/^Refused \(HTTP 401\): /);
    const unknown = await release(env, 'status', 'qa');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^Refused \(HTTP 404\): /);
  });

  it('says so in one line when --api answers with something other than JSON', async () => {
    const proxy = createServer((_request, response) =>
      response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'),
    );
    const port = await freeTestPort();
    await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
    try {
      const { code, stderr } = await release(env, 'artifacts', '--api', `http://127.0.0.1:${port}/`);
      expect(code).toBe(1);
      expect(stderr).toBe(
        `The API at http://127.0.0.1:${port} answered GET /api/release-artifacts with HTTP 502 and no JSON: is --api the API?\n`,
      );
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
