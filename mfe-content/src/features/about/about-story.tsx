import { brand, companyFacts } from '@site/shared';
import storyImage from './images/story.svg';
import section from './about-section.module.css';
import styles from './about-story.module.css';

const milestones = [
  {
    year: String(companyFacts.foundedYear),
    event: 'Founded in Udaipur to process policy paperwork overnight for US insurance agencies.',
  },
  { year: '2010', event: 'Accounting and bookkeeping teams begin serving firms in Canada and the UK.' },
  { year: '2013', event: 'The New York office opens, so clients can meet the people who run their work.' },
  { year: '2016', event: `${companyFacts.isoCertifications.join(' and ')} certifications confirm our controls.` },
  { year: '2019', event: 'Data annotation and business intelligence practices launch.' },
  { year: '2023', event: 'AI outsourcing and consulting joins the services, starting with insurance proposals.' },
] as const;

/** The company story since its founding, with the milestones along the way. */
export function AboutStory() {
  return (
    <section className={section.section} aria-labelledby="about-story-heading">
      <div className={section.split}>
        <div>
          <p className={section.eyebrow}>Who we are</p>
          <h2 id="about-story-heading" className={section.heading}>
            Our story since {companyFacts.foundedYear}
          </h2>
          <p className={section.text}>
            {brand.legalName} began as a small back office in Udaipur with one promise to its first clients: the work
            would be done right, on time, and while they slept. That promise grew into a global outsourcing and
            consulting company that runs insurance, accounting, data, marketing and AI operations for businesses that
            would rather grow than hire for every process.
          </p>
          <p className={section.text}>
            Today more than {companyFacts.employees} people serve over {companyFacts.clientsServed} clients in{' '}
            {companyFacts.countries} countries, many of whom have been with us for most of that journey.
          </p>
          <ol className={styles.timeline} aria-label="Milestones">
            {milestones.map((milestone) => (
              <li key={milestone.year} className={styles.milestone}>
                <span className={styles.year}>{milestone.year}</span>
                <span className={styles.event}>{milestone.event}</span>
              </li>
            ))}
          </ol>
        </div>
        <img
          className={section.image}
          src={storyImage}
          width={560}
          height={400}
          alt="An office building growing from a small house, along a rising line of milestones"
        />
      </div>
    </section>
  );
}
