// deploy/compose.yaml and deploy/haproxy.cfg, checked as far as this machine can without running them: the compose
// file parses, runs every image with the settings its process needs (each one docs/configuration.md documents), and the load
// balancer's configuration passes HAProxy's own check and reaches every instance on its image's port.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { remoteNames } from '@site/shared/contracts';
import { repoRoot } from '../lib/apps.ts';
import { images } from './images.ts';
import type { ImageSpec } from './images.ts';
import { runCommand } from './podman.ts';

export const COMPOSE_FILE = 'deploy/compose.yaml';
export const HAPROXY_CONFIG = 'deploy/haproxy.cfg';

const remoteOrigins = remoteNames.map((name) => `REMOTE_${name.toUpperCase()}_ORIGIN`);
const objectStore = ['ARTIFACT_STORE_URL', 'S3_ENDPOINT', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'];
const draining = ['SHUTDOWN_NOTICE_MS', 'TRUSTED_PROXIES', 'SITE_ORIGINS'];

/** What each process needs in production (docs/deploy.md, "Settings per process"). */
export const REQUIRED_SETTINGS: Record<ImageSpec['workspace'], readonly string[]> = {
  api: [
    ...draining,
    ...objectStore,
    ...remoteOrigins,
    'DATABASE_URL',
    'REDIS_URL',
    'UPLOAD_STORE_URL',
    'FORM_TOKEN_SECRET',
    'HEALTH_REPORT_SECRET',
    'ADMIN_HOST',
    'SHELL_MANIFEST',
  ],
  'shell-host': [
    ...draining,
    ...remoteOrigins,
    'API_ORIGIN',
    'FORM_TOKEN_SECRET',
    'HEALTH_REPORT_SECRET',
    'SERVER_BUNDLE_TOKEN',
  ],
  'remote-host': [...draining, ...objectStore, 'SERVER_BUNDLE_TOKEN'],
};

/** Secrets that must be one value wherever they are set. */
const SHARED_SECRETS = ['FORM_TOKEN_SECRET', 'HEALTH_REPORT_SECRET', 'SERVER_BUNDLE_TOKEN'];

/** The instances of each image in the compose file, by service name. */
export const COMPOSE_INSTANCES: Record<string, readonly string[]> = {
  api: ['api-1', 'api-2'],
  'shell-host': ['shell-1', 'shell-2'],
  ...Object.fromEntries(remoteNames.map((name) => [`remote-${name}`, [`remote-${name}`]])),
};
/** The services beside the site's own. */
const BACKING_SERVICES = ['lb', 'postgres', 'redis', 'minio'];

interface ComposeService {
  build?: { context?: string; dockerfile?: string; args?: Record<string, string> };
  image?: string;
  environment?: Record<string, string>;
}

/** The backticked names in docs/configuration.md's "Environment variables" table (as tools/src/lib/readme-env.test.ts reads it). */
function settingsDocumented(): Set<string> {
  const readme = readFileSync(path.join(repoRoot, 'docs', 'configuration.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Environment variables'));
  const table = section.slice(0, section.indexOf('\n## ', 1));
  const names = new Set<string>();
  for (const row of table.split('\n').filter((line) => line.startsWith('| `'))) {
    for (const match of (row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_<>]+)`/g)) names.add(match[1] ?? '');
  }
  return names;
}

/** Whether docs/configuration.md documents the setting: by its name, or by a pattern such as `REMOTE_<NAME>_ORIGIN`. */
function isDocumented(setting: string, documented: ReadonlySet<string>): boolean {
  return [...documented].some((name) => new RegExp(`^${name.replace(/<[A-Z]+>/g, '[A-Z0-9_]+')}$`).test(setting));
}

/** The compose file's problems: none when it runs every image as its process needs. */
export function composeProblems(): string[] {
  const problems: string[] = [];
  let compose: { services?: Record<string, ComposeService> };
  try {
    // Compose files use YAML merge keys (`<<: *anchor`).
    compose = parse(readFileSync(path.join(repoRoot, COMPOSE_FILE), 'utf8'), { merge: true, prettyErrors: true });
  } catch (error) {
    return [`${COMPOSE_FILE} does not parse: ${(error as Error).message}`];
  }
  const services = compose.services ?? {};
  for (const name of BACKING_SERVICES) if (!services[name]) problems.push(`no ${name} service`);
  const documented = settingsDocumented();
  const secrets = new Map<string, Set<string>>();
  for (const image of images) {
    for (const instance of COMPOSE_INSTANCES[image.name] ?? []) {
      const service = services[instance];
      if (!service) {
        problems.push(`no ${instance} service (${image.name})`);
        continue;
      }
      const { build, environment = {} } = service;
      if (build?.dockerfile !== image.containerfile || !existsSync(path.join(repoRoot, build.dockerfile))) {
        problems.push(`${instance} is not built from ${image.containerfile}`);
      }
      if (path.resolve(path.dirname(path.join(repoRoot, COMPOSE_FILE)), build?.context ?? '') !== repoRoot) {
        problems.push(`${instance}'s build context is not the repository root`);
      }
      if (image.remote && build?.args?.REMOTE !== image.remote)
        problems.push(`${instance}: REMOTE is not ${image.remote}`);
      for (const setting of REQUIRED_SETTINGS[image.workspace]) {
        if (!environment[setting]) problems.push(`${instance} lacks ${setting}`);
      }
      for (const setting of Object.keys(environment)) {
        if (!isDocumented(setting, documented))
          problems.push(`${instance} sets ${setting}, which docs/configuration.md's table does not document`);
      }
      for (const secret of SHARED_SECRETS) {
        if (environment[secret]) secrets.set(secret, (secrets.get(secret) ?? new Set()).add(environment[secret]));
      }
    }
  }
  for (const [secret, values] of secrets) if (values.size > 1) problems.push(`${secret} differs between processes`);
  return problems;
}

/** HAProxy's own check of its configuration, which may only warn that the containers' names do not resolve here. */
export async function haproxyProblems(): Promise<string[]> {
  const configFile = path.join(repoRoot, HAPROXY_CONFIG);
  const result = await runCommand('haproxy', ['-c', '-f', configFile]);
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.code !== 0) return [`haproxy -c -f ${HAPROXY_CONFIG} exited with ${result.code}:\n${output.trim()}`];
  const problems = output
    .split('\n')
    .filter((line) => /\[(WARNING|ALERT)\]/.test(line) && !/could not resolve address/.test(line))
    .map((line) => `haproxy -c: ${line.trim()}`);
  const config = readFileSync(configFile, 'utf8');
  for (const image of images) {
    for (const instance of COMPOSE_INSTANCES[image.name] ?? []) {
      if (!new RegExp(`^\\s*server \\S+ ${instance}:${image.port}\\s*$`, 'm').test(config)) {
        problems.push(`${HAPROXY_CONFIG} has no server ${instance}:${image.port}`);
      }
    }
  }
  return problems;
}
