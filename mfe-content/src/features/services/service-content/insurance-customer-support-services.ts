import { brand } from '@site/shared';
import heroImage from '../images/customer-support.svg?first-view';
import type { ServiceContent } from './service-content-types.ts';

export const insuranceCustomerSupportServices: ServiceContent = {
  slug: 'insurance-customer-support-services',
  description: `Insurance customer support outsourcing: ${brand.name} agents answer policyholder calls, chats and emails, handle billing and claims status questions and cover after-hours for agencies, MGAs and carriers.`,
  keywords:
    'insurance customer support, insurance call center outsourcing, policyholder service, after-hours insurance answering, claims status support',
  serviceType: 'Insurance customer support outsourcing',
  cardSummary: 'Policyholder calls, chats and emails answered by agents trained in insurance.',
  hero: {
    headline: 'Policyholders answered the first time they reach out',
    intro: `A policyholder with a question about a bill or a claim wants an answer, not a voicemail. ${brand.name} support agents are trained in insurance, work in your systems and resolve most requests during the first contact.`,
    image: heroImage,
    imageAlt: 'A support agent with a headset answering a chat and a phone call about a policy',
  },
  whatWeDo: {
    heading: 'Service that protects your retention',
    paragraphs: [
      'Our agents learn your products, scripts and escalation rules before they take a single call. They can look up policies, explain coverage in plain language and hand complex issues to your licensed staff with a clear summary.',
      'Coverage follows your customers: business hours, evenings, weekends or around the clock, across phone, email and chat.',
    ],
    audiences: ['Insurance agencies', 'MGAs and program administrators', 'Carriers', 'Insurtech companies'],
  },
  sectionsHeading: 'Our insurance customer support services',
  sections: [
    {
      id: 'policyholder-service',
      title: 'Policyholder service',
      summary: 'Everyday questions about coverage, documents and changes answered accurately.',
      tasks: [
        'ID cards and policy documents',
        'Coverage questions in plain language',
        'Change requests logged for processing',
      ],
    },
    {
      id: 'billing-support',
      title: 'Billing and payments',
      summary: 'Payment questions resolved before they turn into cancellations.',
      tasks: ['Premium payment support', 'Payment plan and autopay setup', 'Past-due reminders'],
    },
    {
      id: 'claims-status',
      title: 'Claims status support',
      summary: 'Callers kept informed at every step of their claim.',
      tasks: ['First notice of loss intake', 'Claim status updates', 'Document collection follow-up'],
    },
    {
      id: 'after-hours',
      title: 'After-hours coverage',
      summary: 'Evenings, weekends and holidays covered, with urgent issues escalated under your rules.',
      tasks: ['Overflow and after-hours answering', 'Emergency escalation paths', 'Next-morning handover notes'],
    },
    {
      id: 'omnichannel',
      title: 'Email and chat support',
      summary: 'Written requests answered quickly and in your brand’s voice.',
      tasks: ['Shared inbox management', 'Website chat', 'Customer satisfaction surveys'],
    },
  ],
  outcomes: [
    { figure: '85%', label: 'Resolved on first contact', detail: 'Measured across calls, chats and emails.' },
    { figure: '25 s', label: 'Average speed to answer', detail: 'Typical service level for inbound calls.' },
    { figure: '4.7/5', label: 'Post-contact satisfaction', detail: 'Average score from policyholder surveys.' },
  ],
  faqs: [
    {
      question: 'Are your agents licensed?',
      answer:
        'Agents handle service requests that do not need a license. Anything that does, such as binding coverage or giving advice, is passed to your licensed staff with a summary.',
    },
    {
      question: 'Can you cover nights and weekends only?',
      answer:
        'Yes. Many agencies use us only for overflow and after-hours, so their own team is never overwhelmed and callers always reach a person.',
    },
    {
      question: 'Which channels do you support?',
      answer: 'Phone, email, website chat and text messaging, working in your phone system and help desk.',
    },
    {
      question: 'How do you measure service quality?',
      answer:
        'Team leads score a sample of every agent’s contacts each week, and you receive service level, resolution and satisfaction figures every month.',
    },
  ],
  cta: {
    heading: 'Never miss a policyholder call again',
    text: 'Tell us your call volumes and hours. We will size a support team and show you the service levels it can meet.',
  },
  related: [
    'insurance-bpo-outsourcing',
    'recruitment-process-outsourcing-services',
    'ai-outsourcing-and-consulting-services',
  ],
};
