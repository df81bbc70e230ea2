import type { ImageInfo, Podcast } from '@site/shared';

export type EpisodeRole = 'guest' | 'speaker';

export interface EpisodePerson {
  name: string;
  position: string | null;
  company: string | null;
  companyUrl: string | null;
  linkedinId: string | null;
  description: string | null;
  image: string | null;
  imageInfo: ImageInfo | undefined;
  imageAlt: string | null;
}

/** The guest's or the speaker's fields of an episode, or null when that person has no name. */
export function episodePerson(podcast: Podcast, role: EpisodeRole): EpisodePerson | null {
  const name = podcast[`${role}_name`]?.trim();
  if (!name) return null;
  return {
    name,
    position: podcast[`${role}_position`],
    company: podcast[`${role}_company`],
    companyUrl: podcast[`${role}_company_url`],
    linkedinId: podcast[`${role}_linkedin_id`],
    description: podcast[`${role}_description`],
    image: podcast[`${role}_image`],
    imageInfo: podcast.images?.[`${role}_image`],
    imageAlt: podcast[`${role}_alt_tag`],
  };
}
