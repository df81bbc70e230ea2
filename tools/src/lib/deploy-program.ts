// The deploy CLI (`npm run deploy -- <remote> [--version 1.2.3-rc.1] [--from-dist <dir>]`, or
// `npm run deploy -w mfe-insights`): builds one remote (nothing else) and publishes it as the immutable artifact
// `<remote>/<version>/`, to ARTIFACT_STORE_URL's bucket or ARTIFACT_STORE_DIR.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Option } from 'commander';
import type { Command } from 'commander';
import { remotePackages } from '@site/shared/contracts';
import type { RemoteName } from '@site/shared/contracts';
import { dataDirFrom } from '@site/shared/server/settings';
import { openArtifactStore } from '@site/shared/server/artifact-store';
import { artifactStoreFrom } from '@site/shared/server/store-settings';
import { repoRoot } from './apps.ts';
import {
  CliFailure,
  EXIT_CODES_HELP,
  cliProgram,
  loginName,
  processOutput,
  remoteArgument,
  usageError,
} from './cli.ts';
import type { CliOutput } from './cli.ts';
import { run } from './processes.ts';

interface DeployOptions {
  version?: string;
  fromDist?: string;
  by?: string;
}

async function publish(
  remote: RemoteName,
  options: DeployOptions & { by: string },
  output: CliOutput,
  env: NodeJS.ProcessEnv,
) {
  const print = (line: string) => output.out(`${line}\n`);
  const workspace = path.join(repoRoot, remotePackages[remote]);
  const version =
    options.version ??
    (JSON.parse(readFileSync(path.join(workspace, 'package.json'), 'utf8')) as { version: string }).version;
  let buildDir = options.fromDist ? path.resolve(options.fromDist) : path.join(workspace, 'dist');
  if (!options.fromDist) {
    print(`Building ${remotePackages[remote]} only…`);
    await run('npm', ['run', 'build', '-w', remotePackages[remote]], repoRoot);
    buildDir = path.join(workspace, 'dist');
  }
  // ARTIFACT_STORE_URL's bucket (with S3_* and the AWS keys), else ARTIFACT_STORE_DIR (docs/decisions/027).
  const store = openArtifactStore(artifactStoreFrom(env, dataDirFrom(env, path.join(repoRoot, '.data'))));
  let artifact;
  try {
    await store.blobs.check();
    artifact = await store.publish(remote, version, buildDir, options.by);
  } finally {
    await store.blobs.close();
  }
  print(`Published ${remote}@${artifact.version} to ${store.location(remote, version)}`);
  print(`  entry     ${artifact.entry} (${artifact.integrity})`);
  print(`  exposes   ${artifact.exposes.join(', ')}`);
  print(`  shared    ${artifact.shared.map((shared) => `${shared.name}@${shared.version}`).join(', ')}`);
  print(`Pin it: npm run release -- pin ${remote}@${version} --env staging --reason "…"`);
}

/**
 * The deploy CLI; `output` is where it writes, `env` where it reads the artifact store's settings (the process's by
 * default).
 */
export function deployProgram(output: CliOutput = processOutput, env: NodeJS.ProcessEnv = process.env): Command {
  const login = loginName();
  return cliProgram(
    'deploy',
    'Build one remote (nothing else) and publish it as the immutable artifact <remote>/<version>/, to ' +
      'ARTIFACT_STORE_URL’s bucket or ARTIFACT_STORE_DIR. Run as `npm run deploy -- <remote> [options]`, or ' +
      '`npm run deploy -w mfe-<remote>`.',
    output,
  )
    .argument('<remote>', 'content, insights, careers or forms (or its workspace, mfe-insights)', remoteArgument)
    .option('--version <version>', 'the version to publish, like 1.4.0-rc.1 (default: the remote’s package.json’s)')
    .option('--from-dist <dir>', 'publish this existing build instead of building the remote')
    .addOption(
      new Option('--by <name>', 'who publishes, as the artifact records it').default(
        login,
        login && `your login name, ${login}`,
      ),
    )
    .addHelpText(
      'after',
      `\nPublishing a version that exists is refused. Then pin it: npm run release -- pin --help.${EXIT_CODES_HELP}`,
    )
    .action(async (remote: RemoteName, options: DeployOptions, command: Command) => {
      const { by } = options;
      if (!by) usageError(command, 'say who publishes with --by <name>; this system gives no login name');
      try {
        await publish(remote, { ...options, by }, output, env);
      } catch (error) {
        throw new CliFailure(`Not published: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
}
