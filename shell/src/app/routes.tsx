import { Navigate, Route, Routes, useParams } from '@site/shared/router';
import { NOT_FOUND_PATH, NotFoundPage, PageReady, pageRoutes, redirectRoutes, redirectTarget } from '@site/shared';
import type { PageRoute, RemoteName } from '@site/shared';
import { RouteMeta } from '../features/head/route-meta.tsx';
import { SiteLayout } from '../features/layout/site-layout.tsx';
import { RemotePage } from '../features/remotes/remote-page.tsx';

function isRemoteRoute(route: PageRoute): route is PageRoute & { owner: RemoteName } {
  return route.owner !== 'shell';
}

/** An old address: replaced in the history by its new one, with the path's parameters carried over. */
function Redirect({ to }: { to: string }) {
  const params = useParams();
  return <Navigate to={redirectTarget(to, params)} replace />;
}

/** The router's table, built from the shared route table: pages, redirects, and /404 for the rest. */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {pageRoutes.map((route) => (
          <Route
            key={route.id}
            path={route.path}
            element={
              <>
                <RouteMeta route={route} />
                {isRemoteRoute(route) ? (
                  <RemotePage key={route.id} route={route} />
                ) : (
                  <>
                    <NotFoundPage />
                    <PageReady />
                  </>
                )}
              </>
            }
          />
        ))}
        {redirectRoutes.map(({ from, to }) => (
          <Route key={from} path={from} element={<Redirect to={to} />} />
        ))}
        <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
      </Route>
    </Routes>
  );
}
