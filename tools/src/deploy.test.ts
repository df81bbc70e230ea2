// `npm run deploy`: its help and command line as a child process runs it, and a publish to a store of the test's own.
import { describe, expect, it } from '@jest/globals';
import { fakeRemoteBuild, routesOnly, artifactStoreIn } from '@site/shared/server/testing/release-fixtures';
import { temporaryFolder } from '@site/shared/server/testing/temporary-folder';
import type { CliOutput } from './lib/cli.ts';
import { STACK_FRAME, runProgram, runScript } from './lib/cli-testing.ts';
import { deployProgram } from './lib/deploy-program.ts';

/** A single line on stderr, and no stack trace. */
const oneLineError = (stderr: string) => {
  expect(stderr).not.toMatch(STACK_FRAME);
  expect(stderr.trimEnd().split('\n')).toHaveLength(1);
};

describe('the deploy CLI, run as a command', () => {
  it('--help describes the remote and each option, exit code 0', async () => {
    const { code, stdout, stderr } = await runScript('deploy.ts', ['--help']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/^Usage: deploy \[options\] <remote>/);
    for (const term of ['remote', '--version <version>', '--from-dist <dir>', '--by <name>', '-h, --help']) {
      expect(stdout).toMatch(new RegExp(`^ {2}${term}\\s{2,}\\w`, 'm'));
    }
  });

  it('refuses an unknown option in one line with exit code 2, building nothing', async () => {
    const { code, stdout, stderr } = await runScript('deploy.ts', ['insights', '--verison', '1.4.0']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe("error: unknown option '--verison' (Did you mean --version?)\n");
  });

  it('publishes an existing build to ARTIFACT_STORE_DIR', async () => {
    const storeDir = temporaryFolder('deploy-cli-artifacts-');
    const build = fakeRemoteBuild({ exposes: routesOnly('forms') });
    const args = ['mfe-forms', '--version', '2.1.0-rc.1', '--from-dist', build, '--by', 'ci'];
    const { code, stdout, stderr } = await runScript('deploy.ts', args, { ARTIFACT_STORE_DIR: storeDir });
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/^Published forms@2\.1\.0-rc\.1 to /);
    expect(stdout).toContain('Pin it: npm run release -- pin forms@2.1.0-rc.1 --env staging --reason "…"');
    expect(await artifactStoreIn(storeDir).read('forms', '2.1.0-rc.1')).toMatchObject({ publishedBy: 'ci' });
  });
});

describe("the deploy CLI's program", () => {
  const deploy = (env: NodeJS.ProcessEnv, ...args: string[]) =>
    runProgram((output: CliOutput) => deployProgram(output, env), args);

  it.each([
    [[], "error: missing required argument 'remote'"],
    [['shell'], 'Unknown remote "shell". Remotes: content, insights, careers, forms'],
    [['insights', 'forms'], 'error: too many arguments. Expected 1 argument but got 2.'],
    [['insights', '--version'], "error: option '--version <version>' argument missing"],
  ])('%j: exit code 2 and one line', async (args, message) => {
    const { code, stdout, stderr } = await deploy({}, ...args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
    oneLineError(stderr);
  });

  it('says why a build is not published, exit code 1', async () => {
    const env = { ARTIFACT_STORE_DIR: temporaryFolder('deploy-program-artifacts-') };
    const build = fakeRemoteBuild({ exposes: routesOnly('content') });
    const publish = (version: string) => deploy(env, 'content', '--version', version, '--from-dist', build);
    expect((await publish('1.0.0')).code).toBe(0);
    expect(await publish('1.0.0')).toMatchObject({
      code: 1,
      stdout: '',
      stderr: expect.stringMatching(/^Not published: content@1\.0\.0 is already published/),
    });
    expect(await publish('latest')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Not published: "latest" is not a version like 1.2.3\n',
    });
  });
});
