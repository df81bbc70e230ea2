// The shell's host's settings, each read once from its environment with an embedded default (README, docs/deploy.md).
import path from 'node:path';
import type { SiteConfig } from '@site/shared/contracts';
import { formTokenSecret, serverBundleToken } from '@site/shared/server/form-token';
import { healthReportSecret } from '@site/shared/server/health-report-token';
import { DEFAULT_DRAIN_TIMEOUT_MS, DEFAULT_SHUTDOWN_NOTICE_MS } from '@site/shared/server/lifecycle';
import { logLevelFrom } from '@site/shared/server/logging';
import {
  apiOriginFrom,
  bindAddressFrom,
  dataDirFrom,
  formRateLimitFrom,
  listenPortFrom,
  packageDirOf,
  remoteOriginsFrom,
  setting,
  shutdownFrom,
  siteConfigFrom,
  siteOriginsFrom,
  trustedProxiesFrom,
} from '@site/shared/server/settings';
import type { Env } from '@site/shared/server/settings';
import { DEFAULT_METRICS_PORTS, metricsAddressFrom } from '@site/shared/server/metrics';
import type { MetricsAddress } from '@site/shared/server/metrics';

/** The shell-host package's folder (this file is in its src/ or, built, in dist/). */
const packageDir = packageDirOf(import.meta.dirname);
/** The repository, for `npm start`'s defaults: the shell's build beside this package, `.data/` at the top. */
const repoRoot = path.resolve(packageDir, '..');

export interface ShellHostConfig {
  /** HOST: the address it listens on. */
  host: string;
  /** PORT (SHELL_PORT in `npm start`'s layout). */
  port: number;
  /** METRICS_HOST and METRICS_PORT: where Prometheus scrapes it (docs/decisions/046); loopback unless set. */
  metrics: MetricsAddress;
  /** SHELL_DIST: the shell's build. */
  distDir: string;
  /** DATA_DIR: the secrets it shares with the API when they are not set. */
  dataDir: string;
  /**
   * DATA_DIR/shell-host/<SITE_ENV>: what outlives a restart (the last good manifest and answers, the lead spool),
   * one folder per environment a host serves.
   */
  stateDir: string;
  /** API_ORIGIN: the API (or its load balancer) the host reads from and forwards /api to. */
  apiOrigin: string;
  /** SITE_ENV and the third-party addresses: the configuration written into the page. */
  siteConfig: SiteConfig;
  /** SITE_ORIGINS: the site's public origins. */
  siteOrigins: readonly string[];
  trustedProxies: readonly string[];
  remoteOrigins: readonly string[];
  formTokenSecret: string;
  /** HEALTH_REPORT_SECRET: signs the pages' report tokens and the counts of rendered pages (docs/decisions/045). */
  healthReportSecret: string;
  serverBundleToken: string;
  logLevel: string;
  /** FORM_RATE_LIMIT_MAX, FORM_RATE_LIMIT_WINDOW_MS: leads per visitor per window it spools while the API is away. */
  leadRateLimit: { max: number; windowMs: number };
  shutdown: { shutdownNoticeMs: number; drainTimeoutMs: number };
}

export function loadShellHostConfig(env: Env = process.env): ShellHostConfig {
  const dataDir = dataDirFrom(env, path.join(repoRoot, '.data'));
  const siteConfig = siteConfigFrom(env);
  return {
    host: bindAddressFrom(env),
    port: listenPortFrom(env, 'shell'),
    metrics: metricsAddressFrom(env, DEFAULT_METRICS_PORTS.shell),
    distDir: path.resolve(setting(env, 'SHELL_DIST') ?? path.join(repoRoot, 'shell', 'dist')),
    dataDir,
    stateDir: path.join(dataDir, 'shell-host', siteConfig.environment),
    apiOrigin: apiOriginFrom(env),
    siteConfig,
    siteOrigins: siteOriginsFrom(env),
    trustedProxies: trustedProxiesFrom(env),
    remoteOrigins: Object.values(remoteOriginsFrom(env)),
    formTokenSecret: formTokenSecret(env, dataDir),
    healthReportSecret: healthReportSecret(setting(env, 'HEALTH_REPORT_SECRET'), dataDir),
    serverBundleToken: serverBundleToken(env, dataDir),
    logLevel: logLevelFrom(env),
    leadRateLimit: formRateLimitFrom(env),
    shutdown: shutdownFrom(env, { noticeMs: DEFAULT_SHUTDOWN_NOTICE_MS, drainMs: DEFAULT_DRAIN_TIMEOUT_MS }),
  };
}
