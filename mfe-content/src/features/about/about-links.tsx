import { Link } from '@site/shared/router';
import { brand, getRoute } from '@site/shared';
import section from './about-section.module.css';
import styles from './about-links.module.css';

const pages = [
  {
    routeId: 'leadership',
    text: `Meet the people who set ${brand.name}'s direction and answer for its results.`,
  },
  {
    routeId: 'csr',
    text: 'Education, empowerment and healthcare programs we run with our communities in Rajasthan.',
  },
  {
    routeId: 'life',
    text: 'Learning, celebrations and the everyday culture that keeps our people with us for years.',
  },
] as const;

/** The ways on from the about page: leadership, social responsibility and life at the company. */
export function AboutLinks() {
  return (
    <section className={section.section} aria-labelledby="about-links-heading">
      <h2 id="about-links-heading" className={section.heading}>
        Get to know us better
      </h2>
      <ul className={styles.grid}>
        {pages.map((page) => {
          const route = getRoute(page.routeId);
          return (
            <li key={page.routeId} className={styles.card}>
              <h3 className={section.subheading}>
                <Link className={styles.link} to={route.path}>
                  {route.title}
                </Link>
              </h3>
              <p>{page.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
