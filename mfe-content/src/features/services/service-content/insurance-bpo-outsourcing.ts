import { brand, companyFacts } from '@site/shared';
import heroImage from '../images/insurance-operations.svg?first-view';
import { agencyConsultationAreas } from './insurance-agency-consultation.ts';
import type { ServiceContent } from './service-content-types.ts';

export const insuranceBpoOutsourcing: ServiceContent = {
  slug: 'insurance-bpo-outsourcing',
  description: `Insurance BPO for MGAs, carriers, agents and brokers: new business, policy processing, claims, employee benefits and agency consultation run by licensed-process specialists from ${brand.name}.`,
  keywords:
    'insurance BPO, insurance outsourcing, MGA back office, policy processing outsourcing, claims outsourcing, agency consultation',
  serviceType: 'Insurance business process outsourcing',
  cardSummary: 'Back-office teams for MGAs, carriers, agents and brokers, from submission to renewal.',
  hero: {
    headline: 'An insurance back office that keeps pace with your book',
    intro: `Managing general agents, carriers, agencies and brokerages hand ${brand.name} the work that slows producers down: submissions, endorsements, certificates, claims intake and renewals. Our teams work in your agency management system, follow your underwriting guidelines and hand back clean, audited files every day.`,
    image: heroImage,
    imageAlt: 'Insurance specialists reviewing a policy file, a claims checklist and a renewal calendar',
  },
  whatWeDo: {
    heading: 'Insurance operations, handled end to end',
    paragraphs: [
      'Every engagement starts with a process map of how your team works today. We document each workflow, agree turnaround targets and quality checks, then move the work over in phases so service to your insureds never dips.',
      'Your dedicated team is trained on commercial and personal lines, works your hours across US time zones and reports through a weekly scorecard that shows volumes, turnaround and error rates per task.',
    ],
    audiences: ['Managing general agents', 'Carriers', 'Independent agents', 'Brokers'],
  },
  sectionsHeading: 'Our insurance outsourcing services',
  sections: [
    {
      id: 'new-business',
      title: 'New business',
      summary: 'Submissions prepared and quoted faster, so producers spend their day selling instead of keying data.',
      tasks: [
        'ACORD application and supplemental intake',
        'Carrier portal quoting and market comparisons',
        'Binder, invoice and policy issuance',
      ],
    },
    {
      id: 'policy-processing',
      title: 'Policy processing',
      summary: 'Mid-term changes and renewals checked against the carrier policy before anything reaches the client.',
      tasks: [
        'Endorsements, cancellations and reinstatements',
        'Policy checking and discrepancy letters',
        'Certificates of insurance and evidence of property',
      ],
    },
    {
      id: 'claims',
      title: 'Claims',
      summary: 'First notice of loss to closure, with every document and diary date tracked.',
      tasks: [
        'FNOL intake and claim setup',
        'Loss run requests and claims status follow-up',
        'Subrogation and salvage documentation',
      ],
    },
    {
      id: 'employee-benefits',
      title: 'Employee benefits',
      summary: 'Group health, dental, vision and life administration for benefits agencies and their employer clients.',
      tasks: [
        'Census management and enrollment processing',
        'Carrier billing reconciliation',
        'Open-enrollment support and benefit guides',
      ],
    },
    {
      id: 'agency-consultation',
      title: 'Agency consultation',
      summary:
        'Our consultants review how your agency runs and fix what holds it back, from workflows to the data in your management system.',
      tasks: ['Operational health check', 'Roadmap with measurable targets', 'Hands-on implementation support'],
      children: agencyConsultationAreas,
    },
  ],
  outcomes: [
    {
      figure: '24 h',
      label: 'Endorsement turnaround',
      detail: 'Standard mid-term changes processed within one business day.',
    },
    { figure: '98.5%', label: 'Policy-check accuracy', detail: 'Measured on a double-checked sample of every batch.' },
    { figure: '40%', label: 'Lower servicing cost', detail: 'Typical saving per policy against an in-house team.' },
  ],
  faqs: [
    {
      question: 'Which agency management systems does your team work in?',
      answer:
        'We work in the major agency and policy administration systems used by US agencies and MGAs, as well as carrier portals and rating tools. Your team gets user accounts in your systems; nothing is copied out.',
    },
    {
      question: 'Do you support both commercial and personal lines?',
      answer:
        'Yes. Teams are trained by line of business, so commercial package, workers compensation and personal auto or home are handled by people who know the forms involved.',
    },
    {
      question: 'How do you keep policyholder data secure?',
      answer: `Work happens on locked-down workstations in our ${companyFacts.isoCertifications[0]} certified offices, with access limited to the accounts you assign. Every user is background-checked and signs a confidentiality agreement.`,
    },
    {
      question: 'How quickly can an insurance team start?',
      answer:
        'A pilot team usually starts within three to four weeks: one week for process mapping, one to two for training in your systems and a supervised first week of live work.',
    },
    {
      question: 'Can you help us choose what to outsource first?',
      answer:
        'Our agency consultation starts with exactly that: a review of where your staff spend their time and which tasks can move without affecting your clients.',
    },
  ],
  cta: {
    heading: 'Give your producers their selling time back',
    text: 'Tell us which tasks fill your team’s day. We will map them and show you what a dedicated insurance team would cost.',
  },
  related: [
    'insurance-customer-support-services',
    'ai-outsourcing-and-consulting-services',
    'data-annotation-services',
  ],
};
