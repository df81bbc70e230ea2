import { brand, companyFacts } from '@site/shared';

/** A testimonial card (site-spec.md section 3): what the client said, who, and their role. */
export interface TextTestimonial {
  description: string;
  name: string;
  designation: string;
}

/** The six text testimonials of the testimonials page (site-spec.md sections 2.11 and 9). */
export const textTestimonials: readonly TextTestimonial[] = [
  {
    description: `${brand.name}'s policy-processing team took over our endorsements, renewals and cancellations in under two months. Turnaround went from days to hours, and our underwriters finally spend their week underwriting instead of chasing paperwork.`,
    name: 'Michael Trent',
    designation: 'VP of Operations, Crestline Specialty Underwriters',
  },
  {
    description: `Month-end close used to take our staff almost two weeks. With ${brand.name} running payables, bank reconciliations and the general ledger, we close in five business days, and the reports reach the partners cleaner than when we prepared them ourselves.`,
    name: 'Elaine Moreau',
    designation: 'Managing Partner, Moreau & Fitch CPAs',
  },
  {
    description: `We needed several hundred thousand images labeled for a new detection model on a tight deadline. ${brand.name} built a dedicated annotation team, documented every edge case with us, and our own audits showed over ${companyFacts.testimonialAccuracyPercent}% accuracy on every batch.`,
    name: 'Arjun Kapadia',
    designation: 'Chief Technology Officer, Vantage Vision AI',
  },
  {
    description: `${brand.name} rebuilt our content calendar, search campaigns and social channels without adding a single hire on our side. Qualified leads have grown every quarter since, and the monthly report tells us exactly where each dollar went.`,
    name: 'Rachel Donnelly',
    designation: 'Marketing Manager, Greenway Home Solar',
  },
  {
    description: `Their customer support team answers our policyholders as if they sat in our office. Certificates of insurance go out the same day, service requests no longer pile up over the weekend, and our retention numbers show it.`,
    name: 'Luis Ortega',
    designation: 'Agency Principal, Ortega Family Insurance',
  },
  {
    description: `${brand.name} connected our policy, billing and claims systems into one set of dashboards. Loss ratios, claims aging and premium trends now sit in a single view that our board actually reads, refreshed every morning before we arrive.`,
    name: 'Naomi Sinclair',
    designation: 'Director of Finance, Bluewater Mutual Insurance',
  },
];
