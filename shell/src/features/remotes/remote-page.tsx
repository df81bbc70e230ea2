import { Suspense, use, useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ErrorBoundary, PageFrame, PageReady } from '@site/shared';
import type { PageRoute, RemoteName, RemotePages } from '@site/shared';
import { reportPageHealth } from './health-reports.ts';
import { PageLoading } from './page-loading.tsx';
import { RemoteFallback } from './remote-fallback.tsx';
import { useRemoteRegistry } from './remote-registry-context.ts';

interface RemotePageProps {
  route: PageRoute & { owner: RemoteName };
}

/**
 * Renders one route's page from the remote that owns it. A remote that does
 * not load, or a page that throws, leaves the page frame with a Retry button;
 * the header, the footer and every other route keep working.
 *
 * The remote's pages arrive through Suspense, so the page the server rendered
 * stays on screen while the browser fetches the remote to hydrate it
 * (docs/decisions/008), and a page loaded in the browser shows the loading frame.
 */
export function RemotePage({ route }: RemotePageProps) {
  const registry = useRemoteRegistry();
  const [attempt, setAttempt] = useState(0);
  // One request per attempt: Retry forgets the failed remote and asks the network again.
  const pages = useMemo(() => {
    void attempt;
    return registry.loadPages(route.owner);
  }, [registry, route.owner, attempt]);
  const retry = useCallback(() => {
    registry.reset(route.owner);
    setAttempt((count) => count + 1);
  }, [registry, route.owner]);

  const fallback = (
    <PageFrame routeId={route.id}>
      <RemoteFallback onRetry={retry} />
      <PageReady />
    </PageFrame>
  );
  return (
    <ErrorBoundary
      fallback={fallback}
      resetKeys={[attempt]}
      onError={(error) => {
        console.error(`Page "${route.id}" of remote "${route.owner}" failed`, error);
        reportPageHealth('uncaught', route.owner);
      }}
    >
      <Suspense fallback={<PageLoading />}>
        <RemoteRoutePage pages={pages} routeId={route.id} fallback={fallback} />
      </Suspense>
    </ErrorBoundary>
  );
}

function RemoteRoutePage({
  pages,
  routeId,
  fallback,
}: {
  pages: Promise<RemotePages>;
  routeId: string;
  fallback: ReactNode;
}) {
  const Page = use(pages)[routeId];
  if (!Page) return fallback;
  return (
    <>
      <Page />
      {/* Commits only with the page: what waits for the page's content (the footer's widget) may start. */}
      <PageReady />
    </>
  );
}
