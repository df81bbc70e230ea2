import { brand } from '../brand/brand.ts';

export interface ServiceLink {
  title: string;
  path: string;
}

export interface ServiceGroup extends ServiceLink {
  children: ServiceLink[];
}

const service = (slug: string) => `/services/${slug}`;
const section = (slug: string, anchor: string) => `${service(slug)}#${anchor}`;

/**
 * The full service tree of site-spec.md section 2.15: the mega menu, the
 * footer and the sitemap all draw it from here. Sub-services are sections
 * of their service's page.
 */
export const serviceTree: readonly ServiceGroup[] = [
  {
    title: 'Insurance outsourcing',
    path: service('insurance-bpo-outsourcing'),
    children: [
      { title: 'New business', path: section('insurance-bpo-outsourcing', 'new-business') },
      { title: 'Policy processing', path: section('insurance-bpo-outsourcing', 'policy-processing') },
      { title: 'Claims', path: section('insurance-bpo-outsourcing', 'claims') },
      { title: 'Customer support', path: service('insurance-customer-support-services') },
    ],
  },
  {
    title: 'Employee benefits',
    path: section('insurance-bpo-outsourcing', 'employee-benefits'),
    children: [],
  },
  {
    title: 'Agency consultation',
    path: section('insurance-bpo-outsourcing', 'agency-consultation'),
    children: [
      { title: 'Workflow', path: section('insurance-bpo-outsourcing', 'workflow') },
      { title: 'Technology automation', path: section('insurance-bpo-outsourcing', 'technology-automation') },
      { title: 'Data cleansing', path: section('insurance-bpo-outsourcing', 'data-cleansing') },
      { title: 'Data migration', path: section('insurance-bpo-outsourcing', 'data-migration') },
      { title: 'Staff training', path: section('insurance-bpo-outsourcing', 'staff-training') },
      { title: 'Client communication', path: section('insurance-bpo-outsourcing', 'client-communication') },
    ],
  },
  {
    title: 'AI proposal generator',
    path: `/${brand.productSlug}-ai-services/ai-insurance-proposal-generator`,
    children: [],
  },
  {
    title: 'Data annotation',
    path: service('data-annotation-services'),
    children: ['Text', 'Video', 'Image', 'Audio', 'Synthetic data'].map((title) => ({
      title,
      path: section('data-annotation-services', title.toLowerCase().replace(/ /g, '-')),
    })),
  },
  {
    title: 'Accounting',
    path: service('accounting-bookkeeping-services'),
    children: ['Payable', 'Receivable', 'Financial reporting', 'Payroll', 'Reconciliation', 'General ledger'].map(
      (title) => ({ title, path: section('accounting-bookkeeping-services', title.toLowerCase().replace(/ /g, '-')) }),
    ),
  },
  {
    title: 'Digital marketing',
    path: service('outsource-digital-marketing-services'),
    children: ['Content', 'Graphic design', 'SEO', 'UI/UX', 'Paid', 'Social'].map((title) => ({
      title,
      path: section('outsource-digital-marketing-services', title.toLowerCase().replace(/[ /]/g, '-')),
    })),
  },
  { title: 'Business intelligence', path: service('business-intelligence-services'), children: [] },
  { title: 'AI', path: service('ai-outsourcing-and-consulting-services'), children: [] },
];
