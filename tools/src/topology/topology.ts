// The whole topology, brought up in order: the network, the services, the APIs, the remote hosts, the shell hosts
// and the balancers; and taken down again, whatever happened, by the test's end or a signal.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteNames } from '@site/shared/contracts';
import type { AppName } from '@site/shared/contracts';
import { newKeyText } from 'api/privacy-tools';
import { buildMarker, repoRoot } from '../lib/apps.ts';
import { createBalancers } from './balancers.ts';
import { createNetwork, removeLeftovers } from './namespaces.ts';
import type { Network } from './namespaces.ts';
import { addressesOf, subnetFrom } from './plan.ts';
import { createProcessTable } from './processes.ts';
import type { ProcessTable } from './processes.ts';
import { objectStoreService, postgresService, redisService, smtpService } from './services.ts';
import { createSite } from './site.ts';

/** Form posts per client per window, on every API together (Redis): the load stays well within it. */
export const RATE_LIMIT = { max: 40, windowMs: 60_000 };

/** Set where bridged traffic goes through iptables (br_netfilter loaded, as Docker does). */
const BRIDGE_FILTER_SETTING = '/proc/sys/net/bridge/bridge-nf-call-iptables';

/** Whether bridged traffic goes through iptables, whose FORWARD chain drops what no rule accepts. */
function bridgedTrafficMayBeDropped(): boolean {
  try {
    if (readFileSync(BRIDGE_FILTER_SETTING, 'utf8').trim() !== '1') return false;
    return execFileSync('iptables', ['-S', 'FORWARD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')
      .includes('-P FORWARD DROP');
  } catch {
    return false;
  }
}

/** The run's folder: readable by PostgreSQL's user, which must reach its own folder inside. */
const RUN_FOLDER_MODE = 0o755;

/** The secrets every process shares; made anew for each run. */
function secrets() {
  const secret = (label: string) => `topology-${label}-${randomBytes(16).toString('hex')}`;
  return {
    FORM_TOKEN_SECRET: secret('form-token'),
    SERVER_BUNDLE_TOKEN: secret('server-bundle'),
    // What the shell hosts sign report tokens and page-load counts with, and the APIs check (issue 51).
    HEALTH_REPORT_SECRET: secret('health-report'),
    // Every API on one database needs the same key and link secret (issue 51): their DATA_DIRs differ.
    PERSONAL_DATA_KEY: newKeyText(),
    UPLOAD_LINK_SECRET: secret('upload-link'),
  };
}

/** Fails before anything is made when the test cannot run here: not root, or no production build. */
export function checkPrerequisites() {
  if (process.getuid?.() !== 0) {
    throw new Error('The topology test makes network namespaces (`ip netns add`): run it as root.');
  }
  for (const build of [
    ...(['shell', ...remoteNames] as AppName[]).map(buildMarker),
    ...['api', 'shell-host', 'remote-host'].map((workspace) => path.join(repoRoot, workspace, 'dist', 'main.js')),
  ]) {
    if (!existsSync(build)) throw new Error(`No production build at ${build}: run \`npm run build\` first.`);
  }
}

export async function bringUp(log: (line: string) => void) {
  const root = mkdtempSync(path.join(tmpdir(), 'site-topology-'));
  // PostgreSQL runs as its own user, which must reach its folder in here.
  chmodSync(root, RUN_FOLDER_MODE);
  const processes: ProcessTable = createProcessTable(root);
  let network: Network | undefined;
  let tornDown = false;
  /** The logs (and balancers' configurations) stay for a failed run; the data (database files, objects) goes. */
  const removeData = (keepLogs: boolean) => {
    if (!keepLogs) return rmSync(root, { recursive: true, force: true });
    for (const entry of readdirSync(root)) {
      if (!entry.endsWith('.log') && !entry.endsWith('.cfg'))
        rmSync(path.join(root, entry), { recursive: true, force: true });
    }
  };
  /** Synchronous, for a signal or exit handler: every process killed, every namespace and link removed. */
  const tearDownNow = (keepLogs = true) => {
    if (tornDown) return [];
    tornDown = true;
    processes.killAllNow();
    const problems = network?.destroy() ?? [];
    removeData(keepLogs);
    return problems;
  };
  /** Asks every process to stop first (they flush their logs), then the same. */
  const tearDown = async (keepLogs: boolean) => {
    if (tornDown) return [];
    await processes.stopAll();
    return tearDownNow(keepLogs);
  };

  try {
    const leftovers = removeLeftovers();
    if (leftovers.length > 0) log(`Removed what an earlier run left: ${leftovers.join(', ')}`);
    network = createNetwork(subnetFrom(process.env));
    const addresses = addressesOf(network.subnet);
    const baseEnv: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
    const context = { network, addresses, processes, root, baseEnv };
    log(`Network: ${network.subnet}.0/24 on a bridge; a namespace per host. Logs: ${root}`);
    if (bridgedTrafficMayBeDropped()) {
      log(
        `Note: ${BRIDGE_FILTER_SETTING} is 1 and iptables' FORWARD policy is DROP: traffic between the hosts must be ` +
          'accepted there, or a host that cannot reach another shows as one that never gets ready.',
      );
    }

    const postgres = postgresService(context);
    const redis = redisService(context);
    const objectStore = objectStoreService(context);
    const smtp = smtpService(context);
    log('Starting PostgreSQL, Redis, the object store and the mail server, each on its own host…');
    await Promise.all([postgres.start(), redis.start(), objectStore.start(), smtp.start()]);

    const shared = secrets();
    const site = createSite(context, {
      services: {
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        ...objectStore.env,
        UPLOAD_STORE_URL: `s3://${objectStore.bucket}/uploads`,
        ARTIFACT_STORE_URL: `s3://${objectStore.bucket}/artifacts`,
        SMTP_URL: smtp.url,
      },
      secrets: shared,
      rateLimit: RATE_LIMIT,
    });
    log('Starting two APIs, the four remote hosts, two shell hosts and two balancers…');
    await Promise.all([site.start('apiA'), site.start('apiB'), site.startRemotes()]);
    await Promise.all([site.start('shellA'), site.start('shellB')]);
    const balancers = createBalancers(context);
    await balancers.start();
    return {
      root,
      addresses,
      network,
      processes,
      postgres,
      redis,
      objectStore,
      smtp,
      site,
      balancers,
      secrets: shared,
      services: {
        DATABASE_URL: postgres.url,
        ...objectStore.env,
        ARTIFACT_STORE_URL: `s3://${objectStore.bucket}/artifacts`,
      },
      tearDown,
      tearDownNow,
    };
  } catch (error) {
    await tearDown(true);
    throw Object.assign(error as Error, { logs: root });
  }
}

export type Topology = Awaited<ReturnType<typeof bringUp>>;
