import { getRoute, serviceTree } from '@site/shared';

export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterColumn {
  heading: string;
  links: FooterLink[];
}

/** A page of the route table, under its own title unless the footer words it shorter. */
const routeLink = (routeId: string, label?: string): FooterLink => {
  const route = getRoute(routeId);
  return { label: label ?? route.title, to: route.path };
};

/** site-spec.md section 2.19: the four link columns. */
export const footerColumns: readonly FooterColumn[] = [
  {
    heading: 'About',
    links: [
      routeLink('about', 'Who we are'),
      routeLink('leadership', 'Leadership'),
      routeLink('csr', 'CSR'),
      routeLink('life'),
    ],
  },
  {
    heading: 'Services',
    links: serviceTree.map(({ title, path }) => ({ label: title, to: path })),
  },
  {
    heading: 'Resources',
    links: [
      routeLink('blogs'),
      routeLink('case-studies', 'Case studies'),
      routeLink('guides'),
      routeLink('news', 'Newsroom'),
      routeLink('podcast'),
      routeLink('events'),
      routeLink('testimonials', 'Testimonials'),
    ],
  },
  {
    heading: 'Connect',
    links: [
      routeLink('contact'),
      routeLink('consultation', 'Book a consultation'),
      routeLink('careers'),
      routeLink('current-openings', 'Current openings'),
    ],
  },
];

/** site-spec.md section 9: the company's two offices. */
export const officeLocations = ['Udaipur, India', 'New York, US'] as const;

/** site-spec.md section 2.19: the bottom row's pages; the documents follow them. */
export const footerLegalLinks: readonly FooterLink[] = [
  routeLink('terms'),
  routeLink('sitemap'),
  routeLink('privacy'),
  routeLink('security'),
];
