import { useCallback, useEffect, useState } from 'react';
import type { RemoteName, RemotePages } from '@site/shared';
import { useRemoteRegistry } from './remote-registry-context.ts';

export type RemotePagesState =
  | { status: 'loading' }
  | { status: 'ready'; pages: RemotePages }
  | { status: 'error'; error: Error };

/** Loads a remote's pages and offers a retry that goes back to the network. */
export function useRemotePages(name: RemoteName) {
  const registry = useRemoteRegistry();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemotePagesState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    registry.loadPages(name).then(
      (pages) => {
        if (current) setState({ status: 'ready', pages });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      current = false;
    };
  }, [registry, name, attempt]);

  const retry = useCallback(() => {
    registry.reset(name);
    setAttempt((count) => count + 1);
  }, [registry, name]);

  return { state, attempt, retry };
}
