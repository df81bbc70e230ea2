import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_HOST, brand, defaultPorts, remoteNames } from '@site/shared/contracts';
import type { RemoteName } from '@site/shared/contracts';
import { s3OptionsFromEnv } from './features/storage/blob-store.ts';
import type { S3BlobStoreOptions } from './features/storage/blob-store.ts';
import { privacySettingsFrom } from './features/privacy/privacy-settings.ts';
import type { PrivacySettings } from './features/privacy/privacy-settings.ts';

const mailDomain = new URL(brand.siteUrl).hostname.replace(/^www\./, '');

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ApiConfig {
  host: string;
  port: number;
  /** Where the SQLite database and uploads live. Never inside a static root. */
  dataDir: string;
  /** Content seed files loaded into an empty database on first start. */
  seedDir: string;
  /** Where `npm run deploy` publishes remote artifacts, `<remote>/<version>/`, unless ARTIFACT_STORE_URL is set. */
  artifactStoreDir: string;
  /** ARTIFACT_STORE_URL (`s3://bucket/prefix`) with the S3_* settings: published artifacts in object storage. */
  artifactStore: S3BlobStoreOptions | undefined;
  /** The shell build's manifest, listing the singletons it provides. */
  shellManifestPath: string;
  /**
   * FORM_TOKEN_SECRET: signs and checks the forms' tokens, shared with the shell's host (docs/decisions/013).
   * Unset: a secret kept under DATA_DIR, which a host sharing DATA_DIR reads too.
   */
  formTokenSecret: string | undefined;
  /** The secret that release writes must present; unset disables them. */
  releaseToken: string | undefined;
  /** Where each remote's build is hosted (its mf-manifest.json sits at the root). */
  remoteOrigins: Record<RemoteName, string>;
  logLevel: string;
  /**
   * The proxies whose `X-Forwarded-For` the API believes: addresses or CIDR
   * ranges. A request from any other address is identified by its own
   * socket address, whatever it claims.
   */
  trustedProxies: readonly string[];
  /** Origins allowed to call the API from a browser (the shell's). */
  siteOrigins: readonly string[];
  /** Requests per window per client on form and upload endpoints. */
  formRateLimit: { max: number; timeWindow: number };
  /** Outgoing mail for notifications; without it they wait in the outbox. */
  smtpUrl: string | undefined;
  /** REDIS_URL: state shared by every API instance (rate limits); none by default (docs/decisions/025). */
  redisUrl: string | undefined;
  /** DATABASE_URL: PostgreSQL for every API instance; SQLite in DATA_DIR by default (docs/decisions/026). */
  databaseUrl: string | undefined;
  /** UPLOAD_STORE_URL (`s3://bucket/prefix`) with the S3_* settings: visitors' uploads in object storage; DATA_DIR/uploads by default. */
  uploadStore: S3BlobStoreOptions | undefined;
  notifyTo: string;
  notifyFrom: string;
  /** Personal data (issue 51): retention, the purge's interval, the encryption key, the upload links' secret. */
  privacy: PrivacySettings;
}

function remoteOriginsFrom(env: NodeJS.ProcessEnv): Record<RemoteName, string> {
  const entries = remoteNames.map((name) => {
    const override = env[`REMOTE_${name.toUpperCase()}_ORIGIN`];
    return [name, override ?? `http://${LOCAL_HOST}:${defaultPorts[name]}`] as const;
  });
  return Object.fromEntries(entries) as Record<RemoteName, string>;
}

function portFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port "${value}"`);
  return port;
}

function positiveInteger(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`Expected a positive integer, not "${value}"`);
  return number;
}

/**
 * Ours: the shell's host, which forwards `/api` from the same machine. The
 * API listens on loopback by default, so only a process on this machine can
 * claim a forwarded address (see ADR 011).
 */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = [LOCAL_HOST];
/** `TRUSTED_PROXIES=none`: believe no forwarded address. */
export const TRUST_NO_PROXY = 'none';

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/** `TRUSTED_PROXIES`: comma-separated addresses or CIDR ranges; `none` trusts no proxy. */
export function trustedProxiesFrom(value: string | undefined): readonly string[] {
  if (value === undefined || value.trim() === '') return DEFAULT_TRUSTED_PROXIES;
  if (value.trim().toLowerCase() === TRUST_NO_PROXY) return [];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    throw new Error(`TRUSTED_PROXIES: not an IP address or CIDR range: ${invalid.map((e) => `"${e}"`).join(', ')}`);
  }
  return entries;
}

/**
 * A service's URL setting, checked: unset or empty is undefined; otherwise a URL with one of `protocols`. The value
 * is never repeated in a message: it may hold a password.
 */
function serviceUrlFrom(variable: string, raw: string | undefined, protocols: readonly string[]): string | undefined {
  if (!raw) return undefined;
  const accepted = protocols.map((protocol) => `${protocol}//`).join(' or ');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${variable}: not a URL; expected one starting with ${accepted}`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new Error(`${variable}: must start with ${accepted}, not "${url.protocol}//"`);
  }
  return raw;
}

/** REDIS_URL: `redis://` or `rediss://` (TLS), with an optional user, password and database number. */
const redisUrlFrom = (raw: string | undefined) => serviceUrlFrom('REDIS_URL', raw, ['redis:', 'rediss:']);

/** DATABASE_URL: `postgres://` or `postgresql://`, as node-postgres reads it. */
const databaseUrlFrom = (raw: string | undefined) => serviceUrlFrom('DATABASE_URL', raw, ['postgres:', 'postgresql:']);

/**
 * An object store's settings: the URL's bucket and prefix, the S3_* settings, and the keys when this environment
 * has them (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN); otherwise the SDK's own chain (a profile,
 * an instance role).
 */
function s3StoreFrom(env: NodeJS.ProcessEnv, url: string, variable: string): S3BlobStoreOptions {
  const {
    AWS_ACCESS_KEY_ID: accessKeyId,
    AWS_SECRET_ACCESS_KEY: secretAccessKey,
    AWS_SESSION_TOKEN: sessionToken,
  } = env;
  return {
    ...s3OptionsFromEnv(env, url, variable),
    ...(accessKeyId && secretAccessKey
      ? { credentials: { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) } }
      : {}),
  };
}

/** The API's configuration: embedded defaults, each overridable by an environment variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    host: env.API_HOST ?? LOCAL_HOST,
    port: portFrom(env.API_PORT, defaultPorts.api),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    seedDir: path.resolve(env.SEED_DIR ?? path.join(repoRoot, 'api', 'seed')),
    artifactStoreDir: path.resolve(env.ARTIFACT_STORE_DIR ?? path.join(repoRoot, '.data', 'artifacts')),
    artifactStore: env.ARTIFACT_STORE_URL ? s3StoreFrom(env, env.ARTIFACT_STORE_URL, 'ARTIFACT_STORE_URL') : undefined,
    shellManifestPath: path.resolve(env.SHELL_MANIFEST ?? path.join(repoRoot, 'shell', 'dist', 'mf-manifest.json')),
    formTokenSecret: env.FORM_TOKEN_SECRET || undefined,
    releaseToken: env.RELEASE_TOKEN || undefined,
    remoteOrigins: remoteOriginsFrom(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustedProxies: trustedProxiesFrom(env.TRUSTED_PROXIES),
    siteOrigins: (env.SITE_ORIGINS ?? `http://${LOCAL_HOST}:${defaultPorts.shell}`).split(',').map((o) => o.trim()),
    formRateLimit: {
      max: positiveInteger(env.FORM_RATE_LIMIT_MAX, 20),
      timeWindow: positiveInteger(env.FORM_RATE_LIMIT_WINDOW_MS, 60_000),
    },
    smtpUrl: env.SMTP_URL || undefined,
    redisUrl: redisUrlFrom(env.REDIS_URL),
    databaseUrl: databaseUrlFrom(env.DATABASE_URL),
    uploadStore: env.UPLOAD_STORE_URL ? s3StoreFrom(env, env.UPLOAD_STORE_URL, 'UPLOAD_STORE_URL') : undefined,
    notifyTo: env.NOTIFY_TO ?? `enquiries@${mailDomain}`,
    notifyFrom: env.NOTIFY_FROM ?? `website@${mailDomain}`,
    privacy: privacySettingsFrom(env),
  };
}
