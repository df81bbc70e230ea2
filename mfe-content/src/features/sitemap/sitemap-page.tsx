import { PageFrame, brand, usePageMeta } from '@site/shared';
import { SitemapEntryList } from './sitemap-entry-list.tsx';
import { serviceSection, sitemapSections } from './sitemap-sections.ts';
import styles from './sitemap-page.module.css';

const pageMeta = {
  title: 'Sitemap',
  description: `Find every page of the ${brand.name} website: company and leadership pages, insights and resources, careers, policies, ISO certificates and the full list of outsourcing and consulting services.`,
  keywords: `${brand.name} sitemap, site map, website pages, outsourcing services list, ${brand.name} resources`,
};

/** site-spec.md section 2.15: every main page and the full service tree, each a working link. */
export function SitemapPage() {
  usePageMeta(pageMeta);

  return (
    <PageFrame routeId="sitemap">
      <p className={styles.lead}>
        Every page of the {brand.name} website in one place, from company information and client stories to each service
        we offer.
      </p>
      <nav className={styles.grid} aria-label="Sitemap">
        {[...sitemapSections, serviceSection].map((section) => (
          <div key={section.id} className={section === serviceSection ? styles.services : styles.card}>
            <h2 className={styles.heading}>{section.heading}</h2>
            <SitemapEntryList entries={section.entries} />
          </div>
        ))}
      </nav>
    </PageFrame>
  );
}
