import { Link } from '@site/shared/router';
import { PageFrame, brand, getRoute, usePageMeta } from '@site/shared';
import type { Opening } from '@site/shared';
import { ApplyNow } from './apply-now.tsx';
import { jobPostingStructuredData } from './job-posting-structured-data.ts';
import styles from './job-description.module.css';

const SUMMARY_LENGTH = 155;

function summary(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > SUMMARY_LENGTH ? `${plain.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : plain;
}

/** About the Role, Key Responsibilities, the further headed sections, and Apply Now. */
export function JobDescription({ opening }: { opening: Opening }) {
  usePageMeta({
    title: `${opening.position_name} – Careers`,
    description: summary(opening.about_role),
    keywords: `${opening.position_name}, ${opening.department_name}, jobs at ${brand.name}, ${opening.location}`,
    structuredData: [jobPostingStructuredData(opening)],
  });

  return (
    <PageFrame routeId="job-description" heading={opening.position_name}>
      <dl className={styles.facts}>
        <div>
          <dt>Department</dt>
          <dd>{opening.department_name}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{opening.location}</dd>
        </div>
      </dl>
      <section className={styles.section} aria-labelledby="jd-about-role">
        <h2 id="jd-about-role">About the Role</h2>
        <div className={styles.html} dangerouslySetInnerHTML={{ __html: opening.about_role }} />
      </section>
      <section className={styles.section} aria-labelledby="jd-key-responsibilities">
        <h2 id="jd-key-responsibilities">Key Responsibilities</h2>
        <div className={styles.html} dangerouslySetInnerHTML={{ __html: opening.key_responsibiliy }} />
      </section>
      {opening.jobDescription_data.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2>{section.heading}</h2>
          <div className={styles.html} dangerouslySetInnerHTML={{ __html: section.heading_description }} />
        </section>
      ))}
      <ApplyNow opening={opening} />
      <p className={styles.links}>
        {opening.jd_data ? (
          <a href={opening.jd_data} target="_blank" rel="noopener">
            Download the job description (PDF)
          </a>
        ) : null}
        <Link to={getRoute('current-openings').path}>See all current openings</Link>
      </p>
    </PageFrame>
  );
}
