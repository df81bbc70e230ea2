import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { PageFrame, PageReady } from '@site/shared';
import type { PageRoute, RemoteName } from '@site/shared';
import { PageLoading } from './page-loading.tsx';
import { RemoteFallback } from './remote-fallback.tsx';
import { useRemotePages } from './use-remote-pages.ts';

interface RemotePageProps {
  route: PageRoute & { owner: RemoteName };
}

/**
 * Renders one route's page from the remote that owns it. A remote that does
 * not load, or a page that throws, leaves the page frame with a Retry button;
 * the header, the footer and every other route keep working.
 */
export function RemotePage({ route }: RemotePageProps) {
  const { state, attempt, retry } = useRemotePages(route.owner);

  if (state.status === 'loading') return <PageLoading />;

  const fallback = (
    <PageFrame routeId={route.id}>
      <RemoteFallback onRetry={retry} />
      <PageReady />
    </PageFrame>
  );
  const Page = state.status === 'ready' ? state.pages[route.id] : undefined;
  if (!Page) return fallback;

  return (
    <ErrorBoundary
      fallback={fallback}
      resetKeys={[attempt]}
      onError={(error) => console.error(`Page "${route.id}" of remote "${route.owner}" failed`, error)}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
        {/* Commits only with the page: what waits for the page's content (the footer's widget) may start. */}
        <PageReady />
      </Suspense>
    </ErrorBoundary>
  );
}
