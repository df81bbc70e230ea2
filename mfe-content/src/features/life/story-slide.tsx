import type { EmployeeStory } from './employee-stories.ts';
import styles from './story-slide.module.css';
import { VisuallyHidden } from '@site/shared/visually-hidden';

interface StorySlideProps {
  story: EmployeeStory;
  /** Opens the video modal: the way to watch on narrow screens, where the side player is hidden. */
  onWatch: () => void;
}

/** One employee testimonial: quote, name, designation and a 'Watch Video' button for mobile. */
export function StorySlide({ story, onWatch }: StorySlideProps) {
  return (
    <figure className={styles.slide}>
      <svg className={styles.quoteIcon} viewBox="0 0 32 24" width="32" height="24" aria-hidden="true">
        <path d="M0 24V14C0 6 4 1 12 0l1 4c-4 1-6 4-6 8h5v12zm19 0V14c0-8 4-13 12-14l1 4c-4 1-6 4-6 8h5v12z" />
      </svg>
      <blockquote className={styles.text}>
        <p>{story.text}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <span className={styles.name}>{story.name}</span>
        <span className={styles.designation}>{story.designation}</span>
      </figcaption>
      <button type="button" className={styles.watch} onClick={onWatch}>
        Watch Video<VisuallyHidden> of {story.name}</VisuallyHidden>
      </button>
    </figure>
  );
}
