import { Link } from '@site/shared/router';
import { getRoute } from '@site/shared';
import { homeServices } from './home-services.ts';
import section from './home-section.module.css';
import styles from './service-cards.module.css';
import { CardGrid } from '@site/shared/card-grid';

/** Six cards, one per main service route. */
export function ServiceCards() {
  return (
    <section className={`${section.section} ${section.light}`} aria-labelledby="home-services-heading">
      <div className={section.inner}>
        <p className={section.eyebrow}>What we do</p>
        <h2 id="home-services-heading" className={section.heading}>
          Services built around the way you already work
        </h2>
        <p className={section.intro}>
          Pick one process or hand us a whole function. Every engagement starts with a short pilot, so you see the
          quality before you commit to scale.
        </p>
        <CardGrid columns="2-3">
          {homeServices.map((service) => {
            const route = getRoute(service.routeId);
            return (
              <li key={service.routeId}>
                <article className={styles.card}>
                  <img src={service.icon} width={56} height={56} alt="" loading="lazy" />
                  <h3 className={styles.title}>
                    <Link className={styles.link} to={route.path}>
                      {route.title}
                    </Link>
                  </h3>
                  <p className={styles.description}>{service.description}</p>
                  <span className={styles.more} aria-hidden="true">
                    Learn more →
                  </span>
                </article>
              </li>
            );
          })}
        </CardGrid>
      </div>
    </section>
  );
}
