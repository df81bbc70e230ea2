import { careerProgressPercent } from '@site/shared/form-rules';
import { stepTitles } from './wizard-steps.ts';
import styles from './wizard.module.css';

/** forms-spec.md section 4: the bar is the step index over 3, as a percentage. */
export function WizardProgress({ step }: { step: number }) {
  const percent = careerProgressPercent(step);
  return (
    <div className={styles.progress}>
      <ol className={styles.steps}>
        {stepTitles.map((title, index) => (
          <li
            key={title}
            className={index <= step ? styles.stepDone : styles.step}
            aria-current={index === step ? 'step' : undefined}
          >
            {title}
          </li>
        ))}
      </ol>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Application progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${step + 1} of ${stepTitles.length}: ${stepTitles[step] ?? ''}`}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
