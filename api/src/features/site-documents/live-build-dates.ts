import type { FastifyBaseLogger } from 'fastify';
import { defaultSiteConfig, remoteNames } from '@site/shared/contracts';
import type { AppName, RemoteName } from '@site/shared/contracts';
import type { createReleaseRegistry } from '../releases/release-registry.ts';

/** Ours: how long the sitemap waits for a remote's host to say when its build was made. */
export const BUILD_DATE_TIMEOUT_MS = 2000;

type Registry = Pick<ReturnType<typeof createReleaseRegistry>, 'status'>;

/**
 * When the version of each remote the public site serves was put live: the
 * date of a static page's content, which is that remote's code (issue 52:
 * every sitemap entry has a `lastmod` from its content). A pinned version:
 * when it was pinned. A remote served as its host's current build: the
 * `Last-Modified` its host gives for that build's manifest. Unknown (a host
 * that does not answer) is left out rather than guessed.
 */
export async function liveBuildDates(
  registry: Registry,
  remoteOrigins: Record<RemoteName, string>,
  log: FastifyBaseLogger,
  environment = defaultSiteConfig.environment,
): Promise<Partial<Record<AppName, Date>>> {
  const pins = new Map((await registry.status(environment))?.pins.map((pin) => [pin.remote, pin.pinnedAt]) ?? []);
  const dates = await Promise.all(
    remoteNames.map(async (remote): Promise<[RemoteName, Date | undefined]> => {
      const pinnedAt = pins.get(remote);
      if (pinnedAt) return [remote, new Date(pinnedAt)];
      try {
        const answer = await fetch(`${remoteOrigins[remote]}/mf-manifest.json`, {
          method: 'HEAD',
          signal: AbortSignal.timeout(BUILD_DATE_TIMEOUT_MS),
        });
        const modified = answer.ok ? answer.headers.get('last-modified') : null;
        return [remote, modified ? new Date(modified) : undefined];
      } catch (error) {
        log.warn({ err: error, remote }, "The remote's host did not say when its build was made");
        return [remote, undefined];
      }
    }),
  );
  return Object.fromEntries(dates.filter(([, date]) => date && !Number.isNaN(date.getTime())));
}
