import { Monogram } from '@site/shared';
import type { EmployeeStory } from './employee-stories.ts';
import quoteIcon from './images/quote.svg';
import styles from './employee-testimonials.module.css';

export function EmployeeSlide({ story }: { story: EmployeeStory }) {
  return (
    <figure className={styles.slide}>
      <img className={styles.quote} src={quoteIcon} alt="" width={48} height={40} loading="lazy" />
      <blockquote className={styles.text}>
        <p>{story.text}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <span className={styles.portrait}>
          <Monogram name={story.name} />
        </span>
        <span>
          <span className={styles.name}>{story.name}</span>
          <span className={styles.designation}>{story.designation}</span>
        </span>
      </figcaption>
    </figure>
  );
}
