import { brand, companyFacts, getRoute, organizationStructuredData } from '@site/shared';
import type { StructuredData } from '@site/shared';
import { proposalFaqs } from './proposal-content.ts';

interface ProposalPageMeta {
  title: string;
  description: string;
}

/**
 * The page's JSON-LD (site-spec.md section 2.14): organisation, web page,
 * service and FAQ. The shell adds the breadcrumb data for every route, so it
 * is not repeated here.
 */
export function proposalStructuredData({ title, description }: ProposalPageMeta): StructuredData[] {
  const url = `${brand.siteUrl}${getRoute('ai-proposal').path}`;
  const provider = { '@type': 'Organization', name: brand.name, legalName: brand.legalName, url: brand.siteUrl };
  return [
    organizationStructuredData(),
    {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: title,
      description,
      url,
      inLanguage: 'en-US',
      isPartOf: { '@type': 'WebSite', name: brand.name, url: brand.siteUrl },
      publisher: provider,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: title,
      serviceType: 'AI insurance proposal generation',
      description,
      url,
      provider,
      areaServed: companyFacts.areasServed,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: proposalFaqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    },
  ];
}
