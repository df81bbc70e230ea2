// The settings more than one process reads, each parsed here once, with its embedded default (docs/decisions/041).
// A process's own settings are in its package (api/src/config.ts, shell-host/src/config.ts, remote-host/src/config.ts).
import { isIP } from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_HOST, defaultPorts, remoteNames } from '../src/config/apps.ts';
import type { RemoteName } from '../src/config/apps.ts';
import { parseSiteConfig } from '../src/config/site-config.ts';
import type { SiteConfig } from '../src/config/site-config.ts';

export type Env = Readonly<Record<string, string | undefined>>;

/** A setting's value, or undefined when unset or empty. */
export function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** `HOST`: the address a process listens on; 127.0.0.1 unless set (`0.0.0.0` or `::` in a container). */
export function bindAddressFrom(env: Env, name = 'HOST'): string {
  const value = setting(env, name) ?? LOCAL_HOST;
  if (isIP(value) === 0 && !/^[a-z0-9.-]+$/i.test(value)) {
    throw new Error(`${name}: not an address to listen on: "${value}"`);
  }
  return value;
}

/** A port setting: 0–65535 (0: any free port), or `fallback` when unset. */
export function portFrom(env: Env, name: string, fallback: number): number {
  const value = setting(env, name);
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number, not "${value}"`);
  return port;
}

/** A positive whole number setting (a limit, a time in ms), or `fallback` when unset. */
export function positiveIntegerFrom(env: Env, name: string, fallback: number): number {
  const value = setting(env, name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0)
    throw new Error(`${name}: expected a positive whole number, not "${value}"`);
  return number;
}

/** A whole number setting that may be 0, or `fallback` when unset. */
export function nonNegativeIntegerFrom(env: Env, name: string, fallback: number): number {
  const value = setting(env, name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name}: expected a whole number ≥ 0, not "${value}"`);
  return number;
}

/** An origin setting (`http://host:port`), checked, without a trailing slash. */
export function originFrom(env: Env, name: string, fallback: string): string {
  const value = setting(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}: not a URL: "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name}: must start with http:// or https://, not "${url.protocol}//"`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * `SHELL_PORT`, `CONTENT_PORT`, … `API_PORT` and `ADMIN_PORT` (the API's admin address): an app's port in
 * `npm start`'s layout; its embedded default (defaultPorts) unless set.
 */
export function appPortFrom(env: Env, app: keyof typeof defaultPorts): number {
  return portFrom(env, `${app.toUpperCase()}_PORT`, defaultPorts[app]);
}

/** `PORT`: the port a process listens on; its app's port in `npm start`'s layout (`appPortFrom`) unless set. */
export function listenPortFrom(env: Env, app: keyof typeof defaultPorts): number {
  return portFrom(env, 'PORT', appPortFrom(env, app));
}

/** The local origin of an app or the API on its default (or `<APP>_PORT`) port: what `npm start` runs. */
export function localOrigin(app: keyof typeof defaultPorts, env: Env = {}): string {
  return `http://${LOCAL_HOST}:${appPortFrom(env, app)}`;
}

/** `API_ORIGIN`: the API (or its load balancer) a host reads from and forwards /api to; the local one by default. */
export function apiOriginFrom(env: Env): string {
  return originFrom(env, 'API_ORIGIN', localOrigin('api', env));
}

/**
 * `SITE_ORIGINS`: the site's public origins, comma-separated. Posts are accepted from them (the shell's host), the
 * API answers their pages (CORS), and the remotes' hosts share their files with them. Default: the local shell.
 */
export function siteOriginsFrom(env: Env): readonly string[] {
  const value = setting(env, 'SITE_ORIGINS');
  if (value === undefined) return [localOrigin('shell', env)];
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        throw new Error(`SITE_ORIGINS: not an origin: "${origin}"`);
      }
    });
}

/**
 * The page configuration: `SITE_ENV` and the third-party addresses (scripts, the video player), each dropped when
 * malformed. Unset addresses load nothing; defaults are defaultSiteConfig's.
 */
