import { brand } from '@site/shared';
import type { servicesChallengeStats } from '@site/shared';
import type { ServiceFaq } from './service-content/service-content-types.ts';

/** The six main service lines the overview's cards link to (site-spec.md section 2.6). */
export const mainServiceSlugs = [
  'insurance-bpo-outsourcing',
  'accounting-bookkeeping-services',
  'data-annotation-services',
  'business-intelligence-services',
  'outsource-digital-marketing-services',
  'ai-outsourcing-and-consulting-services',
] as const;

/** One string per entry of a tuple, so the lines and the figures cannot drift apart in length. */
type LinePerEntry<T extends readonly unknown[]> = { readonly [I in keyof T]: string };

/** What each challenge statistic measures, in the order of `servicesChallengeStats`. */
export const challengeLines: LinePerEntry<typeof servicesChallengeStats> = [
  'of operations leaders say hiring and keeping skilled back-office staff is their hardest operational problem.',
  'of mid-sized firms still run core processes on spreadsheets and email, delaying month-end close and policy servicing.',
  'of companies plan to outsource more work in the next two years to control costs without cutting service levels.',
  'of buyers say data security and quality controls decide which outsourcing partner they choose.',
];

export const overviewFaqs: readonly ServiceFaq[] = [
  {
    question: 'What is the difference between BPM and BPO?',
    answer: `Business process outsourcing (BPO) hands a process to a partner who runs it for you. Business process management (BPM) goes further: the partner also measures and redesigns the process. ${brand.name} does both, starting with a map of how your work flows today.`,
  },
  {
    question: 'Which industries do you work with?',
    answer:
      'Most of our clients are insurance agencies, MGAs, carriers and brokers, CPA firms and growing businesses that need accounting, data, marketing or recruiting capacity. Our teams are trained by industry, not just by task.',
  },
  {
    question: 'How does an outsourcing engagement start?',
    answer:
      'With a free consultation and a short discovery. We document the processes you want to move, agree turnaround and quality targets, then run a supervised pilot before scaling the team.',
  },
  {
    question: 'Will we have a dedicated team?',
    answer:
      'Yes. Each client gets named team members and a team lead who know your systems and rules, backed by a wider bench for peaks and leave.',
  },
  {
    question: 'How do you protect our data?',
    answer:
      'Work happens in certified, access-controlled offices on managed devices, inside your own systems wherever possible. Every team member is background-checked and bound by a confidentiality agreement.',
  },
  {
    question: 'Can we combine several services?',
    answer:
      'Many clients do, for example insurance processing with customer support, or bookkeeping with business intelligence dashboards. One account manager coordinates everything.',
  },
];
