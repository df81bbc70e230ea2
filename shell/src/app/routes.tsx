import { redirect } from '@site/shared/router';
import type { RouteObject } from '@site/shared/router';
import { NOT_FOUND_PATH, pageRoutes, redirectRoutes, redirectTarget } from '@site/shared';
import type { PageRoute, RemoteName } from '@site/shared';
import { RouteMeta } from '../features/head/route-meta.tsx';
import { SiteLayout } from '../features/layout/site-layout.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { RemotePage } from '../features/remotes/remote-page.tsx';

function isRemoteRoute(route: PageRoute): route is PageRoute & { owner: RemoteName } {
  return route.owner !== 'shell';
}

/** The router's table, built from the shared route table: pages, redirects, and /404 for the rest. */
export function createSiteRoutes(): RouteObject[] {
  return [
    {
      element: <SiteLayout />,
      children: [
        ...pageRoutes.map<RouteObject>((route) => ({
          path: route.path,
          element: (
            <>
              <RouteMeta route={route} />
              {isRemoteRoute(route) ? <RemotePage key={route.id} route={route} /> : <NotFoundPage />}
            </>
          ),
        })),
        ...redirectRoutes.map<RouteObject>(({ from, to }) => ({
          path: from,
          loader: ({ params }) => redirect(redirectTarget(to, params)),
        })),
        { path: '*', loader: () => redirect(NOT_FOUND_PATH) },
      ],
    },
  ];
}
