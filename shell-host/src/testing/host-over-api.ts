// Test-only: the shell's host in front of a real API (api/testing/test-app), from a folder that holds the shell's
// real template and, when given, a stand-in for its server bundle: what the host's tests of whole requests share.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from 'api/testing/test-app';
import { defaultSiteConfig, remoteNames } from '@site/shared/contracts';
import { SERVER_BUNDLE_PATH } from '@site/shared/server/server-bundle';
import { fakeShellManifest } from '@site/shared/server/testing/release-fixtures';
import { builtShellTemplate } from '../shell-template-for-tests.ts';
import { createShellHost } from '../host.ts';
import type { ShellHostOptions } from '../host.ts';

/** Nothing listens here: the remotes' hosts are not part of these tests. */
export const NOWHERE = 'http://127.0.0.1:9';

/** The API's settings for release tests: versions published to `storeDir`, a shell that shares React 19.3.1. */
export const releasesApiEnv = (storeDir: string): NodeJS.ProcessEnv => ({
  ARTIFACT_STORE_DIR: storeDir,
  SHELL_MANIFEST: fakeShellManifest({ react: '19.3.1', 'react-dom': '19.3.1' }),
  ...Object.fromEntries(remoteNames.map((name) => [`REMOTE_${name.toUpperCase()}_ORIGIN`, NOWHERE])),
});

export interface HostOverApi {
  api: Awaited<ReturnType<typeof createTestApp>>;
  shell: FastifyInstance;
  /** The shell's build folder the host serves. */
  distDir: string;
  close(): Promise<void>;
}

export async function hostOverApi({
  apiEnv,
  serverBundle,
  hostOptions = () => ({}),
  beforeListen,
}: {
  /** The API's settings (createTestApp's). */
  apiEnv?: Parameters<typeof createTestApp>[0];
  /** The text of a stand-in for the shell's server bundle; without it the host sends boot pages. */
  serverBundle?: (distDir: string) => string;
  /** More of the host's options, knowing the API. */
  hostOptions?: (api: HostOverApi['api']) => Partial<ShellHostOptions>;
  /** What to do with the API before it listens (uploads, tokens). */
  beforeListen?: (api: HostOverApi['api']) => Promise<void>;
} = {}): Promise<HostOverApi> {
  const api = await createTestApp(apiEnv);
  await beforeListen?.(api);
  const apiOrigin = await api.app.listen({ host: '127.0.0.1', port: 0 });
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'shell-host-over-api-'));
  writeFileSync(path.join(distDir, 'index.html'), builtShellTemplate());
  if (serverBundle) {
    const bundle = path.join(distDir, SERVER_BUNDLE_PATH);
    mkdirSync(path.dirname(bundle), { recursive: true });
    writeFileSync(bundle, serverBundle(distDir));
  }
  const shell = await createShellHost({
    distDir,
    apiOrigin,
    formTokenSecret: 'secret',
    siteConfig: defaultSiteConfig,
    siteOrigins: [],
    ...hostOptions(api),
  });
  return {
    api,
    shell,
    distDir,
    async close() {
      await shell.close();
      await api.close();
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}