export function siteConfigFrom(env: Env): SiteConfig {
  return parseSiteConfig(
    JSON.stringify({
      environment: setting(env, 'SITE_ENV'),
      analytics: {
        tagManagerUrl: setting(env, 'TAG_MANAGER_URL'),
        sessionAnalyticsUrl: setting(env, 'SESSION_ANALYTICS_URL'),
        webAnalyticsUrl: setting(env, 'WEB_ANALYTICS_URL'),
        socialPixelUrl: setting(env, 'SOCIAL_PIXEL_URL'),
      },
      reviewWidgetUrl: setting(env, 'REVIEW_WIDGET_URL'),
      videoPlayerOrigin: setting(env, 'VIDEO_PLAYER_ORIGIN'),
    }),
  );
}

/**
 * `FORM_RATE_LIMIT_MAX` and `FORM_RATE_LIMIT_WINDOW_MS`: form posts per visitor per window, which the API allows
 * and the shell's host spools while the API is away; 20 a minute unless set.
 */
export function formRateLimitFrom(env: Env): { max: number; windowMs: number } {
  return {
    max: positiveIntegerFrom(env, 'FORM_RATE_LIMIT_MAX', 20),
    windowMs: positiveIntegerFrom(env, 'FORM_RATE_LIMIT_WINDOW_MS', 60_000),
  };
}

/** Ours: a process behind no configured proxy trusts the one on its own machine (ADR 011). */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = [LOCAL_HOST];
/** `TRUSTED_PROXIES=none`: believe no forwarded address. */
export const TRUST_NO_PROXY = 'none';

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * `TRUSTED_PROXIES`: the proxies (addresses or CIDR ranges, comma-separated) whose `X-Forwarded-For` a process
 * believes; `none` trusts none. The client's address is the nearest one in the chain not in this list, so a visitor
 * behind a load balancer or CDN has their own address and their own rate-limit bucket.
 */
export function trustedProxiesFrom(env: Env): readonly string[] {
  const value = setting(env, 'TRUSTED_PROXIES');
  if (value === undefined) return DEFAULT_TRUSTED_PROXIES;
  if (value.toLowerCase() === TRUST_NO_PROXY) return [];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    throw new Error(`TRUSTED_PROXIES: not an IP address or CIDR range: ${invalid.map((e) => `"${e}"`).join(', ')}`);
  }
  return entries;
}

/** Fastify's `trustProxy` for a list of trusted proxies (false for none: the header is ignored). */
export const fastifyTrustProxy = (proxies: readonly string[]): string[] | false =>
  proxies.length > 0 ? [...proxies] : false;

/** `DATA_DIR`: where a process keeps its state (database, secrets, spool); `fallback` unless set. */
export function dataDirFrom(env: Env, fallback: string): string {
  return path.resolve(setting(env, 'DATA_DIR') ?? fallback);
}

/** `REMOTE_<NAME>_ORIGIN`: where each remote's host is; the local `npm start` ports by default. */
export function remoteOriginsFrom(env: Env): Record<RemoteName, string> {
  return Object.fromEntries(
    remoteNames.map((name) => [name, originFrom(env, `REMOTE_${name.toUpperCase()}_ORIGIN`, localOrigin(name, env))]),
  ) as Record<RemoteName, string>;
}

/** How a process drains on SIGTERM (shared/server/lifecycle.ts): SHUTDOWN_NOTICE_MS, then DRAIN_TIMEOUT_MS at most. */
export function shutdownFrom(env: Env, defaults: { noticeMs: number; drainMs: number }) {
  return {
    shutdownNoticeMs: nonNegativeIntegerFrom(env, 'SHUTDOWN_NOTICE_MS', defaults.noticeMs),
    drainTimeoutMs: positiveIntegerFrom(env, 'DRAIN_TIMEOUT_MS', defaults.drainMs),
  };
}

/**
 * The package a module belongs to: the nearest folder up from `dir` with a package.json. The same from a package's
 * src/ and from its built dist/ (or a chunk in it), so defaults relative to the package hold either way.
 */
export function packageDirOf(dir: string): string {
  for (let current = dir; ; current = path.dirname(current)) {
    if (existsSync(path.join(current, 'package.json'))) return current;
    if (path.dirname(current) === current) throw new Error(`no package.json above ${dir}`);
  }
}
