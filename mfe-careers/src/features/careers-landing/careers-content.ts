import { brand, companyFacts } from '@site/shared';

// Page copy of the careers landing (site-spec.md section 2.12).

/** The banner's last word cycles through these. */
export const bannerWords = ['grow', 'learn', 'lead', 'belong'] as const;

/** One line per figure of `careersStats`, in the same order. */
export const careersStatLabels = [
  'of our people say they are treated with respect at work',
  'of our team leads were promoted from within',
  'of new hires finish a structured training program before going live',
  'of employees would recommend a friend for a role here',
] as const;

export interface PurposePanel {
  id: string;
  title: string;
  summary: string;
  text: string;
}

export const purposePanels: readonly PurposePanel[] = [
  {
    id: 'impact',
    title: 'Impact',
    summary: 'Work that clients notice',
    text: `Policies issued on time, books closed before the deadline, data sets that train better models: the work you do at ${brand.name} keeps businesses in ${companyFacts.countries} countries running, and our clients tell us when it makes a difference.`,
  },
  {
    id: 'growth',
    title: 'Growth',
    summary: 'A path you can see',
    text: 'Every role has a skills map and a next step. Associates become subject-matter experts, experts become team leads, and team leads run whole client accounts. Half of our team leads started on the floor.',
  },
  {
    id: 'support',
    title: 'Support',
    summary: 'People who have your back',
    text: 'A buddy for your first month, a team lead who meets you every week, transport for night shifts, and an open door to HR. We take care of the details so you can do your best work.',
  },
];

export const learningCommitment = {
  heading: 'Our commitment to your learning',
  text: `Nobody arrives knowing US insurance or GAAP by heart. ${brand.name} teaches it: you learn the process, practise on real scenarios, and go live only when you and your trainer are ready.`,
  points: [
    'Two to four weeks of paid process training before your first live task',
    'Certification support for insurance, accounting and analytics credentials',
    'Monthly skill sessions led by our own subject-matter experts',
    'A leadership program for every new team lead',
  ],
} as const;

export const companyValues = [
  {
    name: 'Happiness',
    text: 'We celebrate festivals, wins and birthdays together, and we believe a happy team serves clients better.',
  },
  {
    name: 'Continuous Learning',
    text: 'Processes, tools and regulations change. We keep learning, and we make time for it during work hours.',
  },
  {
    name: 'Collaboration',
    text: 'Operations, quality, technology and clients solve problems in one room, not in long e-mail chains.',
  },
  {
    name: 'Integrity',
    text: 'We handle client data as if it were our own and say so early when something goes wrong.',
  },
] as const;
