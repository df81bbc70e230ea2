import { brand } from '@site/shared';
import heroImage from '../images/accounting-ledger.svg?first-view';
import type { ServiceContent } from './service-content-types.ts';

export const accountingBookkeepingServices: ServiceContent = {
  slug: 'accounting-bookkeeping-services',
  description: `Outsourced accounting and bookkeeping from ${brand.name}: accounts payable and receivable, payroll, reconciliation, general ledger and month-end financial reporting for CPA firms and growing businesses.`,
  keywords:
    'outsourced bookkeeping, accounting outsourcing, accounts payable outsourcing, payroll processing, bank reconciliation, month-end close',
  serviceType: 'Accounting and bookkeeping outsourcing',
  cardSummary: 'Payables, receivables, payroll and a month-end close your auditors will thank you for.',
  hero: {
    headline: 'Books that close on time, every month',
    intro: `${brand.name} accountants keep the ledgers of growing businesses and the client work of CPA firms current: bills paid on schedule, receipts applied the same day, accounts reconciled and reports ready when the month ends.`,
    image: heroImage,
    imageAlt: 'An accountant’s desk with a balanced ledger, a bar chart and a stack of reconciled statements',
  },
  whatWeDo: {
    heading: 'A finance back office without the overhead',
    paragraphs: [
      'We work in your accounting software and your document tools, following a close checklist agreed with your controller or engagement partner. Each task has a preparer and a reviewer, so nothing is posted without a second pair of eyes.',
      'CPA firms use us to add capacity in tax season without adding headcount; businesses use us to replace a stretched in-house bookkeeper with a team that never goes on leave all at once.',
    ],
    audiences: [
      'CPA and accounting firms',
      'Small and mid-sized businesses',
      'Insurance agencies',
      'E-commerce sellers',
    ],
  },
  sectionsHeading: 'Our accounting and bookkeeping services',
  sections: [
    {
      id: 'payable',
      title: 'Accounts payable',
      summary: 'Vendor bills captured, coded, approved and paid on time, with early-payment discounts taken.',
      tasks: [
        'Invoice capture and three-way matching',
        'Approval routing and payment runs',
        'Vendor statement reconciliation',
      ],
    },
    {
      id: 'receivable',
      title: 'Accounts receivable',
      summary: 'Invoices out the day work is done and cash applied before it goes stale.',
      tasks: [
        'Customer invoicing and statements',
        'Cash application and deposit matching',
        'Aging reports and polite collections',
      ],
    },
    {
      id: 'financial-reporting',
      title: 'Financial reporting',
      summary: 'A month-end pack your leadership can read: statements, variances and the story behind them.',
      tasks: [
        'Profit and loss, balance sheet and cash flow',
        'Budget-to-actual variance commentary',
        'Management and lender reporting',
      ],
    },
    {
      id: 'payroll',
      title: 'Payroll',
      summary: 'Accurate pay runs across states and pay frequencies, with the journals posted for you.',
      tasks: ['Timesheet collection and pay-run preparation', 'Payroll journal entries', 'Year-end forms support'],
    },
    {
      id: 'reconciliation',
      title: 'Reconciliation',
      summary: 'Every bank, card and clearing account tied out, with unexplained items chased down.',
      tasks: [
        'Bank and credit card reconciliations',
        'Intercompany and clearing accounts',
        'Merchant and payment processor payouts',
      ],
    },
    {
      id: 'general-ledger',
      title: 'General ledger',
      summary: 'A clean chart of accounts and a ledger that stays right between audits.',
      tasks: [
        'Journal entries, accruals and prepaids',
        'Fixed asset and depreciation schedules',
        'Audit and tax preparation support',
      ],
    },
  ],
  outcomes: [
    { figure: '5 days', label: 'Month-end close', detail: 'Books closed by the fifth business day for most clients.' },
    { figure: '2-step', label: 'Review on every entry', detail: 'A preparer and a reviewer sign off each task.' },
    { figure: '45%', label: 'Lower cost per close', detail: 'Compared with the in-house cost our clients report.' },
  ],
  faqs: [
    {
      question: 'Which accounting software do you work in?',
      answer:
        'Our accountants work in the common cloud and desktop ledgers used by US small and mid-sized businesses, along with bill-pay, expense and payroll tools. We adapt to your stack rather than asking you to change it.',
    },
    {
      question: 'Do you work with CPA firms as well as businesses?',
      answer:
        'Yes. For firms we work as a white-label extension of the engagement team, preparing work papers and bookkeeping that your staff review and sign.',
    },
    {
      question: 'Who approves payments?',
      answer:
        'You do. We prepare payment runs and route them for approval; funds only move after an authorized person at your company releases them.',
    },
    {
      question: 'Can you clean up books that are months behind?',
      answer:
        'We regularly start with catch-up work: reconciling the backlog month by month, correcting miscoded entries and then moving to a monthly routine.',
    },
  ],
  cta: {
    heading: 'Close the month without the late nights',
    text: 'Share your current close checklist and we will show you where a dedicated accounting team saves the most time.',
  },
  related: ['business-intelligence-services', 'insurance-bpo-outsourcing', 'ai-outsourcing-and-consulting-services'],
};
