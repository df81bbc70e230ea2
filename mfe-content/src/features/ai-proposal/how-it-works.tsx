import { proposalSteps } from './proposal-content.ts';
import { CardGrid, CardSection } from '@site/shared/card-grid';
import styles from './how-it-works.module.css';

/** The four steps from uploaded quotes to an exported PDF. */
export function HowItWorks() {
  return (
    <CardSection headingId="proposal-steps-heading" heading="How it works">
      <CardGrid columns="2-4" tight ordered className={styles.steps}>
        {proposalSteps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </CardGrid>
    </CardSection>
  );
}
