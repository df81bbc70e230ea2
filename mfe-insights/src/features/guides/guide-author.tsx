import { useId } from 'react';
import { guideDetailCopy } from './constants.ts';
import styles from './guide-author.module.css';

interface GuideAuthorProps {
  name: string;
  about: string | null;
}

/** 'Written by' with the author's name and short biography (site-spec.md section 2.7). */
export function GuideAuthor({ name, about }: GuideAuthorProps) {
  const headingId = useId();
  return (
    <section className={styles.author} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {guideDetailCopy.writtenBy}
      </h2>
      <p className={styles.name}>{name}</p>
      {about && <p className={styles.about}>{about}</p>}
    </section>
  );
}
