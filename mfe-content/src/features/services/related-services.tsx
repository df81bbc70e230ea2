import { Link } from '@site/shared/router';
import { getRoute } from '@site/shared';
import { getServiceContent } from './service-content/service-content-by-slug.ts';
import { CardGrid, CardSection } from '@site/shared/card-grid';
import styles from './related-services.module.css';

/** Links to the services a visitor of this one is most likely to need next. */
export function RelatedServices({ slugs }: { slugs: readonly string[] }) {
  return (
    <CardSection headingId="service-related-heading" heading="Related services">
      <CardGrid columns="3" tight>
        {slugs.map((slug) => {
          const route = getRoute(`service-${slug}`);
          return (
            <li key={slug} className={styles.item}>
              <Link className={styles.link} to={route.path}>
                {route.title}
              </Link>
              <p className={styles.summary}>{getServiceContent(slug).cardSummary}</p>
            </li>
          );
        })}
      </CardGrid>
    </CardSection>
  );
}
