import { brand } from '@site/shared';
import heroImage from '../images/recruitment.svg?first-view';
import type { ServiceContent } from './service-content-types.ts';

export const recruitmentProcessOutsourcingServices: ServiceContent = {
  slug: 'recruitment-process-outsourcing-services',
  description: `Recruitment process outsourcing from ${brand.name}: sourcing, screening, interview scheduling, onboarding and recruitment analytics run by a dedicated team that represents your employer brand.`,
  keywords:
    'recruitment process outsourcing, RPO services, candidate sourcing, candidate screening, interview scheduling, onboarding support',
  serviceType: 'Recruitment process outsourcing',
  cardSummary: 'Sourcing, screening and scheduling by a recruiting team that works as part of yours.',
  hero: {
    headline: 'Hire faster without lowering the bar',
    intro: `When hiring plans grow faster than your talent team, roles stay open and candidates drift away. ${brand.name} recruiters source, screen and schedule for you, in your applicant tracking system and under your employer brand.`,
    image: heroImage,
    imageAlt: 'Candidate profiles moving through a hiring pipeline towards an offer letter',
  },
  whatWeDo: {
    heading: 'A recruiting engine that scales with your plan',
    paragraphs: [
      'We learn each role from the hiring manager, agree what a strong candidate looks like and build sourcing strategies for every job family. Candidates experience one consistent, responsive process.',
      `${brand.name} runs the volume work, and your recruiters focus on closing. Weekly reports show the funnel for every role, so bottlenecks are visible before they cost you a hire.`,
    ],
    audiences: [
      'Talent acquisition teams',
      'Staffing agencies',
      'Fast-growing companies',
      'Insurance and finance employers',
    ],
  },
  sectionsHeading: 'Our recruitment process outsourcing services',
  sections: [
    {
      id: 'sourcing',
      title: 'Candidate sourcing',
      summary: 'Active searches across job boards, professional networks and your own talent pool.',
      tasks: ['Boolean and network searches', 'Job posting and distribution', 'Rediscovery of past applicants'],
    },
    {
      id: 'screening',
      title: 'Screening and assessment',
      summary: 'Résumés and phone screens scored against the criteria your hiring managers set.',
      tasks: ['Résumé review against a scorecard', 'Structured phone screens', 'Skills test administration'],
    },
    {
      id: 'interview-scheduling',
      title: 'Interview coordination',
      summary: 'Interviews booked, confirmed and rescheduled without email ping-pong.',
      tasks: ['Panel scheduling across time zones', 'Candidate reminders and briefings', 'Feedback collection'],
    },
    {
      id: 'onboarding',
      title: 'Offer and onboarding support',
      summary: 'Offers, background checks and first-day paperwork handled so new hires arrive ready.',
      tasks: ['Offer letter preparation', 'Background and reference checks', 'Pre-boarding checklists'],
    },
    {
      id: 'recruitment-analytics',
      title: 'Recruitment analytics',
      summary: 'Funnel, source and time-to-fill reports that show where hiring slows down.',
      tasks: ['Weekly funnel reports', 'Source effectiveness tracking', 'Hiring manager satisfaction surveys'],
    },
  ],
  outcomes: [
    { figure: '32%', label: 'Shorter time to fill', detail: 'Typical improvement after the first three months.' },
    {
      figure: '48 h',
      label: 'Candidate response time',
      detail: 'Every applicant hears back within two business days.',
    },
    { figure: '4x', label: 'More screened candidates', detail: 'Compared with the same team working alone.' },
  ],
  faqs: [
    {
      question: 'Will candidates know they are talking to an outsourced team?',
      answer:
        'Our recruiters represent your company, use your email domain and follow your employer-brand guidelines, so candidates experience one consistent process.',
    },
    {
      question: 'Do you work in our applicant tracking system?',
      answer: 'Yes. We work in your ATS so every note, stage and report stays in your system of record.',
    },
    {
      question: 'Which roles do you recruit for?',
      answer:
        'Mostly high-volume and professional roles: operations, customer service, finance, insurance and technology positions across the US and India.',
    },
    {
      question: 'Can we start with a few roles before a full engagement?',
      answer: 'Yes. Many clients begin with one job family for a quarter and expand once they see the funnel data.',
    },
  ],
  cta: {
    heading: 'Fill your open roles sooner',
    text: 'Tell us about your hiring plan for the next two quarters and we will propose a recruiting team to match.',
  },
  related: [
    'insurance-customer-support-services',
    'outsource-digital-marketing-services',
    'accounting-bookkeeping-services',
  ],
};
