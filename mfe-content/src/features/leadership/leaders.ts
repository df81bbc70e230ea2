import portrait01 from './images/leader-01.svg';
import portrait02 from './images/leader-02.svg';
import portrait03 from './images/leader-03.svg';
import portrait04 from './images/leader-04.svg';
import portrait05 from './images/leader-05.svg';
import portrait06 from './images/leader-06.svg';
import portrait07 from './images/leader-07.svg';
import portrait08 from './images/leader-08.svg';
import portrait09 from './images/leader-09.svg';
import portrait10 from './images/leader-10.svg';
import portrait11 from './images/leader-11.svg';
import portrait12 from './images/leader-12.svg';

/** A leader card (site-spec.md section 3: name, title, profile link). */
export interface Leader {
  name: string;
  title: string;
  /** The handle of the leader's professional-network profile. */
  profileHandle: string;
  portrait: string;
}

/** Fictional profiles on a fictional professional network. */
export const PROFILE_BASE_URL = 'https://www.linkedin.example/in/';

export const profileUrl = (leader: Leader) => `${PROFILE_BASE_URL}${leader.profileHandle}`;

export const leaders: readonly Leader[] = [
  {
    name: 'Rohan Mehrotra',
    title: 'Founder and Chief Executive Officer',
    profileHandle: 'rohan-mehrotra-arcwell',
    portrait: portrait01,
  },
  {
    name: 'Claire Donnelly',
    title: 'President, North America',
    profileHandle: 'claire-donnelly-arcwell',
    portrait: portrait02,
  },
  {
    name: 'Anjali Rathore',
    title: 'Chief Operating Officer',
    profileHandle: 'anjali-rathore-arcwell',
    portrait: portrait03,
  },
  {
    name: 'Vikram Solanki',
    title: 'Chief Financial Officer',
    profileHandle: 'vikram-solanki-arcwell',
    portrait: portrait04,
  },
  {
    name: 'Marcus Whitfield',
    title: 'Chief Revenue Officer',
    profileHandle: 'marcus-whitfield-arcwell',
    portrait: portrait05,
  },
  {
    name: 'Priyanka Bhandari',
    title: 'Chief People Officer',
    profileHandle: 'priyanka-bhandari-arcwell',
    portrait: portrait06,
  },
  {
    name: 'Devendra Chouhan',
    title: 'Chief Technology Officer',
    profileHandle: 'devendra-chouhan-arcwell',
    portrait: portrait07,
  },
  {
    name: 'Elena Kovach',
    title: 'Vice President, Insurance Solutions',
    profileHandle: 'elena-kovach-arcwell',
    portrait: portrait08,
  },
  {
    name: 'Nikhil Jhala',
    title: 'Vice President, Finance and Accounting Operations',
    profileHandle: 'nikhil-jhala-arcwell',
    portrait: portrait09,
  },
  {
    name: 'Samantha Reyes-Holt',
    title: 'Vice President, Client Success',
    profileHandle: 'samantha-reyes-holt-arcwell',
    portrait: portrait10,
  },
  {
    name: 'Aditya Paliwal',
    title: 'Head of Data Annotation and AI Services',
    profileHandle: 'aditya-paliwal-arcwell',
    portrait: portrait11,
  },
  {
    name: 'Meera Kothari',
    title: 'Head of Information Security and Compliance',
    profileHandle: 'meera-kothari-arcwell',
    portrait: portrait12,
  },
];
