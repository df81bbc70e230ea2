import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteNames, remotePackages } from '@site/shared/contracts';
import type { AppName } from '@site/shared/contracts';
import { appPortFrom, localOrigin } from '@site/shared/server/settings';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const appNames: AppName[] = ['shell', ...remoteNames];

export function appFolder(app: AppName): string {
  return path.join(repoRoot, app === 'shell' ? 'shell' : remotePackages[app]);
}

/** An app's port in `npm start`'s layout (appPortFrom: `SHELL_PORT`, … `API_PORT`, `ADMIN_PORT`). */
export function portOf(app: AppName | 'api' | 'admin', env: NodeJS.ProcessEnv = process.env): number {
  return appPortFrom(env, app);
}

export function originOf(app: AppName | 'api' | 'admin', env: NodeJS.ProcessEnv = process.env): string {
  return localOrigin(app, env);
}

/** The file a production build of the app always produces. */
export function buildMarker(app: AppName): string {
  return path.join(appFolder(app), 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
}

export const runStateFile = path.join(repoRoot, '.data', 'run', 'processes.json');
