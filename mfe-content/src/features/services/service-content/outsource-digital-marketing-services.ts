import { brand } from '@site/shared';
import heroImage from '../images/digital-marketing.svg?first-view';
import type { ServiceContent } from './service-content-types.ts';

export const outsourceDigitalMarketingServices: ServiceContent = {
  slug: 'outsource-digital-marketing-services',
  description: `Outsourced digital marketing from ${brand.name}: content writing, graphic design, SEO, UI/UX, paid media and social media management delivered by one coordinated team for B2B and insurance brands.`,
  keywords:
    'outsourced digital marketing, content marketing, SEO services, paid media management, social media management, UI UX design',
  serviceType: 'Digital marketing outsourcing',
  cardSummary: 'Content, design, SEO, paid and social campaigns from one coordinated marketing team.',
  hero: {
    headline: 'A full marketing team, without hiring one',
    intro: `Most marketing leaders juggle freelancers, an agency and an overworked in-house team. ${brand.name} gives you writers, designers, SEO specialists and media buyers who plan together, work to your brand and report against the same pipeline goals.`,
    image: heroImage,
    imageAlt: 'A campaign board with a blog draft, a social post, a search ranking chart and an ad preview',
  },
  whatWeDo: {
    heading: 'Marketing that is planned, produced and measured in one place',
    paragraphs: [
      'Each quarter starts with a plan tied to your revenue targets: the audiences, the channels and the content each needs. A single account lead coordinates every specialist so campaigns launch together instead of one channel at a time.',
      'You see the work in a shared board, approve it before it goes live and get a monthly report that links activity to leads, not just to clicks.',
    ],
    audiences: ['B2B service firms', 'Insurance agencies and MGAs', 'Software companies', 'Professional services'],
  },
  sectionsHeading: 'Our digital marketing services',
  sections: [
    {
      id: 'content',
      title: 'Content writing',
      summary: 'Articles, guides and emails written by people who research your industry before they write.',
      tasks: [
        'Blog posts and long-form guides',
        'Email newsletters and nurture sequences',
        'Case studies and sales collateral',
      ],
    },
    {
      id: 'graphic-design',
      title: 'Graphic design',
      summary: 'On-brand visuals for every channel, produced fast enough to keep up with campaigns.',
      tasks: ['Social and ad creatives', 'Infographics and presentations', 'Brand guidelines and templates'],
    },
    {
      id: 'seo',
      title: 'Search engine optimization',
      summary: 'Technical fixes, content and links that earn rankings for the searches your buyers make.',
      tasks: ['Technical audits and fixes', 'Keyword research and content briefs', 'Local search and listings'],
    },
    {
      id: 'ui-ux',
      title: 'UI/UX design',
      summary: 'Websites and landing pages that are easy to use and built to convert.',
      tasks: ['User journeys and wireframes', 'Landing page design and testing', 'Accessibility reviews'],
    },
    {
      id: 'paid',
      title: 'Paid media',
      summary: 'Search, social and display budgets spent where they produce qualified leads.',
      tasks: ['Campaign setup and tracking', 'Bid and budget management', 'Ad copy and creative testing'],
    },
    {
      id: 'social',
      title: 'Social media',
      summary: 'A steady, useful presence on the networks where your buyers spend time.',
      tasks: ['Content calendars and publishing', 'Community replies and monitoring', 'Employee advocacy programs'],
    },
  ],
  outcomes: [
    { figure: '+150%', label: 'Monthly content output', detail: 'Typical increase by the end of the first quarter.' },
    { figure: '35%', label: 'Lower cost per lead', detail: 'Median change across paid programs after optimization.' },
    {
      figure: '1 lead',
      label: 'Accountable for every channel',
      detail: 'A single account lead coordinates all specialists.',
    },
  ],
  faqs: [
    {
      question: 'Can you work alongside our in-house marketing team?',
      answer:
        'Yes, that is the most common setup. Your team owns strategy and brand; we add production capacity and specialist skills where you need them.',
    },
    {
      question: 'How do you learn our industry well enough to write about it?',
      answer:
        'Writers interview your subject experts, study your sales calls and past content, and work from a style guide we build with you in the first two weeks.',
    },
    {
      question: 'Who owns the ad accounts and creative files?',
      answer: 'You do. Campaigns run in your ad accounts and every design file is delivered to your shared drive.',
    },
    {
      question: 'How do you report results?',
      answer:
        'A monthly report connects each channel to traffic, leads and pipeline, with the next month’s priorities. Dashboards are live between reports.',
    },
  ],
  cta: {
    heading: 'Plan your next quarter with us',
    text: 'Share your goals and current channels. We will come back with a plan and the team it needs.',
  },
  related: [
    'business-intelligence-services',
    'ai-outsourcing-and-consulting-services',
    'recruitment-process-outsourcing-services',
  ],
};
