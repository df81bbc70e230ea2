// The object stores' settings (docs/decisions/027): apart from settings.ts, so a process without a store (the
// shell's host) never loads the S3 client.
import path from 'node:path';
import { s3OptionsFromEnv } from './blob-store.ts';
import type { S3BlobStoreOptions } from './blob-store.ts';
import { setting } from './settings.ts';
import type { Env } from './settings.ts';

/** An object store's settings from `s3://bucket/prefix` and S3_*, with the keys when this environment has them. */
export function s3StoreFrom(env: Env, url: string, variable: string): S3BlobStoreOptions {
  const {
    AWS_ACCESS_KEY_ID: accessKeyId,
    AWS_SECRET_ACCESS_KEY: secretAccessKey,
    AWS_SESSION_TOKEN: sessionToken,
  } = env;
  return {
    ...s3OptionsFromEnv(env as NodeJS.ProcessEnv, url, variable),
    ...(accessKeyId && secretAccessKey
      ? { credentials: { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) } }
      : {}),
  };
}

export interface ArtifactStoreSettings {
  /** ARTIFACT_STORE_URL (`s3://bucket/prefix`) with the S3_* settings: published artifacts in object storage. */
  artifactStore: S3BlobStoreOptions | undefined;
  /** ARTIFACT_STORE_DIR: the folder store used without ARTIFACT_STORE_URL. */
  artifactStoreDir: string;
}

/** Where published remote versions are (docs/decisions/027): ARTIFACT_STORE_URL's bucket, else ARTIFACT_STORE_DIR. */
export function artifactStoreFrom(env: Env, dataDir: string): ArtifactStoreSettings {
  const url = setting(env, 'ARTIFACT_STORE_URL');
  return {
    artifactStore: url ? s3StoreFrom(env, url, 'ARTIFACT_STORE_URL') : undefined,
    artifactStoreDir: path.resolve(setting(env, 'ARTIFACT_STORE_DIR') ?? path.join(dataDir, 'artifacts')),
  };
}
