import accountingIcon from './images/service-accounting.svg';
import aiIcon from './images/service-ai.svg';
import annotationIcon from './images/service-annotation.svg';
import insuranceIcon from './images/service-insurance.svg';
import intelligenceIcon from './images/service-intelligence.svg';
import marketingIcon from './images/service-marketing.svg';

export interface HomeService {
  /** The service's id in the route table: its title and path come from there. */
  routeId: string;
  description: string;
  icon: string;
}

/** The six main service lines of site-spec.md section 2.1, as the home page presents them. */
export const homeServices: readonly HomeService[] = [
  {
    routeId: 'service-insurance-bpo-outsourcing',
    description:
      'New business, policy checking, endorsements, certificates and claims intake for MGAs, carriers, agents and brokers.',
    icon: insuranceIcon,
  },
  {
    routeId: 'service-accounting-bookkeeping-services',
    description:
      'Payables, receivables, payroll, reconciliations and a month-end close your auditors can follow line by line.',
    icon: accountingIcon,
  },
  {
    routeId: 'service-data-annotation-services',
    description:
      'Text, image, video and audio labelling with layered quality review, plus synthetic data for the cases you lack.',
    icon: annotationIcon,
  },
  {
    routeId: 'service-business-intelligence-services',
    description:
      'Clean pipelines and dashboards that show leadership the few numbers that move the business, refreshed daily.',
    icon: intelligenceIcon,
  },
  {
    routeId: 'service-outsource-digital-marketing-services',
    description:
      'Content, SEO, paid media, social and UI/UX from one team that reports on leads and revenue, not likes.',
    icon: marketingIcon,
  },
  {
    routeId: 'service-ai-outsourcing-and-consulting-services',
    description:
      'Practical AI for operations: use-case discovery, document automation and human-in-the-loop review at scale.',
    icon: aiIcon,
  },
];
