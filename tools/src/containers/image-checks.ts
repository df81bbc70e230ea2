// What an image must be (issue 48 §4), read from the image as podman has it: its configuration, and the files a
// shell inside it lists. Each check returns the problems it found; none is a pass.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/apps.ts';
import type { ImageSpec } from './images.ts';
import { mustPodman } from './podman.ts';

/** The user every image runs as, and its uid (Containerfiles: `useradd --uid 10001 … site`). */
export const IMAGE_USER = 'site';
export const IMAGE_UID = 10001;
/** Where every image keeps its state: DATA_DIR, a volume. */
export const DATA_VOLUME = '/data';
/** The command every image runs in its package's folder. */
export const IMAGE_COMMAND = ['node', 'dist/main.js'];
/** Settings every image sets. */
export const IMAGE_ENV = { NODE_ENV: 'production', HOST: '0.0.0.0', DATA_DIR: DATA_VOLUME } as const;

/**
 * Packages only a build or a test uses: none may be in an image. (`@site/shared` is bundled into each package's
 * dist/ at build time: its link would bring its sources.)
 */
export const DEV_ONLY_PACKAGES = [
  '@site/shared',
  'lighthouse',
  '@rspack/core',
  '@rspack/cli',
  '@swc/core',
  'esbuild',
  'typescript',
  'tsx',
  'jest',
  'eslint',
  'prettier',
  'puppeteer-core',
  '@playwright/test',
  's3rver',
];

interface ImageConfig {
  User?: string;
  Env?: string[];
  Cmd?: string[];
  WorkingDir?: string;
  ExposedPorts?: Record<string, unknown>;
  Volumes?: Record<string, unknown>;
  Healthcheck?: { Test?: string[] };
}

/** The image's configuration and size, as `podman image inspect` gives them. */
export async function inspectImage(reference: string): Promise<{ config: ImageConfig; size: number }> {
  const [image] = JSON.parse(await mustPodman(['image', 'inspect', reference])) as {
    Config: ImageConfig;
    Healthcheck?: ImageConfig['Healthcheck'];
    Size: number;
  }[];
  if (!image) throw new Error(`podman image inspect ${reference}: no image`);
  // Podman lists a Docker-format image's health check beside its configuration.
  return { config: { ...image.Config, Healthcheck: image.Healthcheck ?? image.Config.Healthcheck }, size: image.Size };
}

/** Its user, settings, port, volume, health check and command. */
export function configProblems(image: ImageSpec, config: ImageConfig): string[] {
  const problems: string[] = [];
  if (config.User !== IMAGE_USER) problems.push(`runs as "${config.User ?? 'root'}", not ${IMAGE_USER}`);
  const env = new Map(
    (config.Env ?? []).map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
  for (const [name, value] of Object.entries({ ...IMAGE_ENV, PORT: String(image.port), ...remoteEnv(image) })) {
    if (env.get(name) !== value) problems.push(`${name} is "${env.get(name) ?? ''}", not "${value}"`);
  }
  if (!config.ExposedPorts?.[`${image.port}/tcp`]) problems.push(`does not expose ${image.port}`);
  if (!config.Volumes?.[DATA_VOLUME]) problems.push(`${DATA_VOLUME} is not a volume`);
  if (!config.Healthcheck?.Test?.length) problems.push('no HEALTHCHECK (built without --format docker?)');
  if (JSON.stringify(config.Cmd) !== JSON.stringify(IMAGE_COMMAND))
    problems.push(`its command is ${JSON.stringify(config.Cmd)}`);
  if (config.WorkingDir !== `/app/${image.workspace}`) problems.push(`works in ${config.WorkingDir ?? '/'}`);
  return problems;
}

const remoteEnv = (image: ImageSpec): Record<string, string> => (image.remote ? { REMOTE: image.remote } : {});

/** Markers between the sections of what the shell in the image prints. */
const SECTION = '::section::';

/** Lists, inside the image as its user: its uid, every installed package, and any TypeScript or src/ folder. */
const LIST_CONTENTS = `
echo "${SECTION}uid"; id -u
echo "${SECTION}packages"
for modules in /app/node_modules /app/*/node_modules; do
  for entry in "$modules"/* "$modules"/@*/*; do [ -e "$entry" ] || [ -L "$entry" ] && echo "\${entry#"$modules"/}"; done
done
echo "${SECTION}sources"
find /app -name node_modules -prune -o \\( -name '*.ts' -o -name '*.tsx' -o -name '*.mts' -o -type d -name src \\) -print
echo "${SECTION}data"; stat -c '%U %a' ${DATA_VOLUME}
`;

export interface ImageContents {
  uid: number;
  packages: Set<string>;
  sources: string[];
  /** The data folder's owner and mode (`site 755`). */
  data: string;
}

export async function imageContents(reference: string): Promise<ImageContents> {
  const output = await mustPodman([
    'run',
    '--rm',
    '--network',
    'none',
    '--entrypoint',
    'sh',
    reference,
    '-c',
    LIST_CONTENTS,
  ]);
  const sections = new Map(
    output
      .split(SECTION)
      .slice(1)
      .map((section) => {
        const [name = '', ...lines] = section.trim().split('\n');
        return [name, lines.map((line) => line.trim()).filter(Boolean)] as const;
      }),
  );
  return {
    uid: Number(sections.get('uid')?.[0]),
    packages: new Set((sections.get('packages') ?? []).filter((name) => !name.startsWith('.') && !name.endsWith('/*'))),
    sources: sections.get('sources') ?? [],
    data: sections.get('data')?.[0] ?? '',
  };
}

/** Non-root, the package's runtime dependencies and nothing a build or test needs, no TypeScript, its data its own. */
export function contentProblems(image: ImageSpec, contents: ImageContents): string[] {
  const problems: string[] = [];
  if (contents.uid !== IMAGE_UID) problems.push(`runs as uid ${contents.uid}, not ${IMAGE_UID}`);
  const devOnly = DEV_ONLY_PACKAGES.filter((name) => contents.packages.has(name));
  if (devOnly.length > 0) problems.push(`has packages only a build or test needs: ${devOnly.join(', ')}`);
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, image.workspace, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const missing = Object.keys(manifest.dependencies ?? {}).filter((name) => !contents.packages.has(name));
  if (missing.length > 0) problems.push(`lacks ${image.workspace}'s dependencies: ${missing.join(', ')}`);
  if (contents.sources.length > 0) problems.push(`has sources: ${contents.sources.slice(0, 5).join(', ')}`);
  if (contents.data !== `${IMAGE_USER} 755`)
    problems.push(`${DATA_VOLUME} is "${contents.data}", not "${IMAGE_USER} 755"`);
  return problems;
}
