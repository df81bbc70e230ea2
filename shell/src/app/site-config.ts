import type { SiteConfig } from '@site/shared';

export function releaseManifestUrl(config: SiteConfig): string {
  return `/api/releases/${encodeURIComponent(config.environment)}`;
}
