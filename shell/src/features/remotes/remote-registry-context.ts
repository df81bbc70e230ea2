import { createContext, useContext } from 'react';
import type { RemoteRegistry } from './remote-registry.ts';

export const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('useRemoteRegistry needs a RemoteRegistryContext provider');
  return registry;
}
