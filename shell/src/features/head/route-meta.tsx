import {
  DEFAULT_PAGE_META,
  HOME_ROUTE_ID,
  brand,
  breadcrumbFor,
  breadcrumbStructuredData,
  organizationStructuredData,
  useRouteMeta,
} from '@site/shared';
import type { PageRoute } from '@site/shared';
import { useLocation } from '@site/shared/router';

/**
 * The head every route starts with: its title, the default description,
 * keywords and sharing image, and its breadcrumb data (organisation data on
 * home). Pages refine them with `usePageMeta`.
 */
export function RouteMeta({ route }: { route: PageRoute }) {
  const { pathname } = useLocation();
  const isHome = route.id === HOME_ROUTE_ID;
  useRouteMeta({
    title: isHome ? brand.legalName : route.title,
    ...DEFAULT_PAGE_META,
    structuredData: [isHome ? organizationStructuredData() : breadcrumbStructuredData(breadcrumbFor(route), pathname)],
  });
  return null;
}
