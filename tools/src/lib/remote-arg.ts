import { remoteNames, remotePackages } from '@site/shared/contracts';
import type { RemoteName } from '@site/shared/contracts';

/** Accepts a remote by name (`insights`) or by workspace (`mfe-insights`). */
export function parseRemote(value: string | undefined): RemoteName {
  const remote = remoteNames.find((name) => name === value || remotePackages[name] === value);
  if (!remote) throw new Error(`Unknown remote "${value ?? ''}". Remotes: ${remoteNames.join(', ')}`);
  return remote;
}
