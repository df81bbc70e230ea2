import { lazy } from 'react';
import type { ComponentType } from 'react';
import { pageRoutes, remotePages } from '@site/shared';

/**
 * Each page is its own chunk, named `page-<route id>` (a page several routes share: a common
 * part of their ids) so the shell's host can preload it; the routes module fetches no page code.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const serviceSlugs = pageRoutes
  .filter((route) => route.id.startsWith('service-'))
  .map((route) => route.id.slice('service-'.length));

const servicePages = Object.fromEntries(
  serviceSlugs.map((slug) => [
    `service-${slug}`,
    page(
      () => import(/* webpackChunkName: "page-service" */ '../features/services/service-page.tsx'),
      ({ ServicePage }) =>
        function ServiceRoute() {
          return <ServicePage slug={slug} />;
        },
    ),
  ]),
);

export const pages = remotePages('content', {
  home: page(
    () => import(/* webpackChunkName: "page-home" */ '../features/home/home-page.tsx'),
    (m) => m.HomePage,
  ),
  about: page(
    () => import(/* webpackChunkName: "page-about" */ '../features/about/about-page.tsx'),
    (m) => m.AboutPage,
  ),
  leadership: page(
    () => import(/* webpackChunkName: "page-leadership" */ '../features/leadership/leadership-page.tsx'),
    (m) => m.LeadershipPage,
  ),
  csr: page(
    () => import(/* webpackChunkName: "page-csr" */ '../features/csr/csr-page.tsx'),
    (m) => m.CsrPage,
  ),
  life: page(
    () => import(/* webpackChunkName: "page-life" */ '../features/life/life-page.tsx'),
    (m) => m.LifePage,
  ),
  services: page(
    () => import(/* webpackChunkName: "page-services" */ '../features/services/services-page.tsx'),
    (m) => m.ServicesPage,
  ),
  ...servicePages,
  testimonials: page(
    () => import(/* webpackChunkName: "page-testimonials" */ '../features/testimonials/testimonials-page.tsx'),
    (m) => m.TestimonialsPage,
  ),
  terms: page(
    () => import(/* webpackChunkName: "page-terms" */ '../features/policies/terms-page.tsx'),
    (m) => m.TermsPage,
  ),
  privacy: page(
    () => import(/* webpackChunkName: "page-privacy" */ '../features/policies/privacy-page.tsx'),
    (m) => m.PrivacyPage,
  ),
  security: page(
    () => import(/* webpackChunkName: "page-security" */ '../features/policies/security-page.tsx'),
    (m) => m.SecurityPage,
  ),
  sitemap: page(
    () => import(/* webpackChunkName: "page-sitemap" */ '../features/sitemap/sitemap-page.tsx'),
    (m) => m.SitemapPage,
  ),
  'ai-proposal': page(
    () => import(/* webpackChunkName: "page-ai-proposal" */ '../features/ai-proposal/ai-proposal-page.tsx'),
    (m) => m.AiProposalPage,
  ),
});
