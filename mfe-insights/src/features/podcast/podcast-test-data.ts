// Test-only: answers of the podcast endpoints, shaped as the API sends them.
import type { Podcast, PodcastDetailResponse, PodcastListItem, PodcastListResponse } from '@site/shared';

export { json } from '@site/shared/testing';

export function listItem(episodeNumber: number): PodcastListItem {
  return {
    slug: `episode-${episodeNumber}`,
    episode_number: episodeNumber,
    main_page_title: `Operations Talk ${episodeNumber}`,
    main_page_banner: `/media/podcasts/episode-${episodeNumber}.svg`,
    guest_alt_tag: `Portrait of the guest of episode ${episodeNumber}`,
    vedio_url: `https://player.videohost.example/video/${1000 + episodeNumber}`,
    feature_title: `What episode ${episodeNumber} teaches about operations`,
    guest_image: `/media/podcasts/guests/guest-${episodeNumber}.svg`,
  };
}

export function listBody(perPage: number, page: number): PodcastListResponse {
  const first = (page - 1) * perPage + 1;
  return {
    status: true,
    data: Array.from({ length: perPage }, (_, index) => listItem(first + index)),
    pagination: { last_page: Math.ceil(14 / perPage), current_page: page },
    featured_podcasts: [listItem(14)],
    most_trending_episodes: [listItem(7), listItem(9), listItem(10)],
    meet_our_host_episode: [listItem(1)],
  };
}

const person = (role: 'guest' | 'speaker', name: string | null) => ({
  [`${role}_name`]: name,
  [`${role}_position`]: name ? 'Head of Operations' : null,
  [`${role}_company`]: name ? 'Northfen Mutual Specialty' : null,
  [`${role}_company_url`]: name ? 'https://www.northfen-mutual.example' : null,
  [`${role}_linkedin_id`]: name ? `${role}-profile` : null,
  [`${role}_description`]: name ? `${name} runs operations teams.` : null,
  [`${role}_image`]: name ? `/media/podcasts/${role}.svg` : null,
  [`${role}_alt_tag`]: name ? `Portrait of ${name}` : null,
});

export function episode(slug: string, episodeNumber: number, speakerName: string | null): PodcastDetailResponse {
  const podcast = {
    slug,
    title: `Claims Intake Lessons, Part ${episodeNumber}`,
    episode_number: episodeNumber,
    publish_date: '2024-05-28',
    audio: `/media/podcasts/audio/episode-${episodeNumber}.ogg`,
    vedio_url: 'https://player.videohost.example/video/822333913',
    about_episode: '<p>About this conversation.</p>',
    insight_quick_recap: '<ul><li>Triage early.</li></ul>',
    transcript_sort_description: 'A claims leader on rebuilding intake.',
    transcript_long_description: '<p><strong>Host:</strong> Welcome to the show.</p>',
    banner_alt_tag: 'Cover art with a microphone',
    main_page_banner: `/media/podcasts/episode-${episodeNumber}.svg`,
    meta_title: `Claims Intake Lessons ${episodeNumber} | Arcwell`,
    meta_description: 'A claims operations leader on intake.',
    keywords: 'claims intake',
    feature_image: `/media/podcasts/episode-${episodeNumber}.svg`,
    ...person('guest', 'Marcus Oyelaran'),
    ...person('speaker', speakerName),
  } as Podcast;
  const otherPodcasts = [2, 3, 4].map((number) => ({
    slug: `episode-${number}`,
    episode_number: number,
    title: `Other Episode ${number}`,
    main_page_banner: `/media/podcasts/episode-${number}.svg`,
  }));
  return { status: true, data: { podcast, otherPodcasts } };
}
