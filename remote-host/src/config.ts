// A remote's host's settings, each read once from its environment with an embedded default.
import path from 'node:path';
import { remoteNames, remotePackages } from '@site/shared/contracts';
import type { RemoteName } from '@site/shared/contracts';
import { serverBundleToken } from '@site/shared/server/form-token';
import { DEFAULT_DRAIN_TIMEOUT_MS, DEFAULT_SHUTDOWN_NOTICE_MS } from '@site/shared/server/lifecycle';
import { logLevelFrom } from '@site/shared/server/logging';
import {
  bindAddressFrom,
  dataDirFrom,
  listenPortFrom,
  packageDirOf,
  setting,
  shutdownFrom,
  siteConfigFrom,
  siteOriginsFrom,
  trustedProxiesFrom,
} from '@site/shared/server/settings';
import type { Env } from '@site/shared/server/settings';
import { DEFAULT_METRICS_PORTS, metricsAddressFrom } from '@site/shared/server/metrics';
import type { MetricsAddress } from '@site/shared/server/metrics';
import { artifactStoreFrom } from '@site/shared/server/store-settings';
import type { ArtifactStoreSettings } from '@site/shared/server/store-settings';

const repoRoot = path.resolve(packageDirOf(import.meta.dirname), '..');

export interface RemoteHostConfig extends ArtifactStoreSettings {
  /** REMOTE: which remote this host serves. */
  remote: RemoteName;
  host: string;
  /** PORT (`<REMOTE>_PORT` in `npm start`'s layout). */
  port: number;
  /** METRICS_HOST and METRICS_PORT: where Prometheus scrapes it (docs/decisions/046); loopback unless set. */
  metrics: MetricsAddress;
  /** REMOTE_DIST: the remote's current build; its folder in the repository by default. */
  distDir: string;
  siteOrigins: readonly string[];
  trustedProxies: readonly string[];
  serverBundleToken: string;
  videoPlayerOrigin: string | undefined;
  logLevel: string;
  shutdown: { shutdownNoticeMs: number; drainTimeoutMs: number };
}

export function loadRemoteHostConfig(env: Env = process.env): RemoteHostConfig {
  const remote = setting(env, 'REMOTE');
  if (!remote || !(remoteNames as readonly string[]).includes(remote)) {
    throw new Error(`REMOTE must name the remote this host serves: one of ${remoteNames.join(', ')}`);
  }
  const name = remote as RemoteName;
  const dataDir = dataDirFrom(env, path.join(repoRoot, '.data'));
  return {
    remote: name,
    host: bindAddressFrom(env),
    port: listenPortFrom(env, name),
    metrics: metricsAddressFrom(env, DEFAULT_METRICS_PORTS[name]),
    distDir: path.resolve(setting(env, 'REMOTE_DIST') ?? path.join(repoRoot, remotePackages[name], 'dist')),
    ...artifactStoreFrom(env, dataDir),
    siteOrigins: siteOriginsFrom(env),
    trustedProxies: trustedProxiesFrom(env),
    serverBundleToken: serverBundleToken(env, dataDir),
    // Read as the shell's host reads it: its origin, or none when malformed.
    videoPlayerOrigin: siteConfigFrom(env).videoPlayerOrigin,
    logLevel: logLevelFrom(env),
    shutdown: shutdownFrom(env, { noticeMs: DEFAULT_SHUTDOWN_NOTICE_MS, drainMs: DEFAULT_DRAIN_TIMEOUT_MS }),
  };
}
