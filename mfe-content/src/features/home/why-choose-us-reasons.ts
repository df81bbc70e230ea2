import { brand, companyFacts } from '@site/shared';

export interface Reason {
  title: string;
  text: string;
}

/** The slides of the 'Why choose us' slider. */
export const whyChooseUsReasons: readonly Reason[] = [
  {
    title: `${companyFacts.yearsOfExperience} years of process depth`,
    text: `Running outsourced operations since ${companyFacts.foundedYear} means we have seen your exceptions before.`,
  },
  {
    title: 'Insurance specialists at the core',
    text: 'Teams who know certificates, endorsements, carrier portals and agency management systems from day one.',
  },
  {
    title: 'People who stay',
    text: `Average tenure above ${companyFacts.averageTenureYears} years keeps knowledge of your accounts in the building.`,
  },
  {
    title: 'Security you can audit',
    text: `${companyFacts.isoCertifications.join(' and ')} certified, with controls your compliance team can review.`,
  },
  {
    title: 'Start with a pilot',
    text: 'Prove quality on a small scope first, then scale with a plan, not a leap of faith.',
  },
  {
    title: 'One accountable manager',
    text: 'A single point of contact who owns your service levels and answers within the business day.',
  },
  {
    title: 'Hours that overlap yours',
    text: `Shifts aligned to US, Canadian and UK time zones, with live handovers from ${brand.name} New York.`,
  },
];
