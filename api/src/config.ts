import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_HOST, brand, defaultPorts, remoteNames } from '@site/shared/contracts';
import type { RemoteName } from '@site/shared/contracts';

const mailDomain = new URL(brand.siteUrl).hostname.replace(/^www\./, '');

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ApiConfig {
  host: string;
  port: number;
  /** Where the SQLite database and uploads live. Never inside a static root. */
  dataDir: string;
  /** Content seed files loaded into an empty database on first start. */
  seedDir: string;
  /** Where `npm run deploy` publishes remote artifacts, `<remote>/<version>/`. */
  artifactStoreDir: string;
  /** The shell build's manifest, listing the singletons it provides. */
  shellManifestPath: string;
  /** The secret that release writes must present; unset disables them. */
  releaseToken: string | undefined;
  /** Where each remote's build is hosted (its mf-manifest.json sits at the root). */
  remoteOrigins: Record<RemoteName, string>;
  logLevel: string;
  /** Origins allowed to call the API from a browser (the shell's). */
  siteOrigins: readonly string[];
  /** Requests per window per client on form and upload endpoints. */
  formRateLimit: { max: number; timeWindow: number };
  /** Outgoing mail for notifications; without it they wait in the outbox. */
  smtpUrl: string | undefined;
  notifyTo: string;
  notifyFrom: string;
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

/** The API's configuration: embedded defaults, each overridable by an environment variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    host: env.API_HOST ?? LOCAL_HOST,
    port: portFrom(env.API_PORT, defaultPorts.api),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    seedDir: path.resolve(env.SEED_DIR ?? path.join(repoRoot, 'api', 'seed')),
    artifactStoreDir: path.resolve(env.ARTIFACT_STORE_DIR ?? path.join(repoRoot, '.data', 'artifacts')),
    shellManifestPath: path.resolve(env.SHELL_MANIFEST ?? path.join(repoRoot, 'shell', 'dist', 'mf-manifest.json')),
    releaseToken: env.RELEASE_TOKEN || undefined,
    remoteOrigins: remoteOriginsFrom(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    siteOrigins: (env.SITE_ORIGINS ?? `http://${LOCAL_HOST}:${defaultPorts.shell}`).split(',').map((o) => o.trim()),
    formRateLimit: {
      max: positiveInteger(env.FORM_RATE_LIMIT_MAX, 20),
      timeWindow: positiveInteger(env.FORM_RATE_LIMIT_WINDOW_MS, 60_000),
    },
    smtpUrl: env.SMTP_URL || undefined,
    notifyTo: env.NOTIFY_TO ?? `enquiries@${mailDomain}`,
    notifyFrom: env.NOTIFY_FROM ?? `website@${mailDomain}`,
  };
}
