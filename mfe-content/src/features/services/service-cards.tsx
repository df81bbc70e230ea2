import { Link } from '@site/shared/router';
import { getRoute } from '@site/shared';
import { getServiceContent } from './service-content/service-content-by-slug.ts';
import { mainServiceSlugs } from './services-overview-content.ts';
import { CardGrid, CardSection } from '@site/shared/card-grid';
import styles from './service-cards.module.css';

/** Six cards, one per main service line, each linking to its service page. */
export function ServiceCards() {
  return (
    <CardSection headingId="services-cards-heading" heading="Our core services">
      <CardGrid columns="2-3">
        {mainServiceSlugs.map((slug) => {
          const route = getRoute(`service-${slug}`);
          const content = getServiceContent(slug);
          return (
            <li key={slug} className={styles.card}>
              <img className={styles.image} src={content.hero.image} alt="" width={480} height={360} loading="lazy" />
              <h3 className={styles.title}>
                <Link className={styles.link} to={route.path}>
                  {route.title}
                </Link>
              </h3>
              <p className={styles.summary}>{content.cardSummary}</p>
              <span className={styles.more} aria-hidden="true">
                Explore service →
              </span>
            </li>
          );
        })}
      </CardGrid>
    </CardSection>
  );
}
