import { brand } from '@site/shared';
import heroImage from '../images/data-annotation.svg?first-view';
import type { ServiceContent } from './service-content-types.ts';

export const dataAnnotationServices: ServiceContent = {
  slug: 'data-annotation-services',
  description: `Data annotation services for machine-learning teams: text, image, video and audio labeling plus synthetic data, delivered by trained ${brand.name} annotators with multi-pass quality review.`,
  keywords:
    'data annotation, data labeling services, image annotation, text annotation, video annotation, audio transcription, synthetic data',
  serviceType: 'Data annotation and labeling',
  cardSummary: 'Training data labeled by trained annotators, reviewed twice and delivered in your format.',
  hero: {
    headline: 'Training data your models can trust',
    intro: `Models learn what their data teaches them. ${brand.name} annotation teams label text, images, video and audio to your guidelines, measure agreement between annotators and send back datasets that are ready for training.`,
    image: heroImage,
    imageAlt: 'Image frames with bounding boxes, a labeled sentence and an audio waveform',
  },
  whatWeDo: {
    heading: 'Human judgment at machine-learning scale',
    paragraphs: [
      'We begin with a calibration batch: your guidelines, a few hundred items and a gold set. Annotators are trained until their agreement with the gold set meets your threshold, and only then does production labeling start.',
      'Each batch passes a second reviewer and a sampled audit. Edge cases go into a shared decision log, so guidelines improve as the project grows instead of drifting.',
    ],
    audiences: ['Machine-learning teams', 'AI product companies', 'Insurtech and fintech', 'Research groups'],
  },
  sectionsHeading: 'Our data annotation services',
  sections: [
    {
      id: 'text',
      title: 'Text annotation',
      summary: 'Language data labeled for search, chat, extraction and classification models.',
      tasks: [
        'Named entities and relationships',
        'Intent, sentiment and topic classification',
        'Document field extraction',
      ],
    },
    {
      id: 'video',
      title: 'Video annotation',
      summary: 'Objects and actions tracked frame by frame, with identities kept across scenes.',
      tasks: ['Object tracking with persistent IDs', 'Action and event segmentation', 'Frame-level quality sampling'],
    },
    {
      id: 'image',
      title: 'Image annotation',
      summary: 'Pixel-accurate labels for detection, segmentation and classification.',
      tasks: ['Bounding boxes and polygons', 'Semantic and instance segmentation', 'Key points and landmarks'],
    },
    {
      id: 'audio',
      title: 'Audio annotation',
      summary: 'Speech and sound labeled for recognition, diarization and voice products.',
      tasks: ['Verbatim and clean transcription', 'Speaker diarization and timestamps', 'Sound event tagging'],
    },
    {
      id: 'synthetic-data',
      title: 'Synthetic data',
      summary: 'Generated examples that fill the gaps in real data, checked by people before they reach training.',
      tasks: [
        'Rare-case and edge-case generation',
        'Privacy-safe document variants',
        'Human validation of generated samples',
      ],
    },
  ],
  outcomes: [
    { figure: '97%+', label: 'Label accuracy', detail: 'Measured against client gold sets on audited samples.' },
    {
      figure: '2 passes',
      label: 'Review on every batch',
      detail: 'An annotator and an independent reviewer for each item.',
    },
    {
      figure: '10 days',
      label: 'Calibration to production',
      detail: 'Typical time from guidelines to the first full batch.',
    },
  ],
  faqs: [
    {
      question: 'Do you use our labeling tool or your own?',
      answer:
        'Either. Our annotators work in the major commercial and open-source labeling platforms, and we can set up a workspace if you do not have one.',
    },
    {
      question: 'How do you measure annotation quality?',
      answer:
        'We track agreement with your gold set, agreement between annotators and reviewer correction rates, and share them with every delivery.',
    },
    {
      question: 'Can you handle sensitive data such as insurance documents?',
      answer:
        'Yes. Sensitive projects run in a restricted area with no personal devices, access limited to named annotators and data kept in your environment where possible.',
    },
    {
      question: 'What volume can you take on?',
      answer:
        'Projects range from a few thousand items to continuous pipelines. Teams scale up in steps after calibration, so quality holds as volume grows.',
    },
    {
      question: 'Do you annotate in languages other than English?',
      answer: 'We annotate English and several Indian languages in-house; other languages are scoped per project.',
    },
  ],
  cta: {
    heading: 'Start with a calibration batch',
    text: 'Send us your guidelines and a sample. We will label it, report the agreement scores and quote the full project.',
  },
  related: [
    'ai-outsourcing-and-consulting-services',
    'business-intelligence-services',
    'outsource-digital-marketing-services',
  ],
};
