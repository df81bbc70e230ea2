import { Suspense, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteName } from '../config/apps.ts';
import { useNearViewport } from '../ui/use-near-viewport.ts';

type ExposeLoader = (remote: RemoteName, expose: string) => Promise<unknown>;

let loadExpose: ExposeLoader | undefined;

/** The shell hands in its remote registry's loader at start-up; the shared library is one singleton. */
export function registerWidgetLoader(loader: ExposeLoader): void {
  loadExpose = loader;
}

/**
 * The widgets remotes expose to each other (forms-spec.md: the experts
 * form, the subscribe box, the case-study download), by contract:
 * `forms/./talk-to-expert` (no props), `forms/./subscribe-box` (no props),
 * `forms/./case-study-download` ({ slug, pdfUrl, label }).
 */
export interface WidgetProps {
  remote: RemoteName;
  /** The expose, e.g. './subscribe-box'; its default export is the widget. */
  expose: string;
  /** Passed to the widget. */
  props?: Record<string, unknown>;
  /** Shown while loading and if the widget cannot be had. */
  fallback?: ReactNode;
}

/**
 * Mounts a widget another remote exposes, fetched only when it comes near
 * the viewport once the page is on screen (never for the first paint). A
 * widget that does not load leaves its fallback; the page around it is never
 * affected.
 */
export function RemoteWidget(props: WidgetProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  // The wrapper is what is watched; the widget loads once it nears the viewport after the page is on screen.
  return <div ref={ref}>{near ? <LoadedWidget {...props} /> : (props.fallback ?? null)}</div>;
}

function LoadedWidget({ remote, expose, props = {}, fallback = null }: WidgetProps) {
  const [Widget, setWidget] = useState<ComponentType<Record<string, unknown>> | null>(null);

  useEffect(() => {
    let current = true;
    if (!loadExpose) {
      console.error(`No widget loader registered; ${remote}/${expose} not mounted`);
      return undefined;
    }
    loadExpose(remote, expose).then(
      (module) => {
        const component = (module as { default?: ComponentType<Record<string, unknown>> } | undefined)?.default;
        if (current && component) setWidget(() => component);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [remote, expose]);

  if (!Widget) return <>{fallback}</>;
  return (
    <ErrorBoundary fallback={fallback} onError={(error) => console.error(`Widget ${remote}/${expose} failed`, error)}>
      <Suspense fallback={fallback}>
        <Widget {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
