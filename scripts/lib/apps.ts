import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_HOST, defaultPorts, remoteNames, remotePackages } from '@site/shared/contracts';
import type { AppName } from '@site/shared/contracts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const appNames: AppName[] = ['shell', ...remoteNames];

export function appFolder(app: AppName): string {
  return path.join(repoRoot, app === 'shell' ? 'shell' : remotePackages[app]);
}

function portFromEnv(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const value = env[name];
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`${name} must be a port number, not "${value}"`);
  return port;
}

/** `SHELL_PORT`, `CONTENT_PORT`, … override the embedded default ports. */
export function portOf(app: AppName | 'api', env: NodeJS.ProcessEnv = process.env): number {
  return portFromEnv(`${app.toUpperCase()}_PORT`, defaultPorts[app], env);
}

export function originOf(app: AppName | 'api', env: NodeJS.ProcessEnv = process.env): string {
  return `http://${LOCAL_HOST}:${portOf(app, env)}`;
}

/** The file a production build of the app always produces. */
export function buildMarker(app: AppName): string {
  return path.join(appFolder(app), 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
}

export const runStateFile = path.join(repoRoot, '.data', 'run', 'processes.json');
