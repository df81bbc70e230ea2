import { aiProposalClaims, brand, companyFacts } from '@site/shared';
import automatedDraftingImage from './images/automated-drafting.svg';
import editBeforeSendImage from './images/edit-before-send.svg';
import exportOneClickImage from './images/export-one-click.svg';
import saveTimeImage from './images/save-time.svg';
import sideBySideImage from './images/side-by-side-comparison.svg';

const { proposalSeconds, minutesSaved, extractionAccuracyPercent, speedMultiplierRange } = aiProposalClaims;
const [slowestSpeedUp, fastestSpeedUp] = speedMultiplierRange;

export interface ProposalFeature {
  id: string;
  title: string;
  description: string;
  image: string;
  imageAlt: string;
}

/** The five items of the feature accordion (site-spec.md section 2.14); the first is open at first. */
export const proposalFeatures: readonly [ProposalFeature, ...ProposalFeature[]] = [
  {
    id: 'automated-drafting',
    title: 'Automated proposal drafting',
    description: `Upload the quotes and a branded proposal is drafted in about ${proposalSeconds} seconds: coverages, limits, deductibles and premiums laid out the way your clients expect to read them.`,
    image: automatedDraftingImage,
    imageAlt: 'A proposal drafting itself line by line from uploaded quotes',
  },
  {
    id: 'side-by-side-comparison',
    title: 'Side-by-side comparison',
    description:
      'Every carrier’s terms sit in one table, so your client sees at a glance where the quotes match and where one leaves a gap in coverage.',
    image: sideBySideImage,
    imageAlt: 'Two carrier quotes compared column by column with matches and gaps marked',
  },
  {
    id: 'edit-before-send',
    title: 'Edit before you send',
    description:
      'You stay in charge of the advice. Change wording, add your recommendation or remove an option before the proposal leaves your desk.',
    image: editBeforeSendImage,
    imageAlt: 'A proposal open for editing with a pencil changing one line before it is sent',
  },
  {
    id: 'export-one-click',
    title: 'Export in one click',
    description:
      'Download a polished PDF with your agency’s logo and colors, ready to email or present in a renewal meeting.',
    image: exportOneClickImage,
    imageAlt: 'A finished proposal exported as a PDF file with one click',
  },
  {
    id: 'save-time',
    title: `Save ${minutesSaved}+ minutes`,
    description: `Producers and account managers get back ${minutesSaved} minutes or more on every proposal, time they can spend with clients instead of retyping quotes.`,
    image: saveTimeImage,
    imageAlt: 'A stopwatch with a shortened proposal timeline, showing time saved',
  },
];

/** Stat cards: 30 sec, 3x, 99% (site-spec.md sections 2.14 and 9). */
export const proposalStats = [
  { figure: `${proposalSeconds} sec`, label: 'To draft a proposal from uploaded carrier quotes' },
  {
    figure: `${fastestSpeedUp}x`,
    label: `Faster proposal turnaround: ${slowestSpeedUp}x to ${fastestSpeedUp}x quicker than building it by hand`,
  },
  { figure: `${extractionAccuracyPercent}%`, label: 'Accuracy when extracting coverage details from quotes' },
] as const;

/** The four steps of how it works. */
export const proposalSteps = [
  {
    title: 'Upload multiple carrier quotes',
    text: 'Drop in quotes from as many carriers as you have, as PDF, Word or Excel files.',
  },
  {
    title: 'The tool extracts coverage details',
    text: 'Limits, deductibles, exclusions, endorsements and premiums are read and organized automatically.',
  },
  {
    title: 'Compare gaps and matches side by side',
    text: 'A side-by-side comparison highlights where carriers agree and where coverage differs.',
  },
  {
    title: 'Export a PDF',
    text: 'Review, edit and export a client-ready proposal as a PDF in one click.',
  },
] as const;

/** The five FAQ entries, shown on the page and in its FAQPage structured data. */
export const proposalFaqs = [
  {
    question: 'What does the AI insurance proposal generator do?',
    answer: `It reads the quotes you receive from carriers, extracts the coverage details and drafts a side-by-side client proposal in about ${proposalSeconds} seconds, ready for you to review, edit and export.`,
  },
  {
    question: 'Which file formats can I upload?',
    answer:
      'You can upload carrier quotes as PDF, Word or Excel files, and several quotes at once for the same client.',
  },
  {
    question: 'How accurate is the coverage extraction?',
    answer: `Extraction is ${extractionAccuracyPercent}% accurate on the quote formats we support, and every proposal stays editable so you can check and adjust details before sending.`,
  },
  {
    question: 'Can I add my own branding and recommendations?',
    answer:
      'Yes. Proposals carry your agency’s logo and colors, and you can add your recommendation and notes before exporting.',
  },
  {
    question: 'Is my clients’ data kept secure?',
    answer: `Uploaded quotes are processed under the same ${companyFacts.isoCertifications[0]} certified controls that protect all client data at ${brand.name} and are never used to train public AI models.`,
  },
] as const;
