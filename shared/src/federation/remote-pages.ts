import type { ComponentType } from 'react';
import type { RemoteName } from '../config/apps.ts';
import { routeIdsOwnedBy } from '../routes/route-table.ts';
import type { RemotePages } from './remote-contract.ts';

/**
 * A remote's page map, checked against the route table when the remote's
 * routes module loads (at build, at start and in its tests): every route the
 * table gives the remote has a page, and the remote names no route it does
 * not own. A missing page stops the remote rather than showing a blank one.
 */
export function remotePages(owner: RemoteName, built: Record<string, ComponentType>): RemotePages {
  const owned = routeIdsOwnedBy(owner);
  const stray = Object.keys(built).filter((id) => !owned.includes(id));
  if (stray.length > 0) throw new Error(`${owner} does not own routes: ${stray.join(', ')}`);
  const missing = owned.filter((id) => !built[id]);
  if (missing.length > 0) throw new Error(`${owner} has no page for routes: ${missing.join(', ')}`);
  return { ...built };
}
