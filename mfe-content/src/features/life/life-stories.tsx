import { useState } from 'react';
import { VideoModal } from '@site/shared';
import { Carousel } from '@site/shared/carousel';
import { employeeStories } from './employee-stories.ts';
import type { EmployeeStory } from './employee-stories.ts';
import { StoryPlayer } from './story-player.tsx';
import { StorySlide } from './story-slide.tsx';
import styles from './life-stories.module.css';

/**
 * 'Timeless tales': employee testimonials whose side player always shows the
 * active slide's video (site-spec.md section 4). On mobile the player is
 * hidden and each slide's 'Watch Video' button opens the same modal.
 */
export function LifeStories() {
  const [activeIndex, setActiveIndex] = useState(0);
  const [playing, setPlaying] = useState<EmployeeStory | null>(null);
  const activeStory = employeeStories[activeIndex] ?? employeeStories[0];

  return (
    <section className={styles.section} aria-labelledby="life-stories-heading">
      <h2 id="life-stories-heading" className={styles.heading}>
        Timeless tales
      </h2>
      <p className={styles.intro}>Our people, in their own words.</p>
      <div className={styles.layout}>
        <Carousel
          className={styles.carousel}
          label="Employee stories"
          slides={employeeStories.map((story) => ({
            key: story.name,
            content: <StorySlide story={story} onWatch={() => setPlaying(story)} />,
          }))}
          onActiveIndexChange={setActiveIndex}
          pagination
          loop
        />
        {activeStory && (
          <div className={styles.player}>
            <StoryPlayer story={activeStory} onPlay={() => setPlaying(activeStory)} />
          </div>
        )}
      </div>
      <VideoModal
        videoUrl={playing?.videoUrl ?? null}
        title={playing ? `${playing.name}, ${playing.designation}` : ''}
        onClose={() => setPlaying(null)}
      />
    </section>
  );
}
