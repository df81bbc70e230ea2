import { HOME_TILE_STEP_MS, useStepCounter } from '@site/shared';
import section from './home-section.module.css';
import styles from './stat-tiles.module.css';

/** Home tiles climb one percentage point per step (site-spec.md section 4). */
const TILE_STEP = 1;

interface StatTileProps {
  target: number;
  label: string;
}

export function StatTile({ target, label }: StatTileProps) {
  const value = useStepCounter(target, TILE_STEP, HOME_TILE_STEP_MS);
  return (
    <li className={styles.tile}>
      <p className={styles.value}>
        {/* The count is decoration; assistive technology reads the final figure once. */}
        <span aria-hidden="true">{value}%</span>
        <span className={section.srOnly}>{target}%</span>
      </p>
      <p className={styles.label}>{label}</p>
    </li>
  );
}
