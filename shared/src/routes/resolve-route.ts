import { generatePath, matchPath } from '@site/shared/router';
import { HOME_ROUTE_ID, NOT_FOUND_PATH, getRoute, pageRoutes, redirectRoutes } from './route-table.ts';
import type { PageRoute } from './route-table.ts';

export type RouteResolution =
  | { kind: 'page'; route: PageRoute; params: Record<string, string | undefined> }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found'; to: string };

/** Fills a redirect target's `:params` from the matched source params. */
export function redirectTarget(to: string, params: Record<string, string | undefined>): string {
  return generatePath(to, params);
}

/**
 * What the router does with a path: render a page, redirect, or go to /404.
 * The shell's router is built from the same table; this is the single
 * function tests and the API use to ask the same question.
 */
export function resolveRoute(pathname: string): RouteResolution {
  for (const redirect of redirectRoutes) {
    const match = matchPath({ path: redirect.from, end: true }, pathname);
    if (match) return { kind: 'redirect', to: redirectTarget(redirect.to, match.params) };
  }
  // Static segments win over dynamic ones, as in react-router's own ranking.
  const candidates = pageRoutes
    .map((route) => ({ route, match: matchPath({ path: route.path, end: true }, pathname) }))
    .filter((candidate) => candidate.match !== null)
    .sort((a, b) => dynamicSegments(a.route.path) - dynamicSegments(b.route.path));
  const best = candidates[0];
  if (best?.match) return { kind: 'page', route: best.route, params: best.match.params };
  return { kind: 'not-found', to: NOT_FOUND_PATH };
}

function dynamicSegments(path: string): number {
  return path.split('/').filter((segment) => segment.startsWith(':')).length;
}

export interface Crumb {
  title: string;
  /** Absent for the current page. */
  path?: string;
}

/** Home > ancestors > current, from the route table's parent links. */
export function breadcrumbFor(route: PageRoute, currentTitle: string = route.title): Crumb[] {
  if (route.id === HOME_ROUTE_ID) return [];
  const ancestors: Crumb[] = [];
  let parentId = route.parent;
  while (parentId) {
    const parent = getRoute(parentId);
    ancestors.unshift({ title: parent.title, path: parent.path });
    parentId = parent.parent;
  }
  const home = getRoute(HOME_ROUTE_ID);
  return [{ title: home.title, path: home.path }, ...ancestors, { title: currentTitle }];
}
