import { STORY_POSTER_SIZE } from './employee-stories.ts';
import type { EmployeeStory } from './employee-stories.ts';
import styles from './story-player.module.css';

interface StoryPlayerProps {
  story: EmployeeStory;
  onPlay: () => void;
}

/** The player beside the testimonial carousel: the active story's poster with a play button. */
export function StoryPlayer({ story, onPlay }: StoryPlayerProps) {
  return (
    <div className={styles.player}>
      <img
        key={story.name}
        className={styles.poster}
        src={story.poster}
        alt={story.alt}
        width={STORY_POSTER_SIZE.width}
        height={STORY_POSTER_SIZE.height}
        loading="lazy"
      />
      <button type="button" className={styles.play} onClick={onPlay} aria-label={`Play ${story.name}'s video`}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path d="M8 5v14l11-7z" />
        </svg>
      </button>
    </div>
  );
}
