import type { Podcast } from '@site/shared';
import { podcastEpisodeCopy } from './constants.ts';
import { episodePerson } from './episode-person.ts';
import { PersonProfile } from './person-profile.tsx';
import { Tabs } from './tabs.tsx';
import type { TabItem } from './tabs.tsx';

/** 'Our Guest' (selected first) and 'Our Speaker', the latter only when the episode names a speaker. */
export function EpisodePeopleTabs({ podcast }: { podcast: Podcast }) {
  const guest = episodePerson(podcast, 'guest');
  const speaker = episodePerson(podcast, 'speaker');
  const tabs: TabItem[] = [];
  if (guest) tabs.push({ id: 'guest', label: podcastEpisodeCopy.guestTab, content: <PersonProfile person={guest} /> });
  if (speaker) {
    tabs.push({ id: 'speaker', label: podcastEpisodeCopy.speakerTab, content: <PersonProfile person={speaker} /> });
  }
  if (tabs.length === 0) return null;
  return <Tabs label={podcastEpisodeCopy.peopleTabs} tabs={tabs} />;
}
