import { PageFrame, getRoute, usePageMeta } from '@site/shared';
import { FaqSection } from '@site/shared/faq-section';
import { StatBand } from '@site/shared/stat-band';
import { ConsultationCta } from './consultation-cta.tsx';
import { RelatedServices } from './related-services.tsx';
import { getServiceContent } from './service-content/service-content-by-slug.ts';
import { ServiceHero } from './service-hero.tsx';
import { ServiceSections } from './service-sections.tsx';
import { serviceStructuredData } from './service-structured-data.ts';
import { WhatWeDo } from './what-we-do.tsx';

/** The one template of every service route (`service-<slug>`), filled from its content file. */
export function ServicePage({ slug }: { slug: string }) {
  const routeId = `service-${slug}`;
  const route = getRoute(routeId);
  const content = getServiceContent(slug);
  usePageMeta({
    title: route.title,
    description: content.description,
    keywords: content.keywords,
    structuredData: [serviceStructuredData(content, route)],
  });
  return (
    <PageFrame routeId={routeId}>
      <ServiceHero hero={content.hero} />
      <WhatWeDo whatWeDo={content.whatWeDo} />
      <ServiceSections heading={content.sectionsHeading} sections={content.sections} />
      <StatBand heading="Outcomes our clients see" stats={content.outcomes} look="figures" />
      <FaqSection heading={`${route.title}: frequently asked questions`} faqs={content.faqs} />
      <ConsultationCta heading={content.cta.heading} text={content.cta.text} />
      <RelatedServices slugs={content.related} />
    </PageFrame>
  );
}
