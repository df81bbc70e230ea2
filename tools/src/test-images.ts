// `npm run test:images` (issue 48 §4): every deployable process's image, built as an operator would build it, and
// seen from outside as an operator sees it. On this machine no image registry answers, so the images are built on a
// local base made from Debian's packages (containers/base-image.ts, kept between runs) and passed as BASE.
//  1. deploy/compose.yaml parses and runs every image with its settings; HAProxy accepts deploy/haproxy.cfg.
//  2. The API's, the shell host's and the remote host's image for each of the four remotes build (in parallel
//     where they share no uncached stage).
//  3. Each image runs as a non-root user, holds its package's runtime dependencies and no build or test package,
//     no TypeScript, and DATA_DIR on a volume its user owns; it exposes its port and has a HEALTHCHECK.
//  4. Each starts, answers /readyz with 200 and passes its HEALTHCHECK; together they render the home page on the
//     server; each drains on SIGTERM and exits 0.
// Prints each step's time. Needs podman, debootstrap and haproxy (Debian's; `.ci/run` installs them).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { remoteNames } from '@site/shared/contracts';
import type { RemoteName } from '@site/shared/contracts';
import { ensureBaseImage } from './containers/base-image.ts';
import { buildImage } from './containers/build.ts';
import type { BuildResult } from './containers/build.ts';
import {
  freeTestPort,
  healthcheckPasses,
  removeContainer,
  startContainer,
  stopContainer,
  waitUntilReady,
} from './containers/containers.ts';
import type { RunningContainer } from './containers/containers.ts';
import { composeProblems, haproxyProblems } from './containers/deploy-files.ts';
import { configProblems, contentProblems, imageContents, inspectImage } from './containers/image-checks.ts';
import {
  containerfilesWithOtherSharedStages,
  imageReference,
  images,
  npmVersionOfContainerfiles,
} from './containers/images.ts';
import type { ImageSpec } from './containers/images.ts';
import { runCommand, scratchDir, seconds, timed } from './containers/podman.ts';

/**
 * The order the images are built in: the API alone first (it builds the stages every image shares), then images
 * whose own stages share nothing uncached side by side, then the other remotes, which reuse the first's.
 */
const BUILD_WAVES: readonly (readonly string[])[] = [
  ['api'],
  ['shell-host', 'remote-content'],
  ['remote-insights', 'remote-careers', 'remote-forms'],
];
/** How long a container may take to answer /readyz with 200. */
const READY_TIMEOUT_MS = 60_000;
/** How long the shell host may take to render the home page with the content remote's server bundle. */
const RENDER_TIMEOUT_MS = 60_000;
/** How often the home page is asked for until it is rendered on the server. */
const RENDER_RETRY_MS = 1_000;
/** The home page's headline, which only the content remote's server bundle renders. */
const HOME_HEADLINE = 'Outsourcing and consulting that moves your business forward';
/** Settings the test's containers share, as a real deployment's processes would. */
const SHARED_SECRETS = {
  FORM_TOKEN_SECRET: 'image-test-form-token-secret-0123456789',
  SERVER_BUNDLE_TOKEN: 'image-test-server-bundle-token',
};
const REQUIRED_COMMANDS = ['podman', 'debootstrap', 'haproxy'];
/** The test's containers' names: the prefix, then the image's name. */
const CONTAINER_PREFIX = 'site-image-test-';

let passed = 0;
let failed = 0;
const failures: string[] = [];

/** One named check: its problems, none for a pass. */
function check(name: string, problems: readonly string[]) {
  if (problems.length === 0) {
    passed += 1;
    console.log(`  ✓ ${name}`);
    return;
  }
  failed += 1;
  failures.push(name);
  console.log(`  ✗ ${name}`);
  for (const problem of problems) console.log(`      ${problem}`);
}

const imageByName = (name: string): ImageSpec => {
  const image = images.find((candidate) => candidate.name === name);
  if (!image) throw new Error(`no image ${name}`);
  return image;
};

/** GET / until it is the home page rendered on the server (its headline), for RENDER_TIMEOUT_MS at most. */
async function homePageProblems(origin: string): Promise<string[]> {
  const deadline = Date.now() + RENDER_TIMEOUT_MS;
  let last = '';
  while (Date.now() < deadline) {
    const response = await fetch(`${origin}/`).catch((error: Error) => error);
    if (response instanceof Error) last = response.message;
    else if (response.status !== 200) last = `answered ${response.status}`;
    else if ((await response.text()).includes(HOME_HEADLINE)) return [];
    else last = 'answered 200 without the headline (rendered in the browser only)';
    await new Promise((resolve) => setTimeout(resolve, RENDER_RETRY_MS));
  }
  return [`GET / for ${RENDER_TIMEOUT_MS / 1000} s: ${last}`];
}

/** The settings each container starts with: the others' addresses, as a deployment on several machines has. */
function runSettings(image: ImageSpec, origins: Map<string, string>): Record<string, string> {
  const remoteOrigins = Object.fromEntries(
    remoteNames.map((name: RemoteName) => [`REMOTE_${name.toUpperCase()}_ORIGIN`, origins.get(`remote-${name}`) ?? '']),
  );
  const common = { ...SHARED_SECRETS, SITE_ORIGINS: origins.get('shell-host') ?? '', LOG_LEVEL: 'warn' };
  if (image.workspace === 'api') return { ...common, ...remoteOrigins };
  if (image.workspace === 'shell-host') return { ...common, ...remoteOrigins, API_ORIGIN: origins.get('api') ?? '' };
  return common;
}

