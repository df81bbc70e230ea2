// Every route of the route table as a URL a visitor can open: dynamic routes with a real slug from the API.
import type { APIRequestContext } from '@playwright/test';
import { everyRouteUrl as routeUrls } from '@site/shared/contracts';
import type { RouteUrl } from '@site/shared/contracts';

export function everyRouteUrl(request: APIRequestContext): Promise<RouteUrl[]> {
  return routeUrls(async (path) => (await request.get(path)).json());
}
