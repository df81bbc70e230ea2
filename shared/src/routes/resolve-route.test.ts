import { describe, expect, it } from '@jest/globals';
import { brand } from '../brand/brand.ts';
import { NOT_FOUND_PATH, getRoute, pageRoutes, redirectRoutes } from './route-table.ts';
import { breadcrumbFor, resolveRoute } from './resolve-route.ts';

describe('resolveRoute', () => {
  it.each([
    ['/blog/claims-automation', '/blogs/claims-automation'],
    ['/blog', '/blogs'],
    ['/career', '/careers'],
    ['/cases', '/case-studies'],
    ['/services/data-visualization-services', '/services/business-intelligence-services'],
    ['/services/customer-support-outsourcing', '/services/insurance-customer-support-services'],
    ['/services/digital-marketing', '/services/outsource-digital-marketing-services'],
  ])('redirects %s to %s', (from, to) => {
    expect(resolveRoute(from)).toEqual({ kind: 'redirect', to });
  });

  it('has a test above for every redirect of the table', () => {
    expect(redirectRoutes).toHaveLength(7);
  });

  it.each(['/no-such-page', '/guides/a/b', '/services/unknown-service', '/blogs-archive'])(
    'sends the unknown path %s to /404',
    (path) => {
      expect(resolveRoute(path)).toEqual({ kind: 'not-found', to: NOT_FOUND_PATH });
    },
  );

  it('resolves every page path of the table to its own route', () => {
    for (const route of pageRoutes) {
      const path = route.path.replace(':slug', 'some-slug');
      const resolved = resolveRoute(path);
      expect(resolved).toMatchObject({ kind: 'page', route: { id: route.id } });
    }
  });

  it('gives detail routes their slug and owner remote', () => {
    expect(resolveRoute('/guides/claims-101')).toMatchObject({
      kind: 'page',
      route: { id: 'guide-detail', owner: 'insights' },
      params: { slug: 'claims-101' },
    });
    expect(resolveRoute('/apply-now')).toMatchObject({ route: { owner: 'careers' } });
    expect(resolveRoute('/contact-us')).toMatchObject({ route: { owner: 'forms' } });
    expect(resolveRoute('/')).toMatchObject({ route: { owner: 'content' } });
  });

  it('prefers a fixed path over a slug pattern', () => {
    expect(resolveRoute('/services/thankyou')).toMatchObject({ route: { id: 'services-thankyou', owner: 'forms' } });
    expect(resolveRoute('/careers/current-openings')).toMatchObject({ route: { id: 'current-openings' } });
  });

  it('builds the brand into the brand routes and keeps the policy paths as the spec spells them', () => {
    expect(resolveRoute(`/life-at-${brand.slug}`)).toMatchObject({ route: { id: 'life' } });
    expect(resolveRoute(`/alliances-and-partnership-with-${brand.productSlug}/thankyou`)).toMatchObject({
      route: { owner: 'forms' },
    });
    expect(resolveRoute('/terms-&-condition')).toMatchObject({ route: { id: 'terms' } });
    expect(resolveRoute(`/${brand.productSlug}-ai-services/ai-insurance-proposal-generator`)).toMatchObject({
      route: { id: 'ai-proposal', owner: 'content' },
    });
  });

  it('routes both career thank-you pages to the careers remote and the generic ones to forms', () => {
    expect(resolveRoute('/career-apply-thankyou')).toMatchObject({ route: { owner: 'careers' } });
    expect(resolveRoute('/careers/thankyou')).toMatchObject({ route: { owner: 'careers' } });
    for (const path of ['/thankyou', '/book-free-consultation-call/thankyou', '/website-feedback/thankyou']) {
      expect(resolveRoute(path)).toMatchObject({ route: { owner: 'forms' } });
    }
  });
});

describe('breadcrumbFor', () => {
  it('walks Home > About > Our leadership', () => {
    expect(breadcrumbFor(getRoute('leadership'))).toEqual([
      { title: 'Home', path: '/' },
      { title: 'About', path: '/about-who-we-are' },
      { title: 'Our leadership' },
    ]);
  });

  it('uses a page-specific title for the last crumb and none for home', () => {
    expect(breadcrumbFor(getRoute('guide-detail'), 'Claims 101').at(-1)).toEqual({ title: 'Claims 101' });
    expect(breadcrumbFor(getRoute('home'))).toEqual([]);
  });
});
