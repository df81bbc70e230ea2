// `podman build` of one of the site's images, as an operator runs it from the repository root, with its log kept.
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/apps.ts';
import { imageReference } from './images.ts';
import type { ImageSpec } from './images.ts';
import { podmanEnvironment, runCommand, seconds } from './podman.ts';

/** Stages of one build that may run side by side (the build's install and the runtime's). */
const STAGE_JOBS = 2;
/** How much of a failed build's log the error quotes. */
const FAILURE_TAIL_LINES = 30;

export interface BuildResult {
  ms: number;
  /** Steps podman took from its layer cache. */
  cached: number;
}

/** Builds the image on `base`; its log goes to `<logDir>/<name>.build.log`. */
export async function buildImage(image: ImageSpec, base: string, logDir: string): Promise<BuildResult> {
  const log = path.join(logDir, `${image.name}.build.log`);
  const logStream = createWriteStream(log);
  const started = Date.now();
  const args = [
    'build',
    // The registries (npm's, Debian's) are reached through the host's network.
    '--network=host',
    // Docker's image format: the OCI format has no HEALTHCHECK.
    '--format=docker',
    `--jobs=${STAGE_JOBS}`,
    `--build-arg=BASE=${base}`,
    ...Object.entries(image.buildArgs).map(([name, value]) => `--build-arg=${name}=${value}`),
    `--tag=${imageReference(image)}`,
    `--file=${image.containerfile}`,
    '.',
  ];
  const result = await runCommand('podman', args, { cwd: repoRoot, echo: logStream, env: podmanEnvironment() });
  await new Promise((resolve) => logStream.end(resolve));
  const ms = Date.now() - started;
  if (result.code !== 0) {
    const tail = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-FAILURE_TAIL_LINES).join('\n');
    throw new Error(`podman build of ${image.name} exited with ${result.code} (whole log: ${log}):\n${tail}`);
  }
  const cached = (result.stdout.match(/--> Using cache/g) ?? []).length;
  console.log(`    ${image.name}: built in ${seconds(ms)} (${cached} steps from cache)`);
  return { ms, cached };
}
