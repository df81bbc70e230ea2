import { describe, expect, it } from '@jest/globals';
import { getRoute, pageRoutes } from '../routes/route-table.ts';
import { SITEMAP_KINDS } from './site-documents.ts';
import { itemRouteOfKind, routesOfSitemap, sitemapExclusion, sitemapKindOf } from './sitemap-plan.ts';

describe('which sitemap lists each route', () => {
  it('places every route of the route table once: by its own address, per item, or left out with a reason', () => {
    const itemRoutes = new Set<string>(Object.values(itemRouteOfKind));
    for (const route of pageRoutes) {
      const places = [sitemapKindOf(route), itemRoutes.has(route.id) ? 'items' : undefined, sitemapExclusion(route)];
      expect({ route: route.id, placed: places.filter(Boolean).length }).toEqual({ route: route.id, placed: 1 });
    }
  });

  it('leaves out only the not-found page, the thank-you pages and the application form', () => {
    expect(pageRoutes.filter((route) => sitemapExclusion(route)).map((route) => route.id)).toEqual([
      'apply-now',
      'careers-thankyou',
      'career-apply-thankyou',
      'thankyou',
      'consultation-thankyou',
      'services-thankyou',
      'partnership-thankyou',
      'media-thankyou',
      'feedback-thankyou',
      'not-found',
    ]);
  });

  it('puts the services in their own sitemap, each list page with its items, and the rest in pages', () => {
    expect(routesOfSitemap('services').map((route) => route.path)).toHaveLength(8);
    expect(routesOfSitemap('services').every((route) => route.path.startsWith('/services/'))).toBe(true);
    expect(routesOfSitemap('guides').map((route) => route.id)).toEqual(['guides']);
    expect(routesOfSitemap('jobs').map((route) => route.id)).toEqual(['careers', 'current-openings']);
    expect(routesOfSitemap('pages').map((route) => route.id)).toContain(getRoute('home').id);
    expect(routesOfSitemap('pages').map((route) => route.id)).toContain('contact');
    // Every kind has at least one route or items of its own.
    for (const kind of SITEMAP_KINDS) {
      expect({ kind, listed: routesOfSitemap(kind).length > 0 || kind in itemRouteOfKind }).toEqual({
        kind,
        listed: true,
      });
    }
  });
});
