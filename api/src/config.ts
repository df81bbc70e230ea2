import path from 'node:path';
import { brand } from '@site/shared/contracts';
import type { RemoteName } from '@site/shared/contracts';
import type { S3BlobStoreOptions } from '@site/shared/server/blob-store';
import { logLevelFrom } from '@site/shared/server/logging';
import {
  appPortFrom,
  bindAddressFrom,
  dataDirFrom,
  formRateLimitFrom,
  listenPortFrom,
  packageDirOf,
  remoteOriginsFrom,
  setting,
  shutdownFrom,
  siteOriginsFrom,
  trustedProxiesFrom,
} from '@site/shared/server/settings';
import type { Env } from '@site/shared/server/settings';
import { DEFAULT_DRAIN_TIMEOUT_MS, DEFAULT_SHUTDOWN_NOTICE_MS } from '@site/shared/server/lifecycle';
import { artifactStoreFrom, s3StoreFrom } from '@site/shared/server/store-settings';
import { DEFAULT_METRICS_PORTS, metricsAddressFrom } from '@site/shared/server/metrics';
import type { MetricsAddress } from '@site/shared/server/metrics';
import { privacySettingsFrom } from './features/privacy/privacy-settings.ts';
import type { PrivacySettings } from './features/privacy/privacy-settings.ts';

const mailDomain = new URL(brand.siteUrl).hostname.replace(/^www\./, '');

/** The API package's folder (this file is in its src/ or, built, in dist/). */
export const apiPackageDir = packageDirOf(import.meta.dirname);
/** The repository, where `npm start` keeps the site's state: `.data/` beside the packages. */
export const repoRoot = path.resolve(apiPackageDir, '..');

export interface ApiConfig {
  /** HOST: the address the API listens on. */
  host: string;
  /** PORT (API_PORT for `npm start`'s layout). */
  port: number;
  /**
   * ADMIN_HOST and ADMIN_PORT: the admin address (docs/decisions/045), a listener of its own for release managers:
   * every release write, status, history, artifacts, canary controls, tokens. Loopback unless set.
   */
  admin: { host: string; port: number };
  /** METRICS_HOST and METRICS_PORT: where Prometheus scrapes it (docs/decisions/046); loopback unless set. */
  metrics: MetricsAddress;
  /** How it drains on SIGTERM (shared/server/lifecycle.ts). */
  shutdown: { shutdownNoticeMs: number; drainTimeoutMs: number };
  /** Where the SQLite database and uploads live. Never inside a static root. */
  dataDir: string;
  /** Content seed files loaded into an empty database on first start. */
  seedDir: string;
  /** Where `npm run deploy` publishes remote artifacts, `<remote>/<version>/`, unless ARTIFACT_STORE_URL is set. */
  artifactStoreDir: string;
  /** ARTIFACT_STORE_URL (`s3://bucket/prefix`) with the S3_* settings: published artifacts in object storage. */
  artifactStore: S3BlobStoreOptions | undefined;
  /**
   * SHELL_MANIFEST: the shell build's `mf-manifest.json`, listing the singletons it provides, which a pin is checked
   * against: a file, or the URL the shell's host serves it at.
   */
  shellManifest: string;
  /**
   * FORM_TOKEN_SECRET: signs and checks the forms' tokens, shared with the shell's host (docs/decisions/013).
   * Unset: a secret kept under DATA_DIR, which a host sharing DATA_DIR reads too.
   */
  formTokenSecret: string | undefined;
  /**
   * HEALTH_REPORT_SECRET: checks the report tokens the shell's host signs into its pages and the counts of pages it
   * rendered (docs/decisions/045). Unset: a secret kept under DATA_DIR, which a host sharing DATA_DIR reads too.
   */
  healthReportSecret: string | undefined;
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

/**
 * A service's URL setting, checked: unset is undefined; otherwise a URL with one of `protocols`. The value is never
 * repeated in a message: it may hold a password.
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

/** The API's configuration: embedded defaults, each overridable by an environment variable. */
export function loadConfig(env: Env = process.env): ApiConfig {
  const dataDir = dataDirFrom(env, path.join(repoRoot, '.data'));
  const url = (name: string, protocols: readonly string[]) => serviceUrlFrom(name, setting(env, name), protocols);
  const uploadStoreUrl = setting(env, 'UPLOAD_STORE_URL');
  const formRateLimit = formRateLimitFrom(env);
  return {
    host: bindAddressFrom(env),
    port: listenPortFrom(env, 'api'),
    admin: { host: bindAddressFrom(env, 'ADMIN_HOST'), port: appPortFrom(env, 'admin') },
    metrics: metricsAddressFrom(env, DEFAULT_METRICS_PORTS.api),
    shutdown: shutdownFrom(env, { noticeMs: DEFAULT_SHUTDOWN_NOTICE_MS, drainMs: DEFAULT_DRAIN_TIMEOUT_MS }),
    dataDir,
    seedDir: path.resolve(setting(env, 'SEED_DIR') ?? path.join(apiPackageDir, 'seed')),
    ...artifactStoreFrom(env, dataDir),
    shellManifest: setting(env, 'SHELL_MANIFEST') ?? path.join(repoRoot, 'shell', 'dist', 'mf-manifest.json'),
    formTokenSecret: setting(env, 'FORM_TOKEN_SECRET'),
    healthReportSecret: setting(env, 'HEALTH_REPORT_SECRET'),
    remoteOrigins: remoteOriginsFrom(env),
    logLevel: logLevelFrom(env),
    trustedProxies: trustedProxiesFrom(env),
    siteOrigins: siteOriginsFrom(env),
    formRateLimit: { max: formRateLimit.max, timeWindow: formRateLimit.windowMs },
    smtpUrl: setting(env, 'SMTP_URL'),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    uploadStore: uploadStoreUrl ? s3StoreFrom(env, uploadStoreUrl, 'UPLOAD_STORE_URL') : undefined,
    notifyTo: setting(env, 'NOTIFY_TO') ?? `enquiries@${mailDomain}`,
    notifyFrom: setting(env, 'NOTIFY_FROM') ?? `website@${mailDomain}`,
    privacy: privacySettingsFrom(env),
  };
}
