import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_BUNDLE_DIR, SERVER_BUNDLE_PATH } from '../../src/contracts.ts';
import type { RemoteName } from '../../src/contracts.ts';
import { createFileBlobStore } from '../blob-store.ts';
import { createArtifactStore } from '../artifact-store.ts';
import { temporaryFolder } from './temporary-folder.ts';

/** Test data: a build folder shaped like a remote's dist, with the exposes and shared deps given. */
export function fakeRemoteBuild(options: {
  exposes: string[];
  shared?: { name: string; version: string; requiredVersion: string }[];
  entryText?: string;
  /** The server bundle's code, written to `server/server.cjs`; none without it. */
  serverBundle?: string;
}): string {
  const dir = temporaryFolder('remote-build-');
  const manifest = {
    id: 'remote',
    name: 'remote',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    exposes: options.exposes.map((expose) => ({ id: `remote:${expose}`, name: expose.slice(2), path: expose })),
    shared: (options.shared ?? [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' }]).map((shared) => ({
      ...shared,
      singleton: true,
    })),
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'remoteEntry.js'), options.entryText ?? 'var remote = {};');
  if (options.serverBundle !== undefined) {
    mkdirSync(path.join(dir, SERVER_BUNDLE_DIR));
    writeFileSync(path.join(dir, SERVER_BUNDLE_PATH), options.serverBundle);
  }
  return dir;
}

/** The shell build's manifest: the singletons it provides. */
export function fakeShellManifest(shared: Record<string, string>): string {
  const dir = temporaryFolder('shell-build-');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'mf-manifest.json');
  writeFileSync(
    file,
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [],
      shared: Object.entries(shared).map(([name, version]) => ({ name, version, singleton: true })),
    }),
  );
  return file;
}

export const routesOnly = (remote: RemoteName) =>
  remote === 'forms' ? ['./routes', './talk-to-expert'] : ['./routes'];

/** The artifact store in a folder, as ARTIFACT_STORE_DIR gives the API. */
export const artifactStoreIn = (dir: string) => createArtifactStore(createFileBlobStore(dir));
