// The site's own processes, each its package's production build (`node <package>/dist/main.js`) on its own host:
// two APIs, two shell hosts, the four remote hosts (on one host, a port each). Who trusts whom (TRUSTED_PROXIES):
// the shell hosts believe the front balancer's X-Forwarded-For, the APIs the shell hosts' and the API balancer's.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { remoteNames } from '@site/shared/contracts';
import { READY_PATH } from '@site/shared/server/lifecycle';
import { repoRoot } from '../lib/apps.ts';
import { ADMIN_PORT, HTTP_PORT, REMOTE_PORTS } from './plan.ts';
import type { Addresses, HostName } from './plan.ts';
import type { Network } from './namespaces.ts';
import { statusOf, waitFor } from './processes.ts';
import type { Proc, ProcessTable } from './processes.ts';

/** Ours: how long a process of the site may take to be ready after it is started (a busy machine, a first render). */
const SITE_START_TIMEOUT_MS = 90_000;

/** The settings every process of the site is given, beside its own. */
export interface SiteSettings {
  /** The services' settings: DATABASE_URL, REDIS_URL, S3_*, UPLOAD_STORE_URL, ARTIFACT_STORE_URL, SMTP_URL. */
  services: NodeJS.ProcessEnv;
  /** The secrets every process shares (FORM_TOKEN_SECRET, SERVER_BUNDLE_TOKEN, …). */
  secrets: NodeJS.ProcessEnv;
  /** Per-client form limit, for the rate-limit proof and so the load stays within it. */
  rateLimit: { max: number; windowMs: number };
}

export type SiteProcess = 'apiA' | 'apiB' | 'shellA' | 'shellB';

export function createSite(
  context: {
    network: Network;
    addresses: Addresses;
    processes: ProcessTable;
    root: string;
    baseEnv: NodeJS.ProcessEnv;
  },
  settings: SiteSettings,
) {
  const { network, addresses, processes, root, baseEnv } = context;
  const running = new Map<string, Proc>();
  const front = addresses.origin('frontBalancer');
  const common: NodeJS.ProcessEnv = {
    ...baseEnv,
    ...settings.secrets,
    SITE_ORIGINS: front,
    ...Object.fromEntries(
      remoteNames.map((name) => [`REMOTE_${name.toUpperCase()}_ORIGIN`, addresses.remoteOrigin(name)]),
    ),
  };
  const dataDir = (name: string) => {
    const dir = path.join(root, 'data', name);
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  const workspaceMain = (workspace: string) => path.join(repoRoot, workspace, 'dist', 'main.js');

  const envOf: Record<SiteProcess, () => NodeJS.ProcessEnv> = {
    apiA: () => apiEnv('apiA'),
    apiB: () => apiEnv('apiB'),
    shellA: () => shellEnv('shellA'),
    shellB: () => shellEnv('shellB'),
  };
  function apiEnv(host: 'apiA' | 'apiB'): NodeJS.ProcessEnv {
    return {
      ...common,
      ...settings.services,
      HOST: addresses.of(host),
      PORT: String(HTTP_PORT),
      // The release API's own listener (issue 51), on the host's address: the balancers know no such port.
      ADMIN_HOST: addresses.of(host),
      ADMIN_PORT: String(ADMIN_PORT),
      DATA_DIR: dataDir(host),
      TRUSTED_PROXIES: [addresses.of('shellA'), addresses.of('shellB'), addresses.of('apiBalancer')].join(','),
      FORM_RATE_LIMIT_MAX: String(settings.rateLimit.max),
      FORM_RATE_LIMIT_WINDOW_MS: String(settings.rateLimit.windowMs),
    };
  }
  function shellEnv(host: 'shellA' | 'shellB'): NodeJS.ProcessEnv {
    return {
      ...common,
      HOST: addresses.of(host),
      PORT: String(HTTP_PORT),
      DATA_DIR: dataDir(host),
      API_ORIGIN: addresses.origin('apiBalancer'),
      TRUSTED_PROXIES: addresses.of('frontBalancer'),
    };
  }

  /** Starts one of the site's balanced processes, and waits until it is ready. */
  async function start(name: SiteProcess) {
    const workspace = name.startsWith('api') ? 'api' : 'shell-host';
    const proc = processes.start(
      network.namespaceOf(name as HostName),
      name,
      process.execPath,
      [workspaceMain(workspace)],
      {
        cwd: path.join(repoRoot, workspace),
        env: envOf[name](),
      },
    );
    running.set(name, proc);
    const ready = `${addresses.origin(name as HostName)}${READY_PATH}`;
    await waitFor(
      `${name} is ready`,
      async () => {
        if (!proc.isRunning()) throw new Error(`${name} exited while starting (see its log)`);
        return (await statusOf(ready)) === 200;
      },
      SITE_START_TIMEOUT_MS,
    );
  }

  async function startRemotes() {
    for (const name of remoteNames) {
      running.set(
        `remote-${name}`,
        processes.start(
          network.namespaceOf('remotes'),
          `remote-${name}`,
          process.execPath,
          [workspaceMain('remote-host')],
          {
            cwd: path.join(repoRoot, 'remote-host'),
            env: {
              ...common,
              ...settings.services,
              REMOTE: name,
              HOST: addresses.of('remotes'),
              PORT: String(REMOTE_PORTS[name]),
              DATA_DIR: dataDir(`remote-${name}`),
            },
          },
        ),
      );
    }
    await Promise.all(
      remoteNames.map((name) =>
        waitFor(
          `the ${name} remote's host is ready`,
          async () => (await statusOf(`${addresses.remoteOrigin(name)}${READY_PATH}`)) === 200,
          SITE_START_TIMEOUT_MS,
        ),
      ),
    );
  }

  return {
    start,
    startRemotes,
    proc: (name: SiteProcess) => running.get(name),
    /** Where a shell host keeps what outlives it (DATA_DIR/shell-host), the lead spool among it. */
    spoolDir: (name: 'shellA' | 'shellB') => path.join(root, 'data', name, 'shell-host', 'lead-spool'),
  };
}

export type Site = ReturnType<typeof createSite>;
