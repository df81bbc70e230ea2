import { useId, useState } from 'react';
import type { Podcast } from '@site/shared';
import { podcastEpisodeCopy } from './constants.ts';
import { TranscriptModal } from './transcript-modal.tsx';
import styles from './episode-listen.module.css';

type EpisodeListenProps = Pick<
  Podcast,
  'title' | 'audio' | 'transcript_sort_description' | 'transcript_long_description'
>;

/** The audio player, the show notes and the 'View Transcript' dialog. */
export function EpisodeListen({
  title,
  audio,
  transcript_sort_description: notes,
  transcript_long_description: transcript,
}: EpisodeListenProps) {
  const headingId = useId();
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  return (
    <section className={styles.listen} aria-labelledby={headingId}>
      {/* An audio episode's text alternative is its transcript, one button below (WCAG 1.2.1), not a caption track. */}
      {/* eslint-disable-next-line jsx-a11y-x/media-has-caption */}
      <audio
        className={styles.audio}
        controls
        preload="none"
        src={audio}
        aria-label={podcastEpisodeCopy.audioLabel(title)}
      >
        <a href={audio}>{podcastEpisodeCopy.audioLabel(title)}</a>
      </audio>
      <h2 id={headingId} className={styles.heading}>
        {podcastEpisodeCopy.showNotes}
      </h2>
      <p className={styles.notes}>{notes}</p>
      <button type="button" className={styles.transcript} onClick={() => setTranscriptOpen(true)}>
        {podcastEpisodeCopy.viewTranscript}
      </button>
      <TranscriptModal
        open={transcriptOpen}
        episodeTitle={title}
        html={transcript}
        onClose={() => setTranscriptOpen(false)}
      />
    </section>
  );
}
