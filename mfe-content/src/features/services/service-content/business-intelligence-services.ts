import { brand } from '@site/shared';
import heroImage from '../images/business-intelligence.svg?first-view';
import type { ServiceContent } from './service-content-types.ts';

export const businessIntelligenceServices: ServiceContent = {
  slug: 'business-intelligence-services',
  description: `Business intelligence and data visualization services: ${brand.name} analysts connect your data sources, model them in a warehouse and build dashboards and reports your managers use every day.`,
  keywords:
    'business intelligence services, data visualization, dashboard development, data warehouse, reporting automation, KPI dashboards',
  serviceType: 'Business intelligence and data visualization',
  cardSummary: 'Dashboards and reports built on clean, connected data, so decisions start from facts.',
  hero: {
    headline: 'One version of the numbers, for everyone',
    intro: `When sales, finance and operations each keep their own spreadsheet, meetings become arguments about whose figure is right. ${brand.name} BI teams connect your systems, agree the definitions with you and deliver dashboards everyone trusts.`,
    image: heroImage,
    imageAlt: 'A dashboard with a line chart, a donut chart and key performance tiles',
  },
  whatWeDo: {
    heading: 'From scattered data to decisions',
    paragraphs: [
      'We start with the decisions you need to make and the questions behind them, then trace each metric back to its source. Only after the definitions are agreed do we design models and visuals.',
      `Once live, a small ${brand.name} team keeps pipelines healthy, adds reports as the business asks new questions and trains your people to explore the data themselves.`,
    ],
    audiences: ['Operations leaders', 'Finance teams', 'Insurance agencies and MGAs', 'Multi-location businesses'],
  },
  sectionsHeading: 'Our business intelligence services',
  sections: [
    {
      id: 'data-integration',
      title: 'Data integration',
      summary: 'Your CRM, ledger, policy system and spreadsheets flowing into one place on a schedule.',
      tasks: ['Source system connectors', 'Scheduled extract and load pipelines', 'Data quality checks with alerts'],
    },
    {
      id: 'data-modeling',
      title: 'Data modeling and warehousing',
      summary: 'A warehouse shaped around how your business works, with metrics defined once.',
      tasks: [
        'Dimensional models and semantic layers',
        'Shared metric definitions',
        'Historical snapshots for trend analysis',
      ],
    },
    {
      id: 'dashboards',
      title: 'Dashboards and data visualization',
      summary: 'Clear visuals that answer a question at a glance and let people drill into the detail.',
      tasks: ['Executive and team dashboards', 'Interactive filters and drill-downs', 'Accessible chart design'],
    },
    {
      id: 'reporting-automation',
      title: 'Reporting automation',
      summary: 'The weekly report that took a day to build now arrives in inboxes on its own.',
      tasks: ['Scheduled report delivery', 'Threshold alerts', 'Board and investor packs'],
    },
    {
      id: 'analytics-support',
      title: 'Analytics support',
      summary: 'Analysts on call for the questions dashboards cannot answer yet.',
      tasks: ['Ad hoc analysis', 'Forecasting and trend studies', 'User training and documentation'],
    },
  ],
  outcomes: [
    {
      figure: '1 source',
      label: 'Of truth for every metric',
      detail: 'Definitions agreed once and reused in every report.',
    },
    {
      figure: '8 h',
      label: 'Saved per analyst each week',
      detail: 'Typical time recovered from manual report building.',
    },
    {
      figure: '6 weeks',
      label: 'To the first live dashboard',
      detail: 'From discovery workshop to a dashboard in daily use.',
    },
  ],
  faqs: [
    {
      question: 'Which BI tools do you build in?',
      answer:
        'We build in the leading self-service BI platforms and can recommend one if you have not chosen yet. The choice follows your existing licenses, data and skills.',
    },
    {
      question: 'Do we need a data warehouse first?',
      answer:
        'Not always. Small projects can report straight from source systems; as questions grow, we design a lightweight cloud warehouse so reports stay fast and consistent.',
    },
    {
      question: 'Who owns the dashboards and data models?',
      answer:
        'You do. Everything is built in your accounts and documented, so your team can maintain it with or without us.',
    },
    {
      question: 'Can you visualize data we already have in spreadsheets?',
      answer:
        'Yes. Many projects start there. We tidy the spreadsheets, automate their refresh and replace them step by step with connected sources.',
    },
  ],
  cta: {
    heading: 'Bring your numbers into one view',
    text: 'Tell us the three questions you struggle to answer today. We will show you the dashboard that answers them.',
  },
  related: ['accounting-bookkeeping-services', 'ai-outsourcing-and-consulting-services', 'data-annotation-services'],
};
