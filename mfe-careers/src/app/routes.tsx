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

export const pages = remotePages('careers', {
  careers: page(
    () => import(/* webpackChunkName: "page-careers" */ '../features/careers-landing/careers-page.tsx'),
    (m) => m.CareersPage,
  ),
  'current-openings': queryingPage(
    () => import(/* webpackChunkName: "page-current-openings" */ '../features/openings/current-openings-page.tsx'),
    (m) => m.CurrentOpeningsPage,
  ),
  'job-description': queryingPage(
    () => import(/* webpackChunkName: "page-job-description" */ '../features/openings/job-description-page.tsx'),
    (m) => m.JobDescriptionPage,
  ),
  'apply-now': queryingPage(
    () => import(/* webpackChunkName: "page-apply-now" */ '../features/application-wizard/apply-now-page.tsx'),
    (m) => m.ApplyNowPage,
  ),
  'careers-thankyou': page(
    () =>
      import(/* webpackChunkName: "page-careers-thankyou" */ '../features/career-thank-you/careers-thank-you-page.tsx'),
    (m) => m.CareersThankYouPage,
  ),
  'career-apply-thankyou': page(
    () =>
      import(
        /* webpackChunkName: "page-career-apply-thankyou" */ '../features/career-thank-you/career-apply-thank-you-page.tsx'
      ),
    (m) => m.CareerApplyThankYouPage,
  ),
});
