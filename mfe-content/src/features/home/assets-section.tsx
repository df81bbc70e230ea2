import { brand, companyFacts } from '@site/shared';
import section from './home-section.module.css';
import styles from './assets-section.module.css';

interface Asset {
  title: string;
  text: string;
}

const assets: readonly Asset[] = [
  {
    title: 'A dedicated team, not a shared pool',
    text: 'Named analysts and a team lead trained on your systems, carriers and procedures, who stay on your account.',
  },
  {
    title: `${companyFacts.isoCertifications.join(' and ')} certified`,
    text: 'Audited information security and quality management, secured workstations, role-based access and clean-desk floors.',
  },
  {
    title: 'Round-the-clock, 24/7 coverage',
    text: 'Shifts in Udaipur and New York hand work over cleanly, so queues move while your office is closed.',
  },
  {
    title: 'Measurable service levels',
    text: 'Turnaround, accuracy and backlog targets are written into the contract and reported every week.',
  },
  {
    title: 'Reporting you can act on',
    text: 'A shared dashboard of volumes, exceptions and trends, with a monthly review of what to fix next.',
  },
  {
    title: 'Capacity that follows demand',
    text: 'Add seats for renewal season or a new product line, and scale back when volumes settle.',
  },
];

/** What clients get with every engagement. */
export function AssetsSection() {
  return (
    <section className={`${section.section} ${section.dark}`} aria-labelledby="home-assets-heading">
      <div className={section.inner}>
        <p className={section.eyebrow}>What you get</p>
        <h2 id="home-assets-heading" className={section.heading}>
          Everything included when you work with {brand.name}
        </h2>
        <p className={section.intro}>
          No premium tiers and no surprise add-ons: these come with every team we build, from a two-person pilot to a
          full back office.
        </p>
        <ul className={styles.grid}>
          {assets.map((asset) => (
            <li key={asset.title} className={styles.item}>
              <h3 className={styles.title}>{asset.title}</h3>
              <p className={styles.text}>{asset.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
