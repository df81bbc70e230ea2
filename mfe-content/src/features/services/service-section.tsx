import type { ServiceSection } from './service-content/service-content-types.ts';
import styles from './service-section.module.css';

interface ServiceSectionBlockProps {
  section: ServiceSection;
  headingLevel: 3 | 4;
}

/** One sub-service; its id is the anchor the service tree's menu and sitemap links land on. */
export function ServiceSectionBlock({ section, headingLevel }: ServiceSectionBlockProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `${section.id}-heading`;
  const children = section.children ?? [];
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className={[styles.section, children.length > 0 && styles.parent, headingLevel === 4 && styles.nested]
        .filter(Boolean)
        .join(' ')}
    >
      <Heading id={headingId} className={styles.title}>
        {section.title}
      </Heading>
      <p className={styles.summary}>{section.summary}</p>
      <ul className={styles.tasks}>
        {section.tasks.map((task) => (
          <li key={task}>{task}</li>
        ))}
      </ul>
      {children.length > 0 && (
        <div className={styles.children}>
          {children.map((child) => (
            <ServiceSectionBlock key={child.id} section={child} headingLevel={4} />
          ))}
        </div>
      )}
    </section>
  );
}
