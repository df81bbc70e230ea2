import { lazy } from 'react';
import type { ComponentType } from 'react';
import { remotePages } from '@site/shared';

/**
 * Each page is its own chunk, named `page-<route id>` (a page several routes share: a common
 * part of their ids) so the shell's host can preload it; the routes module fetches no page code.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

/**
 * A page that queries: rendered inside the app's store (docs/decisions/009). Its chunk imports the API client
 * already, so asking for it here fetches nothing more.
 */
function queryingPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() =>
    Promise.all([load(), import('@site/shared/api')]).then(([module, { withApi }]) => ({
      default: withApi(pick(module)),
    })),
  );
}

/** The generic thank-you routes of forms-spec.md section 2 (the career ones are the careers remote's). */
export const thankYouRouteIds = [
  'thankyou',
  'consultation-thankyou',
  'services-thankyou',
  'partnership-thankyou',
  'media-thankyou',
  'feedback-thankyou',
] as const;

const thankYouPages = Object.fromEntries(
  thankYouRouteIds.map((routeId) => [
    routeId,
    page(
      () => import(/* webpackChunkName: "page-thankyou" */ '../features/thank-you/thank-you-page.tsx'),
      ({ ThankYouPage }) =>
        function ThankYouRoute() {
          return <ThankYouPage routeId={routeId} />;
        },
    ),
  ]),
);

export const pages = remotePages('forms', {
  consultation: page(
    () => import(/* webpackChunkName: "page-consultation" */ '../features/consultation/consultation-page.tsx'),
    (m) => m.ConsultationPage,
  ),
  contact: queryingPage(
    () => import(/* webpackChunkName: "page-contact" */ '../features/contact/contact-page.tsx'),
    (m) => m.ContactPage,
  ),
  ...thankYouPages,
});
