import { brand } from '@site/shared';

export interface CareersFaq {
  id: string;
  question: string;
  answer: string;
}

/** The careers FAQ, also given to search engines as FAQPage data. */
export const careersFaqs: readonly CareersFaq[] = [
  {
    id: 'apply',
    question: 'How do I apply for a job?',
    answer:
      'Open Current openings, choose a role and read its job description, then select Apply Now. The application has four short steps: position, personal, education and work experience details.',
  },
  {
    id: 'freshers',
    question: 'Do you hire freshers?',
    answer:
      'Yes. Many of our associates join right after graduation. We train you on the process before you work on live client tasks.',
  },
  {
    id: 'shifts',
    question: 'What are the working hours?',
    answer:
      'Most of our clients are in the United States, so most roles work night shifts in India. Cab transport is provided for night shifts.',
  },
  {
    id: 'documents',
    question: 'What should I keep ready before applying?',
    answer:
      'Your Aadhaar number, your 10th, 12th and graduation details, a photo (JPG or PNG, up to 2 MB) and your resume (PDF, DOC or DOCX, up to 5 MB).',
  },
  {
    id: 'interview',
    question: 'When are interviews held?',
    answer:
      'Walk-in interviews take place on Saturdays. The application suggests the coming Saturday; our team confirms the time by e-mail or phone.',
  },
  {
    id: 'status',
    question: 'How will I know the status of my application?',
    answer: `After you submit, you receive a registration ID. Keep it and your e-mail address handy: the ${brand.name} recruitment team uses them for every step of your process.`,
  },
];
