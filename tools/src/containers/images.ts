// The site's images (issue 48 §4, docs/deploy.md "Images"): one per deployable process, each built from its
// package's Containerfile with the repository root as the context; the remote host's once per remote.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteNames } from '@site/shared/contracts';
import type { RemoteName } from '@site/shared/contracts';
import { repoRoot } from '../lib/apps.ts';

export interface ImageSpec {
  /** Its name in these tools, and in podman: `localhost/site-<name>:<tag>`. */
  name: string;
  /** The package the image runs (`node dist/main.js` in its folder). */
  workspace: 'api' | 'shell-host' | 'remote-host';
  /** Relative to the repository root, the build's context. */
  containerfile: string;
  buildArgs: Readonly<Record<string, string>>;
  /** The port the image listens on unless PORT says otherwise (its EXPOSE). */
  port: number;
  /** The remote a remote host's image serves. */
  remote?: RemoteName;
}

/** The ports the images listen on: the API's and the shell host's as `npm start` has them, one for every remote. */
export const IMAGE_PORTS = { api: 4000, 'shell-host': 3000, 'remote-host': 8080 } as const;

export const images: readonly ImageSpec[] = [
  { name: 'api', workspace: 'api', containerfile: 'api/Containerfile', buildArgs: {}, port: IMAGE_PORTS.api },
  {
    name: 'shell-host',
    workspace: 'shell-host',
    containerfile: 'shell-host/Containerfile',
    buildArgs: {},
    port: IMAGE_PORTS['shell-host'],
  },
  ...remoteNames.map((remote): ImageSpec => ({
    name: `remote-${remote}`,
    workspace: 'remote-host',
    containerfile: 'remote-host/Containerfile',
    buildArgs: { REMOTE: remote },
    port: IMAGE_PORTS['remote-host'],
    remote,
  })),
];

/** What the image tests tag their builds with. */
export const TEST_TAG = 'test';
export const imageReference = (image: ImageSpec, tag = TEST_TAG) => `localhost/site-${image.name}:${tag}`;

/** Each Containerfile's text (three files for six images). */
export const containerfileText = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

const containerfiles = () => [...new Set(images.map((image) => image.containerfile))];

/** `ARG NAME=value` in a Containerfile: the default it gives a build argument. */
export function containerfileArg(text: string, name: string): string | undefined {
  return new RegExp(`^ARG ${name}=(\\S+)\\s*$`, 'm').exec(text)?.[1];
}

/** Where every Containerfile's shared first stages end. */
export const OWN_STAGES_MARK = "# ---- This image's own stages.";

/** The stages every Containerfile begins with, which one build serves for every image: from `ARG BASE` to the mark. */
export function sharedStages(text: string): string {
  const start = text.indexOf('ARG BASE=');
  const end = text.indexOf(OWN_STAGES_MARK);
  if (start < 0 || end < 0) throw new Error(`no shared stages (ARG BASE= … "${OWN_STAGES_MARK}")`);
  return text.slice(start, end);
}

/** The files whose shared stages differ from the API's: none, or the layers are built once per image. */
export function containerfilesWithOtherSharedStages(): string[] {
  const [first = '', ...rest] = containerfiles();
  const expected = sharedStages(containerfileText(first));
  return rest.filter((file) => sharedStages(containerfileText(file)) !== expected);
}

/** The npm version every Containerfile's build stage installs, which the local base image carries too. */
export function npmVersionOfContainerfiles(): string {
  const versions = new Set(containerfiles().map((file) => containerfileArg(containerfileText(file), 'NPM_VERSION')));
  const [version] = versions;
  if (versions.size !== 1 || !version)
    throw new Error(`the Containerfiles' NPM_VERSION differ: ${[...versions].join(', ')}`);
  return version;
}
