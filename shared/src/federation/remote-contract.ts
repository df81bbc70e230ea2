import type { ComponentType } from 'react';

/**
 * What every remote's `./routes` expose provides: one component per route id
 * it owns (see `routeIdsOwnedBy`). Pages are lazy inside the remote, so
 * loading the routes module fetches no page code.
 */
export type RemotePages = Readonly<Record<string, ComponentType>>;

export interface RemoteRoutesModule {
  pages: RemotePages;
}
