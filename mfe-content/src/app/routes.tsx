import { lazy } from 'react';
import type { ComponentType } from 'react';
import { pageRoutes, remotePages } from '@site/shared';

/** Each page is its own chunk: loading the routes module fetches no page code. */
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
      () => import('../features/services/service-page.tsx'),
      ({ ServicePage }) =>
        function ServiceRoute() {
          return <ServicePage slug={slug} />;
        },
    ),
  ]),
);

export const pages = remotePages('content', {
  home: page(
    () => import('../features/home/home-page.tsx'),
    (m) => m.HomePage,
  ),
  about: page(
    () => import('../features/about/about-page.tsx'),
    (m) => m.AboutPage,
  ),
  leadership: page(
    () => import('../features/leadership/leadership-page.tsx'),
    (m) => m.LeadershipPage,
  ),
  csr: page(
    () => import('../features/csr/csr-page.tsx'),
    (m) => m.CsrPage,
  ),
  life: page(
    () => import('../features/life/life-page.tsx'),
    (m) => m.LifePage,
  ),
  services: page(
    () => import('../features/services/services-page.tsx'),
    (m) => m.ServicesPage,
  ),
  ...servicePages,
  testimonials: page(
    () => import('../features/testimonials/testimonials-page.tsx'),
    (m) => m.TestimonialsPage,
  ),
  terms: page(
    () => import('../features/policies/terms-page.tsx'),
    (m) => m.TermsPage,
  ),
  privacy: page(
    () => import('../features/policies/privacy-page.tsx'),
    (m) => m.PrivacyPage,
  ),
  security: page(
    () => import('../features/policies/security-page.tsx'),
    (m) => m.SecurityPage,
  ),
  sitemap: page(
    () => import('../features/sitemap/sitemap-page.tsx'),
    (m) => m.SitemapPage,
  ),
  'ai-proposal': page(
    () => import('../features/ai-proposal/ai-proposal-page.tsx'),
    (m) => m.AiProposalPage,
  ),
});
