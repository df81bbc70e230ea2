import { brand } from '../brand/brand.ts';
import type { AppName } from '../config/apps.ts';

/**
 * The route table of site-spec.md section 2.1 and the thank-you routes of
 * forms-spec.md, as data. The shell builds its router from it and every app
 * reads breadcrumb titles from it.
 */
export interface PageRoute {
  /** Stable key: remotes map it to a page component. */
  id: string;
  /** react-router path pattern. */
  path: string;
  owner: AppName;
  /** Breadcrumb label and default page heading. */
  title: string;
  /** The route whose title stands before this one in the breadcrumb (Home is implied). */
  parent?: string;
  /**
   * The page component several routes share: its remote names that page's
   * dynamic import `page-<page>`. Absent, the page is the route's own,
   * `page-<id>`. The shell's host preloads and links the page's files by it.
   */
  page?: string;
}

/** The key of the page that serves a route: `page-<key>` is its chunk in the owning remote's build. */
export function pageKeyOf(route: PageRoute): string {
  return route.page ?? route.id;
}

export interface RedirectRoute {
  from: string;
  to: string;
}

export const NOT_FOUND_PATH = '/404';
export const HOME_ROUTE_ID = 'home';
export const NOT_FOUND_ROUTE_ID = 'not-found';

const serviceRoutes: PageRoute[] = [
  ['insurance-bpo-outsourcing', 'Insurance BPO Outsourcing'],
  ['accounting-bookkeeping-services', 'Accounting & Bookkeeping Services'],
  ['data-annotation-services', 'Data Annotation Services'],
  ['business-intelligence-services', 'Business Intelligence Services'],
  ['outsource-digital-marketing-services', 'Digital Marketing Services'],
  ['ai-outsourcing-and-consulting-services', 'AI Outsourcing & Consulting Services'],
  ['recruitment-process-outsourcing-services', 'Recruitment Process Outsourcing'],
  ['insurance-customer-support-services', 'Insurance Customer Support Services'],
].map(([slug, title]) => ({
  id: `service-${slug}`,
  path: `/services/${slug}`,
  owner: 'content',
  title: title as string,
  parent: 'services',
  page: 'service',
}));

const genericThankYou = (id: string, path: string): PageRoute => ({
  id,
  path,
  owner: 'forms',
  title: 'Thank you',
  page: 'thankyou',
});

