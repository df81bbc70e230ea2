import { brand } from '@site/shared';
import heroImage from '../images/ai-consulting.svg?first-view';
import type { ServiceContent } from './service-content-types.ts';

export const aiOutsourcingAndConsultingServices: ServiceContent = {
  slug: 'ai-outsourcing-and-consulting-services',
  description: `AI outsourcing and consulting from ${brand.name}: readiness assessments, use-case discovery, document automation, model operations and human-in-the-loop review that turn AI pilots into working processes.`,
  keywords:
    'AI consulting, AI outsourcing, intelligent document processing, AI readiness assessment, human in the loop, generative AI for insurance',
  serviceType: 'Artificial intelligence consulting and outsourcing',
  cardSummary: 'AI strategy, automation and human-in-the-loop teams that turn pilots into daily practice.',
  hero: {
    headline: 'Practical AI, run by people who know your operations',
    intro: `${brand.name} has run back-office processes for nearly two decades. We use that knowledge to find where AI genuinely saves time, build the automation and staff the human review that keeps it accurate.`,
    image: heroImage,
    imageAlt: 'A neural network diagram connected to a document, a checklist and a person reviewing results',
  },
  whatWeDo: {
    heading: 'From idea to a process that works every day',
    paragraphs: [
      'Many AI projects stall after the demo. We start from a process you already run, measure it, and design automation with clear quality gates and a person accountable for exceptions.',
      'Because our teams also operate processes, we can run the automated workflow for you: models do the repetitive work, trained staff handle exceptions and every correction feeds the next improvement.',
    ],
    audiences: [
      'Insurance carriers and MGAs',
      'Finance and accounting teams',
      'Operations leaders',
      'Product companies',
    ],
  },
  sectionsHeading: 'Our AI outsourcing and consulting services',
  sections: [
    {
      id: 'ai-readiness',
      title: 'AI readiness assessment',
      summary: 'A clear view of which processes, data and people are ready for AI, and which are not yet.',
      tasks: ['Process and data inventory', 'Risk and compliance review', 'Prioritized opportunity map'],
    },
    {
      id: 'use-case-discovery',
      title: 'Use-case discovery and pilots',
      summary: 'Small, measured pilots that prove value before you commit a budget.',
      tasks: ['Business case with baseline metrics', 'Pilot build in four to six weeks', 'Go or no-go review'],
    },
    {
      id: 'document-automation',
      title: 'Intelligent document processing',
      summary:
        'Quotes, invoices, forms and loss runs read and keyed automatically, with people checking the exceptions.',
      tasks: ['Field extraction and validation', 'Comparison and summarization', 'Export to your core systems'],
    },
    {
      id: 'human-in-the-loop',
      title: 'Human-in-the-loop operations',
      summary: 'Trained reviewers who check model output, correct it and log why.',
      tasks: [
        'Exception queues with service levels',
        'Feedback loops for model tuning',
        'Quality sampling and audit trails',
      ],
    },
    {
      id: 'ai-governance',
      title: 'AI governance and training',
      summary: 'Policies, controls and training that let your staff use AI tools safely.',
      tasks: ['Acceptable-use policy and controls', 'Prompt libraries for common tasks', 'Staff workshops'],
    },
  ],
  outcomes: [
    {
      figure: '6 weeks',
      label: 'From idea to measured pilot',
      detail: 'Typical length of a discovery and pilot cycle.',
    },
    { figure: '65%', label: 'Less manual keying', detail: 'Seen in document-heavy workflows after automation.' },
    {
      figure: '1 reviewer',
      label: 'On every uncertain output',
      detail: 'Nothing the model is unsure of goes out unchecked.',
    },
  ],
  faqs: [
    {
      question: 'Do we need our own data science team?',
      answer:
        'No. We bring the consultants, engineers and reviewers. If you have a data team, we work alongside it and hand over everything we build.',
    },
    {
      question: 'Is our data used to train public models?',
      answer:
        'No. We choose tools and contracts that keep your data private and out of public model training, and we document where it is processed.',
    },
    {
      question: 'Which processes are the best first candidates for AI?',
      answer:
        'High-volume, rules-based work with documents, such as quote comparison, invoice capture or claims intake. The readiness assessment ranks your options.',
    },
    {
      question: 'What happens when the AI gets something wrong?',
      answer:
        'Every workflow has confidence thresholds. Low-confidence items go to a trained reviewer, and corrections are logged so accuracy improves over time.',
    },
    {
      question: 'Do you offer ready-made AI tools?',
      answer:
        'Yes. Our AI insurance proposal generator is one example, and we adapt similar building blocks to other document-heavy processes.',
    },
  ],
  cta: {
    heading: 'Find your first AI win',
    text: 'Book a session with our AI consultants. Bring one process; leave with a plan to automate it safely.',
  },
  related: ['data-annotation-services', 'insurance-bpo-outsourcing', 'business-intelligence-services'],
};
