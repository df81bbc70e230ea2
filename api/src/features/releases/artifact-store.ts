import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PRIVATE_BUILD_FILE, SERVER_BUNDLE_PATH, remoteNames } from '@site/shared/contracts';
import type { ArtifactMetadata, RemoteName } from '@site/shared/contracts';
import { RELEASE_VERSION_PATTERN } from '@site/shared/schemas';

export const ARTIFACT_METADATA_FILE = 'artifact.json';
export const MANIFEST_FILE = 'mf-manifest.json';
/** Versions are folder names: semver, with pre-release and build parts. */
export const VERSION_PATTERN = new RegExp(RELEASE_VERSION_PATTERN);

export class ArtifactError extends Error {}

interface ManifestJson {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; name?: string }[];
  shared?: { name?: string; version?: string; requiredVersion?: string; singleton?: boolean }[];
}

/** Reads a remote's mf-manifest.json, failing with a message that says what is wrong with it. */
export function parseManifest(text: string): { entry: string; exposes: string[]; shared: ArtifactMetadata['shared'] } {
  let manifest: ManifestJson;
  try {
    manifest = JSON.parse(text) as ManifestJson;
  } catch {
    throw new ArtifactError('its mf-manifest.json is not valid JSON');
  }
  const entry = manifest.metaData?.remoteEntry?.name;
  if (!entry || !Array.isArray(manifest.exposes) || !Array.isArray(manifest.shared)) {
    throw new ArtifactError('its mf-manifest.json has no remote entry, exposes or shared list');
  }
  return {
    entry: path.posix.join(manifest.metaData?.remoteEntry?.path ?? '', entry),
    exposes: manifest.exposes.map((expose) => expose.path ?? `./${expose.name ?? ''}`),
    shared: manifest.shared.map((shared) => ({
      name: String(shared.name),
      version: String(shared.version),
      requiredVersion: String(shared.requiredVersion ?? ''),
      singleton: shared.singleton === true,
    })),
  };
}

export function sriHash(bytes: Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** A build's compressed twins (`main.1a2b3c4d.js.br`, `.gz`) and how to read them back. */
const TWIN_DECODERS: Record<string, (bytes: Buffer) => Buffer> = { '.br': brotliDecompressSync, '.gz': gunzipSync };

/**
 * Hosts send a file's compressed twin in its place, so a twin must hold
 * exactly its file: a build altered after it was made (or a twin left from
 * an earlier build) is refused rather than published with two contents.
 */
function checkCompressedTwins(folder: string) {
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const decode = TWIN_DECODERS[path.extname(name)];
    if (!decode) continue;
    const original = path.join(folder, name.slice(0, -path.extname(name).length));
    if (!twinHolds(path.join(folder, name), original, decode)) {
      throw new ArtifactError(`${name} does not hold ${path.basename(original)}; build the remote again`);
    }
  }
}

function twinHolds(twin: string, original: string, decode: (bytes: Buffer) => Buffer): boolean {
  try {
    return existsSync(original) && decode(readFileSync(twin)).equals(readFileSync(original));
  } catch {
    return false;
  }
}

function makeReadOnly(folder: string) {
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) makeReadOnly(file);
    else chmodSync(file, 0o444);
  }
}

/**
 * The artifact store: one immutable folder per published version of a
 * remote, `<remote>/<version>/`, with the build's files and `artifact.json`.
 */
export function createArtifactStore(dir: string) {
  const folder = (remote: RemoteName, version: string) => path.join(dir, remote, version);

  function read(remote: RemoteName, version: string): ArtifactMetadata | undefined {
    if (!VERSION_PATTERN.test(version)) return undefined;
    const file = path.join(folder(remote, version), ARTIFACT_METADATA_FILE);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ArtifactMetadata) : undefined;
  }

  return {
    dir,
    folder,
    read,

    /** The manifest as it is in the store now, read again for every check. */
    readManifest(remote: RemoteName, version: string) {
      return parseManifest(readFileSync(path.join(folder(remote, version), MANIFEST_FILE), 'utf8'));
    },

    list(): ArtifactMetadata[] {
      return remoteNames.flatMap((remote) => {
        const remoteDir = path.join(dir, remote);
        if (!existsSync(remoteDir)) return [];
        return readdirSync(remoteDir)
          .map((version) => read(remote, version))
          .filter((metadata): metadata is ArtifactMetadata => metadata !== undefined);
      });
    },

    /** Copies a build into the store; a version that exists is never overwritten. */
    publish(remote: RemoteName, version: string, buildDir: string, publishedBy: string): ArtifactMetadata {
      if (!VERSION_PATTERN.test(version)) throw new ArtifactError(`"${version}" is not a version like 1.2.3`);
      const target = folder(remote, version);
      if (existsSync(target))
        throw new ArtifactError(`${remote}@${version} is already published; versions are immutable`);
      const { entry, exposes, shared } = parseManifest(readFileSync(path.join(buildDir, MANIFEST_FILE), 'utf8'));
      checkCompressedTwins(buildDir);
      const staging = path.join(dir, remote, `.publishing-${randomBytes(6).toString('hex')}`);
      // Never published (docs/decisions/014): source maps and the federation plugin's module graph.
      cpSync(buildDir, staging, { recursive: true, filter: (source) => !PRIVATE_BUILD_FILE.test(source) });
      const metadata: ArtifactMetadata = {
        remote,
        version,
        publishedAt: new Date().toISOString(),
        publishedBy,
        entry,
        integrity: sriHash(readFileSync(path.join(staging, entry))),
        ...(existsSync(path.join(staging, SERVER_BUNDLE_PATH))
          ? { serverIntegrity: sriHash(readFileSync(path.join(staging, SERVER_BUNDLE_PATH))) }
          : {}),
        exposes,
        shared,
      };
      writeFileSync(path.join(staging, ARTIFACT_METADATA_FILE), `${JSON.stringify(metadata, null, 2)}\n`);
      makeReadOnly(staging);
      try {
        renameSync(staging, target);
      } catch (error) {
        rmSync(staging, { recursive: true, force: true });
        throw error;
      }
      return metadata;
    },
  };
}

export type ArtifactStore = ReturnType<typeof createArtifactStore>;
