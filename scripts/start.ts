// `npm start`: builds what is not built, then starts the API, the shell and
// every remote on 127.0.0.1, each remote on its own origin.
// `npm run dev`: the same with rspack dev servers and hot reload.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { remoteNames } from '@site/shared/contracts';
import type { AppName } from '@site/shared/contracts';
import { appFolder, appNames, buildMarker, originOf, portOf, repoRoot, runStateFile } from './lib/apps.ts';
import { run, startProcess, waitForUrl } from './lib/processes.ts';

const dev = process.argv.includes('--dev');
const STARTUP_TIMEOUT_MS = 120_000;
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

const env: NodeJS.ProcessEnv = {
  ...process.env,
  ...Object.fromEntries(remoteNames.map((name) => [`REMOTE_${name.toUpperCase()}_ORIGIN`, originOf(name)])),
};

if (!dev) {
  for (const app of appNames) {
    if (existsSync(buildMarker(app))) continue;
    console.log(`Building ${app} (no production build yet)…`);
    await run('npm', ['run', 'build', '-w', path.basename(appFolder(app))], repoRoot);
  }
}

const children = new Map<string, ChildProcess>();
let stopping = false;

function stopAll(code: number): never {
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  process.exit(code);
}
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));

function track(name: string, child: ChildProcess) {
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) console.error(`[${name}] stopped (${signal ?? `exit ${code}`}); the rest of the site keeps running`);
  });
}

track(
  'api',
  startProcess('api', bin('tsx'), [dev ? 'watch' : '', 'api/src/main.ts'].filter(Boolean), { cwd: repoRoot, env }),
);

function startApp(app: AppName): ChildProcess {
  if (dev) {
    return startProcess(app, bin('rspack'), ['serve'], {
      cwd: appFolder(app),
      env: { ...env, NODE_ENV: 'development', API_ORIGIN: originOf('api') },
    });
  }
  return startProcess(app, bin('tsx'), ['scripts/serve-app.ts', app], { cwd: repoRoot, env });
}

for (const app of appNames) track(app, startApp(app));

try {
  await waitForUrl(`${originOf('api')}/api/health`, STARTUP_TIMEOUT_MS);
  await Promise.all(
    appNames.map((app) =>
      waitForUrl(app === 'shell' ? `${originOf(app)}/` : `${originOf(app)}/mf-manifest.json`, STARTUP_TIMEOUT_MS),
    ),
  );
} catch (error) {
  console.error('Startup failure:', error instanceof Error ? error.message : error);
  stopAll(1);
}

mkdirSync(path.dirname(runStateFile), { recursive: true });
writeFileSync(
  runStateFile,
  JSON.stringify(
    Object.fromEntries([...children].map(([name, child]) => [name, { pid: child.pid, port: portOf(name as AppName) }])),
    null,
    2,
  ),
);

console.log(`\nThe site is up${dev ? ' (development, hot reload)' : ''}: open ${originOf('shell')}/\n`);