const started = Date.now();
const running: RunningContainer[] = [];
try {
  console.log('Image test: every process image built, inspected, started and stopped');
  const missing = (
    await Promise.all(
      REQUIRED_COMMANDS.map(async (command) =>
        (await runCommand('sh', ['-c', `command -v ${command}`])).code === 0 ? '' : command,
      ),
    )
  ).filter(Boolean);
  if (missing.length > 0) {
    throw new Error(`not installed: ${missing.join(', ')} (apt-get install -y podman runc debootstrap haproxy)`);
  }

  await timed('deploy files', async () => {
    check(
      'the Containerfiles begin with the same shared stages',
      containerfilesWithOtherSharedStages().map((file) => `${file} differs from api/Containerfile`),
    );
    check('deploy/compose.yaml parses and gives each process its settings', composeProblems());
    check('deploy/haproxy.cfg passes haproxy -c and reaches every instance', await haproxyProblems());
  });

  const base = await timed('base image', () => ensureBaseImage(npmVersionOfContainerfiles()));

  const logDir = path.join(scratchDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const builds = new Map<string, BuildResult>();
  await timed('images', async () => {
    for (const wave of BUILD_WAVES) {
      const results = await Promise.all(
        wave.map(async (name) => [name, await buildImage(imageByName(name), base, logDir)] as const),
      );
      for (const [name, result] of results) builds.set(name, result);
    }
  });

  const sizes = new Map<string, number>();
  await timed('inspect images', async () => {
    for (const image of images) {
      const reference = imageReference(image);
      const { config, size } = await inspectImage(reference);
      sizes.set(image.name, size);
      check(`${image.name}: user, settings, port, volume, health check, command`, configProblems(image, config));
      check(
        `${image.name}: non-root, runtime dependencies only, no TypeScript, data owned by its user`,
        contentProblems(image, await imageContents(reference)),
      );
    }
  });

  const ready = new Map<string, number>();
  await timed('start, /readyz, health checks', async () => {
    const ports = new Set<number>();
    const origins = new Map<string, string>();
    const portOf = new Map<string, number>();
    for (const image of images) {
      const port = await freeTestPort(ports);
      portOf.set(image.name, port);
      origins.set(image.name, `http://127.0.0.1:${port}`);
    }
    // The API and the remotes' hosts first: the shell host reads both as it starts.
    const order = [...images.filter((image) => image.workspace !== 'shell-host'), imageByName('shell-host')];
    for (const image of order) {
      const name = `${CONTAINER_PREFIX}${image.name}`;
      // On the host's network, like the test's other processes (the site `npm test` runs beside it): every port a
      // process listens on is one of the test's own, the admin and metrics addresses too.
      const ownPorts = {
        METRICS_PORT: String(await freeTestPort(ports)),
        ...(image.workspace === 'api' ? { ADMIN_PORT: String(await freeTestPort(ports)) } : {}),
      };
      running.push(
        await startContainer(name, imageReference(image), portOf.get(image.name) ?? 0, {
          ...runSettings(image, origins),
          ...ownPorts,
        }),
      );
    }
    for (const [index, container] of running.entries()) {
      const image = order[index] as ImageSpec;
      try {
        ready.set(image.name, await waitUntilReady(container, READY_TIMEOUT_MS));
        check(`${image.name}: /readyz answers 200 (${seconds(ready.get(image.name) ?? 0)} after the start)`, []);
      } catch (error) {
        check(`${image.name}: /readyz answers 200`, [(error as Error).message]);
        continue;
      }
      check(
        `${image.name}: its HEALTHCHECK passes`,
        (await healthcheckPasses(container.name)) ? [] : ['podman healthcheck run failed'],
      );
    }
  });

  await timed('a page through the images', async () => {
    const shell = running.find((container) => container.name === `${CONTAINER_PREFIX}shell-host`);
    check(
      "the shell host's image renders the home page with the content remote's image and the API's",
      shell ? await homePageProblems(shell.origin) : ['the shell host did not start'],
    );
  });

  await timed('stop (SIGTERM)', async () => {
    const stops = await Promise.all(
      running.map(async (container) => [container.name, await stopContainer(container.name)] as const),
    );
    for (const [name, { exitCode, ms }] of stops) {
      check(
        `${name.replace(CONTAINER_PREFIX, '')}: drains on SIGTERM and exits 0 (${seconds(ms)})`,
        exitCode === 0 ? [] : [`exit code ${exitCode}`],
      );
    }
  });

  console.log('\n| image | size | build | /readyz |\n| --- | --- | --- | --- |');
  for (const image of images) {
    const build = builds.get(image.name);
    console.log(
      `| ${imageReference(image)} | ${((sizes.get(image.name) ?? 0) / 1e6).toFixed(0)} MB | ${seconds(build?.ms ?? 0)} (${build?.cached ?? 0} cached steps) | ${ready.has(image.name) ? `200 in ${seconds(ready.get(image.name) ?? 0)}` : 'not ready'} |`,
    );
  }
} catch (error) {
  failed += 1;
  failures.push((error as Error).message);
  console.error(`\n${(error as Error).message}`);
} finally {
  await Promise.all(running.map((container) => removeContainer(container.name)));
}
console.log(`\nImage test: ${seconds(Date.now() - started)} in all`);
if (failures.length > 0) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
