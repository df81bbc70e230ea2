import { describe, expect, it } from '@jest/globals';
import { NOT_FOUND_PATH, getRoute } from '../routes/route-table.ts';
import { footerHiddenRouteIds, isTalkToExpertsHidden } from './footer.ts';

/** site-spec.md section 2.19, written out so that a change to the list or the route table shows here. */
const hiddenPaths = [
  '/privacy-policy',
  '/terms-&-condition',
  '/sitemap',
  '/security-measures',
  '/csr-social-responsibilities',
  '/book-free-consultation-call',
  '/careers',
  '/careers/current-openings',
  '/jd',
  '/apply-now',
  '/podcast',
  '/news',
  '/events',
  '/guides',
  '/bpm-and-bpo-services',
  '/contact-us',
  '/book-free-consultation-call/thankyou',
];

describe('isTalkToExpertsHidden', () => {
  it.each(hiddenPaths)('hides the section on %s', (path) => {
    expect(isTalkToExpertsHidden(path)).toBe(true);
  });

  it('hides it on the path of every listed route id', () => {
    for (const id of footerHiddenRouteIds.filter((routeId) => routeId !== 'event-detail')) {
      expect(isTalkToExpertsHidden(getRoute(id).path)).toBe(true);
    }
  });

  it.each(['/events/x', '/events/insurtech-summit-2025'])('hides it on the event page %s', (path) => {
    expect(isTalkToExpertsHidden(path)).toBe(true);
  });

  it.each([
    '/',
    NOT_FOUND_PATH,
    '/our-leadership',
    '/about-who-we-are',
    '/guides/claims-automation',
    '/news/arcwell-opens-new-york-office',
    '/podcast/episode-1',
    '/blogs',
    '/case-studies',
    '/services/insurance-bpo-outsourcing',
    '/careers/thankyou',
    '/thankyou',
    getRoute('life').path,
    getRoute('testimonials').path,
  ])('shows it on %s', (path) => {
    expect(isTalkToExpertsHidden(path)).toBe(false);
  });

  it('matches whole paths only', () => {
    expect(isTalkToExpertsHidden('/events/x/more')).toBe(false);
    expect(isTalkToExpertsHidden('/events/')).toBe(true);
    expect(isTalkToExpertsHidden('/guidesx')).toBe(false);
    expect(isTalkToExpertsHidden('/my/guides')).toBe(false);
  });

  it('matches as the router does: ignoring case, a trailing slash and escapes', () => {
    expect(isTalkToExpertsHidden('/Contact-Us/')).toBe(true);
    expect(isTalkToExpertsHidden('/terms-%26-condition')).toBe(true);
  });
});
