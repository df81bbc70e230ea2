import { brand, homeStatTiles } from '@site/shared';
import { StatTile } from './stat-tile.tsx';
import section from './home-section.module.css';
import styles from './stat-tiles.module.css';

/** The four animated statistic tiles under the hero (site-spec.md sections 2.2 and 9). */
export function StatTiles() {
  return (
    <section className={styles.band} aria-labelledby="home-stats-heading">
      <h2 id="home-stats-heading" className={section.srOnly}>
        What clients measure after moving work to {brand.name}
      </h2>
      <ul className={styles.grid}>
        {homeStatTiles.map((tile) => (
          <StatTile key={tile.label} target={tile.target} label={tile.label} />
        ))}
      </ul>
    </section>
  );
}
