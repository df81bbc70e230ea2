import type { ComponentType } from 'react';
import type { RemoteName } from '../config/apps.ts';
import { routeIdsOwnedBy } from '../routes/route-table.ts';
import { framedPage } from '../ui/page-frame.tsx';
import type { RemotePages } from './remote-contract.ts';

/**
 * A remote's page map: its built pages, and the bare page frame for every
 * other route the table gives it. Naming a route the remote does not own is
 * a mistake, caught here rather than as a page that never shows.
 */
export function remotePages(owner: RemoteName, built: Record<string, ComponentType>): RemotePages {
  const owned = routeIdsOwnedBy(owner);
  const stray = Object.keys(built).filter((id) => !owned.includes(id));
  if (stray.length > 0) throw new Error(`${owner} does not own routes: ${stray.join(', ')}`);
  return Object.fromEntries(owned.map((id) => [id, built[id] ?? framedPage(id)]));
}
