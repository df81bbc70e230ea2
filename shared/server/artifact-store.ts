import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_BUILD_FILE, SERVER_BUNDLE_PATH, remoteNames } from '@site/shared/contracts';
import type { ArtifactMetadata, RemoteName } from '@site/shared/contracts';
import { RELEASE_VERSION_PATTERN } from '@site/shared/schemas';
import { twinOf } from './compressed-twins.ts';
import { cacheControlFor, contentTypeFor } from './served-files.ts';
import { BlobKeyError, checkKey } from './blob-store.ts';
import type { BlobStore, S3BlobStoreOptions } from './blob-store.ts';
import { openBlobStore } from './blob-store.ts';

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

/**
 * Hosts send a file's compressed twin in its place, so a twin must hold
 * exactly its file: a build altered after it was made (or a twin left from
 * an earlier build) is refused rather than published with two contents.
 */
function checkCompressedTwins(folder: string) {
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const twin = twinOf(name);
    if (!twin) continue;
    const original = path.join(folder, name.slice(0, -twin.extension.length));
    if (!twinHolds(path.join(folder, name), original, twin.decode)) {
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

/** How many of a build's files a publish writes at once. */
const PUBLISH_CONCURRENCY = 8;

/** The build's files to publish, as keys relative to its folder: everything but what is never published. */
function buildFiles(buildDir: string): string[] {
  return (
    readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
      .map((name) => name.split(path.sep).join('/'))
      .filter((name) => statSync(path.join(buildDir, name)).isFile())
      // Never published (docs/decisions/014): source maps and the federation plugin's module graph.
      .filter((name) => !PRIVATE_BUILD_FILE.test(`/${name}`))
      .sort()
  );
}

/** Runs `work` on every item, at most `limit` at a time; the first failure fails the whole. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The artifact store (docs/decisions/027): one immutable folder per published version of a remote,
 * `<remote>/<version>/`, with the build's files and `artifact.json`, in a BlobStore: a local folder
 * (ARTIFACT_STORE_DIR, the default) or a bucket (ARTIFACT_STORE_URL). `artifact.json` is written last: a version
 * exists once it is there, and a publish that stopped half-way is not a version (publishing it again completes it).
 */
export function createArtifactStore(blobs: BlobStore) {
  const key = (remote: RemoteName, version: string, file: string) => `${remote}/${version}/${file}`;

  async function read(remote: RemoteName, version: string): Promise<ArtifactMetadata | undefined> {
    if (!VERSION_PATTERN.test(version)) return undefined;
    const bytes = await blobs.get(key(remote, version, ARTIFACT_METADATA_FILE));
    return bytes ? (JSON.parse(bytes.toString('utf8')) as ArtifactMetadata) : undefined;
  }

  /** Writes one file unless it is there with the same bytes (an earlier attempt); other bytes mean another build. */
  async function putOnce(remote: RemoteName, version: string, file: string, body: Buffer) {
    const target = key(remote, version, file);
    const written = await blobs.put(target, body, {
      createOnly: true,
      contentType: contentTypeFor(file),
      cacheControl: cacheControlFor(file),
    });
    if (written === 'exists' && !(await blobs.get(target))?.equals(body)) {
      throw new ArtifactError(`${remote}@${version} is already published, or being published, with another ${file}`);
    }
  }

  return {
    blobs,
    read,

    /** Where a version is, for messages: `<folder>/<remote>/<version>/` or `s3://bucket/prefix/<remote>/<version>/`. */
    location: (remote: RemoteName, version: string) => `${blobs.location.replace(/\/$/, '')}/${remote}/${version}/`,

    /** The manifest as it is in the store now, read again for every check. */
    async readManifest(remote: RemoteName, version: string) {
      const bytes = await blobs.get(key(remote, version, MANIFEST_FILE));
      if (!bytes) throw new ArtifactError('its mf-manifest.json is missing');
      return parseManifest(bytes.toString('utf8'));
    },

    /**
     * One file of a published version, or undefined: a version that is not (yet) published, a file it lacks, or
     * a path that is not a key (`..`, an empty segment).
     */
    async readFile(remote: RemoteName, version: string, file: string): Promise<Buffer | undefined> {
      if (!VERSION_PATTERN.test(version) || file === ARTIFACT_METADATA_FILE) return undefined;
      try {
        checkKey(file);
      } catch (error) {
        if (error instanceof BlobKeyError) return undefined;
        throw error;
      }
      return blobs.get(key(remote, version, file));
    },

    async list(): Promise<ArtifactMetadata[]> {
      const versions = await Promise.all(
        remoteNames.map(async (remote) => {
          const keys = await blobs.list(`${remote}/`);
          const published = keys
            .map((name) => name.split('/'))
            .filter((parts) => parts.length === 3 && parts[2] === ARTIFACT_METADATA_FILE)
            .map((parts) => parts[1] as string);
          return Promise.all(published.map((version) => read(remote, version)));
        }),
      );
      return versions.flat().filter((metadata): metadata is ArtifactMetadata => metadata !== undefined);
    },

    /**
     * Copies a build into the store, each file create-only (`If-None-Match: *` on S3), `artifact.json` last; a
     * version that exists is never overwritten.
     */
    async publish(
      remote: RemoteName,
      version: string,
      buildDir: string,
      publishedBy: string,
    ): Promise<ArtifactMetadata> {
      if (!VERSION_PATTERN.test(version)) throw new ArtifactError(`"${version}" is not a version like 1.2.3`);
      const already = () => new ArtifactError(`${remote}@${version} is already published; versions are immutable`);
      if (await blobs.exists(key(remote, version, ARTIFACT_METADATA_FILE))) throw already();
      const { entry, exposes, shared } = parseManifest(readFileSync(path.join(buildDir, MANIFEST_FILE), 'utf8'));
      checkCompressedTwins(buildDir);
      const files = buildFiles(buildDir).filter((file) => file !== ARTIFACT_METADATA_FILE);
      if (!files.includes(entry)) throw new ArtifactError(`its remote entry ${entry} is not in the build`);
      const metadata: ArtifactMetadata = {
        remote,
        version,
        publishedAt: new Date().toISOString(),
        publishedBy,
        entry,
        integrity: sriHash(readFileSync(path.join(buildDir, entry))),
        ...(files.includes(SERVER_BUNDLE_PATH)
          ? { serverIntegrity: sriHash(readFileSync(path.join(buildDir, SERVER_BUNDLE_PATH))) }
          : {}),
        exposes,
        shared,
      };
      await eachLimited(files, PUBLISH_CONCURRENCY, (file) =>
        putOnce(remote, version, file, readFileSync(path.join(buildDir, file))),
      );
      const written = await blobs.put(
        key(remote, version, ARTIFACT_METADATA_FILE),
        Buffer.from(`${JSON.stringify(metadata, null, 2)}\n`),
        { createOnly: true, contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache' },
      );
      if (written === 'exists') throw already();
      return metadata;
    },
  };
}

export type ArtifactStore = ReturnType<typeof createArtifactStore>;

/** The configured store: ARTIFACT_STORE_URL's bucket, else ARTIFACT_STORE_DIR. */
export function openArtifactStore(config: {
  artifactStore: S3BlobStoreOptions | undefined;
  artifactStoreDir: string;
}): ArtifactStore {
  return createArtifactStore(openBlobStore(config.artifactStore, config.artifactStoreDir));
}
