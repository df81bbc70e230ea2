import type { companyValues } from '@site/shared';
import section from './about-section.module.css';
import styles from './about-mission.module.css';

const values = [
  {
    name: 'Happiness',
    text: 'People who enjoy their work do it better. We invest in a workplace our teams are proud to come back to.',
  },
  {
    name: 'Continuous learning',
    text: 'Every analyst has a training plan, and every process has a review date. Nothing stays good by standing still.',
  },
  {
    name: 'Keeping you first',
    text: 'Your deadlines, customers and regulators set our priorities. We measure ourselves by your results.',
  },
  {
    name: 'Discipline',
    text: 'Documented procedures, checklists and second reviews: the unglamorous habits that make quality repeatable.',
  },
  {
    name: 'Collaboration',
    text: 'Operations, quality, technology and your team work as one, in the same room and on the same numbers.',
  },
  {
    name: 'Integrity',
    text: 'We treat your data as our own and tell you early when something goes wrong, before you have to ask.',
  },
] as const satisfies readonly { name: (typeof companyValues)[number]; text: string }[];

/** The mission and the values behind it: the company's six (`companyValues`). */
export function AboutMission() {
  return (
    <section className={section.section} aria-labelledby="about-mission-heading">
      <p className={section.eyebrow}>Why we exist</p>
      <h2 id="about-mission-heading" className={section.heading}>
        Our mission
      </h2>
      <p className={styles.mission}>
        To give growing businesses the operating strength of a much larger company: skilled people, sound processes and
        secure technology, delivered as a service they can measure.
      </p>
      <h3 className={section.subheading}>The values we work by</h3>
      <ul className={styles.values}>
        {values.map((value) => (
          <li key={value.name} className={styles.value}>
            <h4 className={section.subheading}>{value.name}</h4>
            <p>{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
