import { describeRemoteRoutes } from '@site/shared/testing';
import { brand, getRoute } from '@site/shared';
import { pages } from './routes.tsx';

describeRemoteRoutes('careers', pages, {
  headings: {
    careers: `Careers at ${brand.name}`,
    'careers-thankyou': 'Thank you for your interest',
    'career-apply-thankyou': 'We could not read this confirmation',
  },
  // Pages about one opening, opened without one.
  redirects: { 'job-description': getRoute('careers').path, 'apply-now': getRoute('current-openings').path },
});
