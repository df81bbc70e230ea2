// `npm run release` as a release manager runs it: a child process, against a real API started here.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EnvironmentServingStatus } from '@site/shared/contracts';
import { createTestApp } from 'api/testing/test-app';
import {
  artifactStoreIn,
  fakeRemoteBuild,
  fakeShellManifest,
  routesOnly,
} from '@site/shared/server/testing/release-fixtures';
import { temporaryFolder } from '@site/shared/server/testing/temporary-folder';
import { STACK_FRAME, freeTestPort, runScript } from './lib/cli-testing.ts';

/** The release manager's own token, made in the API's database when the API starts. */
let TOKEN = '';
const release = (...args: string[]) => runScript('release.ts', args, { RELEASE_TOKEN: TOKEN });

/** A single line on stderr, and no stack trace. */
const oneLineError = (stderr: string) => {
  expect(stderr).not.toMatch(STACK_FRAME);
  expect(stderr.trimEnd().split('\n')).toHaveLength(1);
};

describe('the release CLI, run as a command', () => {
  it('--help lists the commands and exits 0', async () => {
    const { code, stdout, stderr } = await release('--help');
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^Usage: release \[options\] \[command\]/);
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
      expect(stdout).toMatch(new RegExp(`^  ${command}\\b.*\\S`, 'm'));
    }
  });

  it('refuses an unknown option in one line with exit code 2', async () => {
    const { code, stdout, stderr } = await release('pin', 'content@1.0.0', '--reason', 'r', '--bogus');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe("error: unknown option '--bogus'\n");
  });

  it('refuses an unknown command with exit code 2', async () => {
    const { code, stderr } = await release('deploy');
    expect(code).toBe(2);
    expect(stderr).toMatch(/^error: unknown command 'deploy'/);
    oneLineError(stderr);
  });

  it('refuses a remote that is not one of the four with exit code 2', async () => {
    const { code, stderr } = await release('rollback', 'billing', '--reason', 'r');
    expect(code).toBe(2);
    expect(stderr).toMatch(/Unknown remote "billing"\. Remotes: content, insights, careers, forms/);
    oneLineError(stderr);
  });

  it('says in one line that the API cannot be reached', async () => {
    const port = await freeTestPort();
    const { code, stderr } = await release('status', '--api', `http://127.0.0.1:${port}`);
    expect(code).toBe(1);
    expect(stderr).toBe(
      `Cannot reach the API's admin address at http://127.0.0.1:${port} (ECONNREFUSED): is it running? ` +
        '--api or API_ADMIN_ORIGIN names it.\n',
    );
  });

  describe('against the API', () => {
    let api: Awaited<ReturnType<typeof createTestApp>>;
    let origin: string;

    beforeAll(async () => {
      const storeDir = temporaryFolder('release-cli-artifacts-');
      api = await createTestApp({
        ARTIFACT_STORE_DIR: storeDir,
        SHELL_MANIFEST: fakeShellManifest({ react: '19.3.1', 'react-dom': '19.3.1' }),
      });
      TOKEN = await api.releaseToken('rm');
      origin = await api.admin.listen({ host: '127.0.0.1', port: await freeTestPort() });
      await artifactStoreIn(storeDir).publish(
        'content',
        '1.0.0',
        fakeRemoteBuild({ exposes: routesOnly('content') }),
        'tester',
      );
    });
    afterAll(() => api.close());

    it('pins a version, and status --json shows it live', async () => {
      const pinned = await release(
        'pin',
        'content@1.0.0',
        '--env',
        'production',
        '--reason',
        'cli test',
        '--api',
        origin,
      );
      expect(pinned).toMatchObject({ code: 0, stderr: '' });
      expect(pinned.stdout).toMatch(/^production\n {2}content {3}1\.0\.0 +pinned \S+ by rm: cli test\n$/);

      const status = await release('status', 'production', '--json', '--api', origin);
      expect(status.code).toBe(0);
      const serving = JSON.parse(status.stdout) as EnvironmentServingStatus;
      expect(serving.remotes.find((remote) => remote.remote === 'content')).toMatchObject({
        source: 'pin',
        version: '1.0.0',
        by: 'rm',
        reason: 'cli test',
      });
    });

    it('reports a refusal with its reason and exit code 1', async () => {
      const { code, stdout, stderr } = await release('pin', 'content@1.0.0', '--reason', 'again', '--api', origin);
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toBe(
        'Refused (HTTP 409): content@1.0.0 is already live in production; nothing changed\n' +
          '  - content@1.0.0 is already live in production; nothing changed\n',
      );
    });
  });
});
