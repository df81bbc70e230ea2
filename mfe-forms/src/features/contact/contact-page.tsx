import { DEFAULT_PAGE_META, HydrateWhenNear, brand, usePageMeta } from '@site/shared';
import { webPageStructuredData } from '../seo/web-page-structured-data.ts';
import { ContactBanner } from './contact-banner.tsx';
import { ContactCards } from './contact-cards.tsx';
import styles from './contact-page.module.css';
import { ContactStats } from './contact-stats.tsx';
import { ContactTabs } from './contact-tabs.tsx';
import { phoneNumbers } from './constants.ts';
import { WorldMap } from './world-map.tsx';

const page = {
  title: 'Contact Us',
  description: `Contact ${brand.name} about alliances and partnerships, careers, media or any other query. Offices in India and the United States; phone lines for the US and Canada.`,
};

const pageMeta = {
  ...page,
  keywords: `contact ${brand.name}, outsourcing partnership, BPO careers, media enquiries, business process outsourcing contact`,
  image: DEFAULT_PAGE_META.image,
  structuredData: [
    webPageStructuredData('ContactPage', 'contact', page, {
      mainEntity: {
        '@type': 'Organization',
        name: brand.legalName,
        url: brand.siteUrl,
        contactPoint: phoneNumbers.map((phone) => ({
          '@type': 'ContactPoint',
          telephone: phone.dial,
          contactType: 'customer service',
          areaServed: phone.id.toUpperCase(),
        })),
      },
    }),
  ],
};

/** Contact us (forms-spec.md section 2). */
export function ContactPage() {
  usePageMeta(pageMeta);
  return (
    <>
      <ContactBanner />
      <div className={styles.content}>
        <ContactTabs />
        {/* Below the forms: each part's code runs as the visitor gets near it (docs/decisions/020). */}
        <HydrateWhenNear>
          <ContactCards />
        </HydrateWhenNear>
        <HydrateWhenNear>
          <ContactStats />
        </HydrateWhenNear>
        <HydrateWhenNear>
          <WorldMap />
        </HydrateWhenNear>
      </div>
    </>
  );
}
