// `npm start`: builds what is not built, then runs the API, the shell's host and one host per remote on 127.0.0.1,
// each remote on its own origin, each process its package's plain `node dist/main.js` (docs/decisions/041). A process
// that dies is started again (lib/supervisor.ts). `npm run dev`: the same layout with rspack dev servers, hot
// reload, and the API restarting on change.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remoteNames, remotePackages } from '@site/shared/contracts';
import type { AppName } from '@site/shared/contracts';
import { HEALTH_PATH, READY_PATH } from '@site/shared/server/lifecycle';
import { DEFAULT_METRICS_PORTS, METRICS_PATH } from '@site/shared/server/metrics';
import { appFolder, appNames, originOf, portOf, repoRoot, runStateFile } from './lib/apps.ts';
import { run, waitForUrl } from './lib/processes.ts';
import { supervise } from './lib/supervisor.ts';
import type { ProcessSpec } from './lib/supervisor.ts';

const dev = process.argv.includes('--dev');
/** Where every process serves its metrics under `npm start`: loopback, each on its own port. */
const METRICS_HOST = process.env.METRICS_HOST?.trim() || '127.0.0.1';
const STARTUP_TIMEOUT_MS = 120_000;
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, '.data'));

/** What every process shares: where the others are, and one data folder (its secrets are shared through it). */
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  API_ORIGIN: originOf('api'),
  ...Object.fromEntries(remoteNames.map((name) => [`REMOTE_${name.toUpperCase()}_ORIGIN`, originOf(name)])),
};

/** The file each package's production build always writes. */
const builds: { workspace: string; marker: string }[] = [
  ...appNames.map((app) => ({
    workspace: path.basename(appFolder(app)),
    marker: path.join(appFolder(app), 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json'),
  })),
  ...['api', 'shell-host', 'remote-host'].map((workspace) => ({
    workspace,
    marker: path.join(repoRoot, workspace, 'dist', 'main.js'),
  })),
];

if (!dev) {
  for (const { workspace, marker } of builds) {
    if (existsSync(marker)) continue;
    console.log(`Building ${workspace} (no production build yet)…`);
    await run('npm', ['run', 'build', '-w', workspace], repoRoot);
  }
}

const node = (workspace: string, name: string, extra: NodeJS.ProcessEnv): ProcessSpec => ({
  name,
  command: process.execPath,
  args: ['--enable-source-maps', path.join(repoRoot, workspace, 'dist', 'main.js')],
  cwd: path.join(repoRoot, workspace),
  env: { ...env, NODE_ENV: 'production', ...extra },
});

function specFor(app: AppName): ProcessSpec {
  const port = String(portOf(app));
  if (dev) {
    return {
      name: app,
      command: bin('rspack'),
      args: ['serve'],
      cwd: appFolder(app),
      env: { ...env, NODE_ENV: 'development' },
    };
  }
  const metricsPort = String(DEFAULT_METRICS_PORTS[app]);
  if (app === 'shell') return node('shell-host', 'shell', { PORT: port, METRICS_PORT: metricsPort });
  return node('remote-host', app, { PORT: port, REMOTE: app, METRICS_PORT: metricsPort });
}

const apiSpec: ProcessSpec = dev
  ? {
      name: 'api',
      command: bin('tsx'),
      args: ['watch', 'src/main.ts'],
      cwd: path.join(repoRoot, 'api'),
      env: { ...env, PORT: String(portOf('api')), ADMIN_PORT: String(portOf('admin')) },
    }
  : node('api', 'api', {
      PORT: String(portOf('api')),
      ADMIN_PORT: String(portOf('admin')),
      METRICS_PORT: String(DEFAULT_METRICS_PORTS.api),
    });

const writeRunState = () => {
  mkdirSync(path.dirname(runStateFile), { recursive: true });
  writeFileSync(
    runStateFile,
    JSON.stringify(
      Object.fromEntries(
        Object.entries(supervisor.pids()).map(([name, pid]) => [
          name,
          { pid, port: portOf(name as AppName | 'api'), origin: originOf(name as AppName | 'api') },
        ]),
      ),
      null,
      2,
    ),
  );
};
const supervisor = supervise([apiSpec, ...appNames.map(specFor)], {
  // The file the end-to-end suites read to find a process follows every restart.
  onStarted: () => queueMicrotask(writeRunState),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void supervisor.stop().then(() => process.exit(0)));
}

try {
  await waitForUrl(`${originOf('api')}${READY_PATH}`, STARTUP_TIMEOUT_MS);
  await waitForUrl(`${originOf('admin')}${READY_PATH}`, STARTUP_TIMEOUT_MS);
  await Promise.all(
    appNames.map((app) => waitForUrl(dev ? `${originOf(app)}/` : `${originOf(app)}${READY_PATH}`, STARTUP_TIMEOUT_MS)),
  );
} catch (error) {
  console.error('Startup failure:', error instanceof Error ? error.message : error);
  await supervisor.stop();
  process.exit(1);
}

const lines = [
  `The site is up${dev ? ' (development, hot reload)' : ''}: open ${originOf('shell')}/`,
  '',
  ...(['api', ...appNames] as const).map(
    (name) =>
      `  ${name.padEnd(9)} ${originOf(name)}${name === 'shell' || name === 'api' ? '' : `  (${remotePackages[name as keyof typeof remotePackages]})`}` +
      (dev ? '' : `  health ${HEALTH_PATH}, ${READY_PATH}`),
  ),
  `  ${'admin'.padEnd(9)} ${originOf('admin')}  the API's admin address: \`npm run release\` (release managers only)`,
  ...(dev
    ? []
    : [
        '',
        'Metrics for Prometheus (not public; METRICS_HOST, METRICS_PORT):',
        ...(['api', ...appNames] as const).map(
          (name) => `  ${name.padEnd(9)} http://${METRICS_HOST}:${DEFAULT_METRICS_PORTS[name]}${METRICS_PATH}`,
        ),
      ]),
  '',
  `Data: ${dataDir}. A process that stops is started again.`,
  'The first release token: `npm run release -- token create --owner "<your name>" --bootstrap`.',
];
console.log(`\n${lines.join('\n')}\n`);
