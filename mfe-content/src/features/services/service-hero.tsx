import { Link } from '@site/shared/router';
import { getRoute } from '@site/shared';
import type { ServiceContent } from './service-content/service-content-types.ts';
import styles from './service-hero.module.css';

/** The top of a service page: headline, intro, call to action and illustration. */
export function ServiceHero({ hero }: { hero: ServiceContent['hero'] }) {
  return (
    <div className={styles.hero}>
      <div>
        <p className={styles.headline}>{hero.headline}</p>
        <p className={styles.intro}>{hero.intro}</p>
        <Link className={styles.cta} to={getRoute('consultation').path}>
          Talk to a specialist
        </Link>
      </div>
      <img className={styles.image} src={hero.image} alt={hero.imageAlt} width={480} height={360} />
    </div>
  );
}
