import type { ServiceSection } from './service-content/service-content-types.ts';
import { ServiceSectionBlock } from './service-section.tsx';
import styles from './service-sections.module.css';

interface ServiceSectionsProps {
  heading: string;
  sections: readonly ServiceSection[];
}

/** Every sub-service of the page, each its own linkable section. */
export function ServiceSections({ heading, sections }: ServiceSectionsProps) {
  return (
    <section className={styles.offerings} aria-labelledby="service-offerings-heading">
      <h2 id="service-offerings-heading" className={styles.heading}>
        {heading}
      </h2>
      <div className={styles.grid}>
        {sections.map((section) => (
          <ServiceSectionBlock key={section.id} section={section} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}
