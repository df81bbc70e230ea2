import { companyFacts } from '@site/shared';
import presenceImage from './images/presence.svg';
import section from './about-section.module.css';
import styles from './about-presence.module.css';

type Office = (typeof companyFacts.offices)[number];
type Area = (typeof companyFacts.areasServed)[number];
type Certification = (typeof companyFacts.isoCertifications)[number];

const officeRoles: Record<Office, string> = {
  'Udaipur, India': 'Headquarters and main delivery center',
  'New York, US': 'Client partnership and account management office',
};

const areaNames: Record<Area, string> = { US: 'United States', CA: 'Canada', GB: 'United Kingdom', IN: 'India' };

const certificationScopes: Record<Certification, string> = {
  'ISO 27001': 'Information security management',
  'ISO 9001': 'Quality management',
};

/** Offices, served areas and certifications (site-spec.md section 9). */
export function AboutPresence() {
  return (
    <section className={section.section} aria-labelledby="about-presence-heading">
      <div className={section.split}>
        <div>
          <p className={section.eyebrow}>Where we work</p>
          <h2 id="about-presence-heading" className={section.heading}>
            Two offices, one team around the clock
          </h2>
          <div className={styles.groups}>
            <div>
              <h3 className={section.subheading}>Offices</h3>
              <ul className={styles.list}>
                {companyFacts.offices.map((office) => (
                  <li key={office} className={styles.office}>
                    <strong>{office}</strong>
                    <span>{officeRoles[office]}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className={section.subheading}>Areas we serve</h3>
              <ul className={styles.chips}>
                {companyFacts.areasServed.map((area) => (
                  <li key={area} className={styles.chip}>
                    <abbr title={areaNames[area]}>{area}</abbr>
                    {areaNames[area]}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className={section.subheading}>Certifications</h3>
              <ul className={styles.list}>
                {companyFacts.isoCertifications.map((certification) => (
                  <li key={certification}>
                    <strong>{certification}</strong>: {certificationScopes[certification]}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
        <img
          className={section.image}
          src={presenceImage}
          width={560}
          height={320}
          alt="A world map with a route linking the New York and Udaipur offices"
          loading="lazy"
        />
      </div>
    </section>
  );
}
