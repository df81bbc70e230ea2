import { Suspense, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteName } from '@site/shared';
import { useRemoteRegistry } from './remote-registry-context.ts';

interface RemoteWidgetProps {
  remote: RemoteName;
  /** The expose, e.g. './talk-to-expert'; its default export is the widget. */
  expose: string;
  /** Shown while loading and if the widget cannot be had. */
  fallback?: ReactNode;
}

/**
 * Mounts a widget another remote exposes (the footer's experts form, say).
 * A widget that does not load leaves its fallback; the page around it is
 * never affected.
 */
export function RemoteWidget({ remote, expose, fallback = null }: RemoteWidgetProps) {
  const registry = useRemoteRegistry();
  const [Widget, setWidget] = useState<ComponentType | null>(null);

  useEffect(() => {
    let current = true;
    registry.loadExpose(remote, expose).then(
      (module) => {
        const component = (module as { default?: ComponentType } | undefined)?.default;
        if (current && component) setWidget(() => component);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [registry, remote, expose]);

  if (!Widget) return <>{fallback}</>;
  return (
    <ErrorBoundary fallback={fallback} onError={(error) => console.error(`Widget ${remote}/${expose} failed`, error)}>
      <Suspense fallback={fallback}>
        <Widget />
      </Suspense>
    </ErrorBoundary>
  );
}