export const pageRoutes: readonly PageRoute[] = [
  { id: HOME_ROUTE_ID, path: '/', owner: 'content', title: 'Home' },
  { id: 'about', path: '/about-who-we-are', owner: 'content', title: 'About' },
  { id: 'leadership', path: '/our-leadership', owner: 'content', title: 'Our leadership', parent: 'about' },
  {
    id: 'csr',
    path: '/csr-social-responsibilities',
    owner: 'content',
    title: 'Social responsibility',
    parent: 'about',
  },
  { id: 'life', path: `/life-at-${brand.slug}`, owner: 'content', title: `Life at ${brand.name}`, parent: 'about' },
  { id: 'services', path: '/bpm-and-bpo-services', owner: 'content', title: 'Services' },
  ...serviceRoutes,
  { id: 'testimonials', path: '/client-testimonial-reviews', owner: 'content', title: 'Client testimonials' },
  { id: 'terms', path: '/terms-&-condition', owner: 'content', title: 'Terms & Conditions' },
  { id: 'privacy', path: '/privacy-policy', owner: 'content', title: 'Privacy Policy' },
  { id: 'security', path: '/security-measures', owner: 'content', title: 'Security Measures' },
  { id: 'sitemap', path: '/sitemap', owner: 'content', title: 'Sitemap' },
  {
    id: 'ai-proposal',
    path: `/${brand.productSlug}-ai-services/ai-insurance-proposal-generator`,
    owner: 'content',
    title: 'AI Insurance Proposal Generator',
  },

  { id: 'blogs', path: '/blogs', owner: 'insights', title: 'Blogs' },
  { id: 'blog-detail', path: '/blogs/:slug', owner: 'insights', title: 'Blog', parent: 'blogs' },
  { id: 'events', path: '/events', owner: 'insights', title: 'Events' },
  { id: 'event-detail', path: '/events/:slug', owner: 'insights', title: 'Event', parent: 'events' },
  { id: 'guides', path: '/guides', owner: 'insights', title: 'Guides' },
  { id: 'guide-detail', path: '/guides/:slug', owner: 'insights', title: 'Guide', parent: 'guides' },
  { id: 'podcast', path: '/podcast', owner: 'insights', title: 'Podcast' },
  { id: 'podcast-episode', path: '/podcast/:slug', owner: 'insights', title: 'Episode', parent: 'podcast' },
  { id: 'news', path: '/news', owner: 'insights', title: 'Newsroom' },
  { id: 'news-detail', path: '/news/:slug', owner: 'insights', title: 'News', parent: 'news' },
  { id: 'case-studies', path: '/case-studies', owner: 'insights', title: 'Case studies' },
  {
    id: 'case-study-detail',
    path: '/case-studies/:slug',
    owner: 'insights',
    title: 'Case study',
    parent: 'case-studies',
  },

  { id: 'careers', path: '/careers', owner: 'careers', title: 'Careers' },
  {
    id: 'current-openings',
    path: '/careers/current-openings',
    owner: 'careers',
    title: 'Current openings',
    parent: 'careers',
  },
  { id: 'job-description', path: '/jd', owner: 'careers', title: 'Job description', parent: 'careers' },
  { id: 'apply-now', path: '/apply-now', owner: 'careers', title: 'Career Apply Form', parent: 'careers' },
  { id: 'careers-thankyou', path: '/careers/thankyou', owner: 'careers', title: 'Thank you', parent: 'careers' },
  {
    id: 'career-apply-thankyou',
    path: '/career-apply-thankyou',
    owner: 'careers',
    title: 'Thank you',
    parent: 'careers',
  },

  { id: 'consultation', path: '/book-free-consultation-call', owner: 'forms', title: 'Book a free consultation' },
  { id: 'contact', path: '/contact-us', owner: 'forms', title: 'Contact us' },
  genericThankYou('thankyou', '/thankyou'),
  genericThankYou('consultation-thankyou', '/book-free-consultation-call/thankyou'),
  genericThankYou('services-thankyou', '/services/thankyou'),
  genericThankYou('partnership-thankyou', `/alliances-and-partnership-with-${brand.productSlug}/thankyou`),
  genericThankYou('media-thankyou', '/media-and-general-query/thankyou'),
  genericThankYou('feedback-thankyou', '/website-feedback/thankyou'),

  { id: NOT_FOUND_ROUTE_ID, path: NOT_FOUND_PATH, owner: 'shell', title: 'Page Not Found' },
];

/** site-spec.md section 2.1 redirects; `:slug` is carried over. Unknown paths go to NOT_FOUND_PATH. */
export const redirectRoutes: readonly RedirectRoute[] = [
  { from: '/blog/:slug', to: '/blogs/:slug' },
  { from: '/blog', to: '/blogs' },
  { from: '/career', to: '/careers' },
  { from: '/cases', to: '/case-studies' },
  { from: '/services/data-visualization-services', to: '/services/business-intelligence-services' },
  { from: '/services/customer-support-outsourcing', to: '/services/insurance-customer-support-services' },
  { from: '/services/digital-marketing', to: '/services/outsource-digital-marketing-services' },
];

const routesById = new Map(pageRoutes.map((route) => [route.id, route]));

export function getRoute(id: string): PageRoute {
  const route = routesById.get(id);
  if (!route) throw new Error(`Unknown route id "${id}"`);
  return route;
}

/** Route ids owned by one app: what its routes module must provide. */
export function routeIdsOwnedBy(owner: AppName): string[] {
  return pageRoutes.filter((route) => route.owner === owner).map((route) => route.id);
}

/** The page keys of the routes one app owns: each is a `page-<key>` chunk of its build (several routes may share one). */
export function pageKeysOwnedBy(owner: AppName): string[] {
  return [...new Set(pageRoutes.filter((route) => route.owner === owner).map(pageKeyOf))];
}
