import {
  DEFAULT_PAGE_META,
  HOME_ROUTE_ID,
  NOT_FOUND_PAGE_META,
  NOT_FOUND_ROUTE_ID,
  brand,
  breadcrumbFor,
  breadcrumbStructuredData,
  feedOfRoute,
  organizationStructuredData,
  useRouteMeta,
} from '@site/shared';
import type { PageRoute } from '@site/shared';
import { useLocation } from '@site/shared/router';

/**
 * The head every route starts with: its title, the default description,
 * keywords and sharing image, and its breadcrumb data (organisation data on
 * home), and the link to the feed its pages belong to. Pages refine them with `usePageMeta`. The not-found route is
 * `notFound`: noindex, and a 404 from the server.
 */
export function RouteMeta({ route }: { route: PageRoute }) {
  const { pathname } = useLocation();
  const isHome = route.id === HOME_ROUTE_ID;
  const feed = feedOfRoute[route.id];
  useRouteMeta({
    title: isHome ? brand.legalName : route.title,
    ...DEFAULT_PAGE_META,
    structuredData: [isHome ? organizationStructuredData() : breadcrumbStructuredData(breadcrumbFor(route), pathname)],
    // The feed the route's pages belong to (issue 52).
    ...(feed ? { feeds: [feed] } : {}),
    ...(route.id === NOT_FOUND_ROUTE_ID ? NOT_FOUND_PAGE_META : {}),
  });
  return null;
}
