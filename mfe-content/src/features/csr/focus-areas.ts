import { brand } from '@site/shared';
import { csrPhotos } from './csr-photos.ts';
import type { CsrPhoto } from './csr-photos.ts';

export interface FocusArea {
  id: 'education' | 'empowerment' | 'healthcare';
  title: string;
  program: string;
  summary: string;
  figures: readonly { value: string; label: string }[];
  activities: readonly string[];
  photo: CsrPhoto;
}

/** The three focus areas of Arcwell's CSR in and around Udaipur (site-spec.md section 2.5). */
export const focusAreas: readonly FocusArea[] = [
  {
    id: 'education',
    title: 'Education',
    program: 'Project Akshar',
    summary:
      'Since 2014 we have adopted government schools in the Girwa and Badgaon blocks, adding after-school learning centers, libraries and digital classrooms where teachers asked for them.',
    figures: [
      { value: '14', label: 'partner government schools' },
      { value: '1,900+', label: 'students in after-school centers each year' },
      { value: '320', label: 'scholarships for girls entering senior secondary' },
    ],
    activities: [
      'Solar-backed digital classrooms with weekly lessons from employee volunteers',
      'Spoken-English and math clubs run on Saturdays',
      'Board-exam mentoring for Class 10 and 12 students',
    ],
    photo: csrPhotos.classroom,
  },
  {
    id: 'empowerment',
    title: 'Empowerment',
    program: 'Hunar skills centers',
    summary:
      'Two skills centers in Udaipur train women and young people in trades that pay: tailoring, bookkeeping, data entry and digital literacy, with placement support at the end.',
    figures: [
      { value: '240', label: 'women trained in the last two years' },
      { value: '38', label: 'self-help groups with their own savings accounts' },
      { value: '65', label: `graduates placed in jobs, some at ${brand.name} itself` },
    ],
    activities: [
      'Six-month tailoring and handicraft courses with a shared market stall',
      'Bookkeeping and spreadsheet basics taught by our accounting teams',
      'Interview practice and résumé clinics before every placement drive',
    ],
    photo: csrPhotos.tailoring,
  },
  {
    id: 'healthcare',
    title: 'Healthcare',
    program: 'Swasthya camps',
    summary:
      'With two partner hospitals we run free health and eye camps in villages where the nearest clinic is a bus ride away, and our people keep the city blood bank stocked.',
    figures: [
      { value: '46', label: 'free health camps held in nearby villages' },
      { value: '8,700', label: 'patients screened, with follow-up referrals' },
      { value: '420', label: 'units of blood donated by employees' },
    ],
    activities: [
      'General check-ups, diabetes and blood-pressure screening',
      'Eye tests with free spectacles and cataract referrals',
      'Twice-yearly blood donation drives at the Udaipur office',
    ],
    photo: csrPhotos.healthCamp,
  },
];
