import { proposalSteps } from './proposal-content.ts';
import styles from './how-it-works.module.css';

/** The four steps from uploaded quotes to an exported PDF. */
export function HowItWorks() {
  return (
    <section className={styles.howItWorks} aria-labelledby="proposal-steps-heading">
      <h2 id="proposal-steps-heading" className={styles.heading}>
        How it works
      </h2>
      <ol className={styles.steps}>
        {proposalSteps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
