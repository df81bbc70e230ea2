import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The packages DESIGN.md makes federation singletons with strictVersion,
 * plus the entry points of them that apps import directly. The form
 * libraries are singletons too: the shared Field components and a remote's
 * <Form> must use one react-final-form context.
 *
 * react-router is shared through its facade `@site/shared/router`, with
 * react-router's version: a shared module is bundled whole, never tree-shaken,
 * and the facade keeps only the exports the apps use.
 *
 * For the same reason @site/shared is
 * four: the core every page loads, the API client (the store and RTK Query),
 * which only pages that query load (docs/decisions/009), and the form toolkit
 * and the form rules, which only pages with a form load (docs/decisions/002).
 *
 * Redux Toolkit is shared through RTK Query (`@reduxjs/toolkit/query/react`),
 * the one part of it apps use at run time; the store takes the few functions
 * it needs from the package itself, inside the API client (docs/decisions/009).
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  'final-form',
  'react-final-form',
  '@site/shared',
  '@site/shared/router',
  '@site/shared/api',
  '@site/shared/forms',
  '@site/shared/form-rules',
] as const;

/** The `@site/shared` entries among the singletons: what the shell's server build hands a remote's server bundle. */
export type SharedLibraryEntry = Extract<(typeof SINGLETON_PACKAGES)[number], `@site/shared${string}`>;

interface SharedEntry {
  singleton: true;
  strictVersion: true;
  requiredVersion: string;
  version: string;
}

/** A facade shared in place of the package it wraps carries that package's version (strictVersion holds). */
const FACADE_OF: Record<string, string> = { '@site/shared/router': 'react-router' };

/** The npm package an import request is of: `@reduxjs/toolkit` for `@reduxjs/toolkit/query/react`. */
export function packageOfRequest(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

function packageNameOf(request: string): string {
  return FACADE_OF[request] ?? packageOfRequest(request);
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
