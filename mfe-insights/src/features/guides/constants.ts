import { brand } from '@site/shared';
import type { GuideCategory } from '@site/shared';

/** Page copy of the guide list and detail pages (site-spec.md section 2.7). */
export const guideCategoryLabels: Readonly<Record<GuideCategory, string>> = {
  insurance: 'Insurance',
  ecommerce: 'Ecommerce',
  accountingandbookkeeping: 'Accounting & Bookkeeping',
  customerSupport: 'Customer Support',
  recruitment: 'Recruitment',
  dataAnnotation: 'Data Annotation',
  other: 'Other',
};

export const guideListCopy = {
  allCategories: 'All Guides',
  categoriesLabel: 'Guide categories',
  bannerLead: 'Practical playbooks from the teams who run outsourced operations every day',
  bannerText: `Step-by-step guides from ${brand.name} specialists on insurance operations, accounting, customer support, recruitment, data annotation and AI, written for the people who have to make the change work.`,
  bannerAlt: 'Illustration of an open guidebook beside a checklist and a rising chart',
  searchLabel: 'Search guides',
  searchPlaceholder: 'Search by title, e.g. bookkeeping',
  searchButton: 'Search',
  resultsLabel: 'Guides',
  paginationLabel: 'Guide pages',
  loading: 'Loading guides…',
  errorFallback: 'We could not load the guides. Please try again.',
} as const;

export const guideListMeta = {
  title: 'Outsourcing and Operations Guides',
  description: `Free guides from ${brand.name} on scaling insurance operations, bookkeeping, customer support, recruitment, data annotation and AI with an outsourcing partner.`,
  keywords:
    'outsourcing guides, insurance operations guide, bookkeeping guide, customer support guide, recruitment process outsourcing guide, data annotation guide',
} as const;

export const guideDetailCopy = {
  loading: 'Loading the guide…',
  minRead: (minutes: number) => `${minutes} min read`,
  published: 'Published',
  tableOfContents: 'Table of Contents',
  share: 'Share this guide',
  writtenBy: 'Written by',
  faq: 'Frequently Asked Questions',
  recentGuides: 'Recent Guides',
} as const;
