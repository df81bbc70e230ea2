import { ContentImage } from '@site/shared';
import { podcastEpisodeCopy } from './constants.ts';
import type { EpisodePerson } from './episode-person.ts';
import styles from './person-profile.module.css';

/** Seed portraits are 320 px squares, drawn at most that wide (10rem on phones). */
const PORTRAIT = { width: 320, height: 320 } as const;
const PORTRAIT_SIZES = '(max-width: 767px) 160px, 320px';

const linkedInProfile = (id: string) => `https://www.linkedin.com/in/${encodeURIComponent(id)}`;

/** A guest's or speaker's portrait, name, role, company and biography. */
export function PersonProfile({ person }: { person: EpisodePerson }) {
  return (
    <div className={styles.profile}>
      {person.image && (
        <ContentImage
          className={styles.image}
          src={person.image}
          alt={person.imageAlt ?? person.name}
          info={person.imageInfo}
          fallbackSize={PORTRAIT}
          sizes={PORTRAIT_SIZES}
        />
      )}
      <div>
        <h3 className={styles.name}>{person.name}</h3>
        {(person.position || person.company) && (
          <p className={styles.role}>
            {person.position}
            {person.position && person.company && ', '}
            {person.company &&
              (person.companyUrl ? (
                <a href={person.companyUrl} target="_blank" rel="noopener noreferrer">
                  {person.company}
                </a>
              ) : (
                person.company
              ))}
          </p>
        )}
        {person.description && <p className={styles.description}>{person.description}</p>}
        {person.linkedinId && (
          <a href={linkedInProfile(person.linkedinId)} target="_blank" rel="noopener noreferrer">
            {podcastEpisodeCopy.linkedIn(person.name)}
          </a>
        )}
      </div>
    </div>
  );
}
