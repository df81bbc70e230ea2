import { brand } from '@site/shared';
import thinkingImage from './images/thinking.svg';
import section from './home-section.module.css';
import styles from './thinking-section.module.css';

const principles = [
  {
    title: 'Map the process before we staff it',
    text: 'We shadow your team, document every step and exception, and agree on what good looks like before anyone is hired.',
  },
  {
    title: 'Measure what your customers feel',
    text: 'Turnaround, accuracy and first-time-right rates matter more than hours logged, so those are what we report.',
  },
  {
    title: 'Automate the routine, keep people on judgment',
    text: 'Bots and AI take the copy-and-paste; experienced analysts handle the calls, exceptions and edge cases.',
  },
  {
    title: 'Treat security as a design rule',
    text: 'Access, data handling and recovery plans are decided on day one, not bolted on after an audit.',
  },
] as const;

/** How Arcwell approaches the work. */
export function ThinkingSection() {
  return (
    <section className={section.section} aria-labelledby="home-thinking-heading">
      <div className={`${section.inner} ${styles.layout}`}>
        <img
          className={styles.image}
          src={thinkingImage}
          width={480}
          height={360}
          alt="A process map in which several inputs pass through checkpoints to one measured result"
          loading="lazy"
        />
        <div>
          <p className={section.eyebrow}>How we think</p>
          <h2 id="home-thinking-heading" className={section.heading}>
            Better processes first, more people second
          </h2>
          <p className={section.intro}>
            Outsourcing a broken process only moves the problem. {brand.name} teams fix the flow first, then run it.
          </p>
          <ol className={styles.steps}>
            {principles.map((principle, index) => (
              <li key={principle.title} className={styles.step}>
                <span className={styles.marker} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className={styles.title}>{principle.title}</h3>
                  <p className={styles.text}>{principle.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
