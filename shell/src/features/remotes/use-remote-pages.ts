import { useCallback, useEffect, useState } from 'react';
import type { RemoteName, RemotePages } from '@site/shared';
import { useRemoteRegistry } from './remote-registry-context.ts';

export type RemotePagesState =
  { status: 'loading' } | { status: 'ready'; pages: RemotePages } | { status: 'error'; error: Error };

type Settled = Exclude<RemotePagesState, { status: 'loading' }>;

const LOADING: RemotePagesState = { status: 'loading' };

/** Loads a remote's pages and offers a retry that goes back to the network. */
export function useRemotePages(name: RemoteName) {
  const registry = useRemoteRegistry();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; state: Settled } | null>(null);
  const key = `${name}#${attempt}`;

  useEffect(() => {
    let current = true;
    registry.loadPages(name).then(
      (pages) => {
        if (current) setSettled({ key, state: { status: 'ready', pages } });
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error : new Error(String(error));
        if (current) setSettled({ key, state: { status: 'error', error: reason } });
      },
    );
    return () => {
      current = false;
    };
  }, [registry, name, key]);

  const retry = useCallback(() => {
    registry.reset(name);
    setAttempt((count) => count + 1);
  }, [registry, name]);

  // A result for an earlier attempt is stale: this attempt is still loading.
  const state: RemotePagesState = settled?.key === key ? settled.state : LOADING;
  return { state, attempt, retry };
}
