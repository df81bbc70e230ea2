// `npm run deploy -- <remote> [--version 1.2.3-rc.1] [--from-dist <dir>]`, or `npm run deploy -w mfe-insights`:
// builds one remote (nothing else) and publishes it as the immutable artifact `<remote>/<version>/`, to
// ARTIFACT_STORE_URL's bucket or ARTIFACT_STORE_DIR.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remotePackages } from '@site/shared/contracts';
import { dataDirFrom } from '@site/shared/server/settings';
import { ArtifactError, openArtifactStore } from '@site/shared/server/artifact-store';
import { repoRoot } from './lib/apps.ts';
import { run } from './lib/processes.ts';
import { parseRemote } from './lib/remote-arg.ts';
import { artifactStoreFrom } from '@site/shared/server/store-settings';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, 'from-dist': { type: 'string' }, by: { type: 'string' } },
});

try {
  const remote = parseRemote(positionals[0]);
  const workspace = path.join(repoRoot, remotePackages[remote]);
  const version =
    values.version ??
    (JSON.parse(readFileSync(path.join(workspace, 'package.json'), 'utf8')) as { version: string }).version;
  let buildDir = values['from-dist'] ? path.resolve(values['from-dist']) : path.join(workspace, 'dist');
  if (!values['from-dist']) {
    console.log(`Building ${remotePackages[remote]} only…`);
    await run('npm', ['run', 'build', '-w', remotePackages[remote]], repoRoot);
    buildDir = path.join(workspace, 'dist');
  }
  // ARTIFACT_STORE_URL's bucket (with S3_* and the AWS keys), else ARTIFACT_STORE_DIR (docs/decisions/027).
  const store = openArtifactStore(artifactStoreFrom(process.env, dataDirFrom(process.env, path.join(repoRoot, '.data'))));
  let artifact;
  try {
    await store.blobs.check();
    artifact = await store.publish(remote, version, buildDir, values.by ?? os.userInfo().username);
  } finally {
    await store.blobs.close();
  }
  console.log(`Published ${remote}@${artifact.version} to ${store.location(remote, version)}`);
  console.log(`  entry     ${artifact.entry} (${artifact.integrity})`);
  console.log(`  exposes   ${artifact.exposes.join(', ')}`);
  console.log(`  shared    ${artifact.shared.map((shared) => `${shared.name}@${shared.version}`).join(', ')}`);
  console.log(`Pin it: npm run release -- pin ${remote}@${version} --env staging --reason "…"`);
} catch (error) {
  console.error(error instanceof ArtifactError || error instanceof Error ? `Not published: ${error.message}` : error);
  process.exit(1);
}
