import { securityFacts } from '@site/shared';
import styles from './security-figures.module.css';

const figures = [
  { value: `${securityFacts.upsKva} KVA`, label: 'UPS capacity keeping every workstation and server running' },
  { value: `${securityFacts.generatorKva} KVA`, label: 'Standby generator for extended power outages' },
  { value: `${securityFacts.recoveryHours} hours`, label: 'For our warm site to take over operations' },
];

/** site-spec.md sections 2.16 and 9: the security page's figures. */
export function SecurityFigures() {
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.value} className={styles.figure}>
          <dt className={styles.label}>{figure.label}</dt>
          <dd className={styles.value}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
