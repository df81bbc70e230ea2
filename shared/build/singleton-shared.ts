import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The packages DESIGN.md makes federation singletons with strictVersion,
 * plus the entry points of them that apps import directly. The form
 * libraries are singletons too: the shared Field components and a remote's
 * <Form> must use one react-final-form context.
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  'final-form',
  'react-final-form',
  '@site/shared',
] as const;

interface SharedEntry {
  singleton: true;
  strictVersion: true;
  requiredVersion: string;
  version: string;
}

function packageNameOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

/** Finds `node_modules/<name>/package.json` the way Node would from `fromDir` (exports maps may hide it). */
function installedVersion(fromDir: string, packageName: string): string {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', packageName, 'package.json');
    if (existsSync(candidate)) return (JSON.parse(readFileSync(candidate, 'utf8')) as { version: string }).version;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${packageName} is not installed for ${fromDir}`);
    dir = parent;
  }
}

/**
 * Reads the installed version of each singleton as seen from `appDir` and
 * asks for any compatible version (`^x.y.z`), so a remote built against
 * react 19.3.1 accepts the shell's 19.3.2 but never react 20.
 */
export function singletonShared(appDir: string): Record<string, SharedEntry> {
  const entries: Record<string, SharedEntry> = {};
  for (const request of SINGLETON_PACKAGES) {
    const version = installedVersion(appDir, packageNameOf(request));
    entries[request] = { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version };
  }
  return entries;
}
