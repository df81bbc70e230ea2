import { Link } from '@site/shared/router';
import { DEFAULT_PAGE_META, PageFrame, brand, getRoute, usePageMeta } from '@site/shared';
import { webPageStructuredData } from '../seo/web-page-structured-data.ts';
import { MEETING_SCHEDULER_URL } from './constants.ts';
import { thankYouContent } from './thank-you-content.ts';
import styles from './thank-you-page.module.css';
import { VisuallyHidden } from '@site/shared/visually-hidden';

function missingContent(routeId: string): never {
  throw new Error(`No thank-you content for route "${routeId}"`);
}

/** A generic thank-you page (forms-spec.md section 2): what happens next, and where to go from here. */
export function ThankYouPage({ routeId }: { routeId: string }) {
  const content = thankYouContent[routeId] ?? missingContent(routeId);
  const page = { title: content.title, description: `${content.lead} Here is what happens next.` };
  usePageMeta({
    ...page,
    keywords: `${brand.name}, thank you, enquiry received`,
    image: DEFAULT_PAGE_META.image,
    structuredData: [webPageStructuredData('WebPage', routeId, page)],
  });

  return (
    <PageFrame routeId={routeId}>
      <p className={styles.lead}>{content.lead}</p>
      {content.scheduleCall ? (
        <a className={styles.schedule} href={MEETING_SCHEDULER_URL} target="_blank" rel="noopener noreferrer">
          Schedule Your Call<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      ) : null}
      <section className={styles.section} aria-labelledby="thank-you-next-heading">
        <h2 id="thank-you-next-heading">What happens next</h2>
        <ol className={styles.steps}>
          {content.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <nav className={styles.section} aria-labelledby="thank-you-links-heading">
        <h2 id="thank-you-links-heading">While you wait</h2>
        <ul className={styles.links}>
          {content.links.map((link) => (
            <li key={link.routeId}>
              <Link to={getRoute(link.routeId).path}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageFrame>
  );
}
