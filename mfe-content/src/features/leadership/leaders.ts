/** A leader card (site-spec.md section 3: name, title, profile link). */
export interface Leader {
  name: string;
  title: string;
  /** The handle of the leader's professional-network profile. */
  profileHandle: string;
}

/** Fictional profiles on a fictional professional network. */
export const PROFILE_BASE_URL = 'https://www.linkedin.example/in/';

export const profileUrl = (leader: Leader) => `${PROFILE_BASE_URL}${leader.profileHandle}`;

export const leaders: readonly Leader[] = [
  {
    name: 'Rohan Mehrotra',
    title: 'Founder and Chief Executive Officer',
    profileHandle: 'rohan-mehrotra-arcwell',
  },
  {
    name: 'Claire Donnelly',
    title: 'President, North America',
    profileHandle: 'claire-donnelly-arcwell',
  },
  {
    name: 'Anjali Rathore',
    title: 'Chief Operating Officer',
    profileHandle: 'anjali-rathore-arcwell',
  },
  {
    name: 'Vikram Solanki',
    title: 'Chief Financial Officer',
    profileHandle: 'vikram-solanki-arcwell',
  },
  {
    name: 'Marcus Whitfield',
    title: 'Chief Revenue Officer',
    profileHandle: 'marcus-whitfield-arcwell',
  },
  {
    name: 'Priyanka Bhandari',
    title: 'Chief People Officer',
    profileHandle: 'priyanka-bhandari-arcwell',
  },
  {
    name: 'Devendra Chouhan',
    title: 'Chief Technology Officer',
    profileHandle: 'devendra-chouhan-arcwell',
  },
  {
    name: 'Elena Kovach',
    title: 'Vice President, Insurance Solutions',
    profileHandle: 'elena-kovach-arcwell',
  },
  {
    name: 'Nikhil Jhala',
    title: 'Vice President, Finance and Accounting Operations',
    profileHandle: 'nikhil-jhala-arcwell',
  },
  {
    name: 'Samantha Reyes-Holt',
    title: 'Vice President, Client Success',
    profileHandle: 'samantha-reyes-holt-arcwell',
  },
  {
    name: 'Aditya Paliwal',
    title: 'Head of Data Annotation and AI Services',
    profileHandle: 'aditya-paliwal-arcwell',
  },
  {
    name: 'Meera Kothari',
    title: 'Head of Information Security and Compliance',
    profileHandle: 'meera-kothari-arcwell',
  },
];
