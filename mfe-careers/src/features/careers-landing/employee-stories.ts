import { brand } from '@site/shared';

/** An employee slide (site-spec.md section 3): the quote and who said it, drawn beside their monogram. */
export interface EmployeeStory {
  id: string;
  text: string;
  name: string;
  designation: string;
}

const story = (id: string, name: string, designation: string, text: string): EmployeeStory => ({
  id,
  name,
  designation,
  text,
});

/** The ten testimonials of the careers carousel; the names are shortened to protect privacy. */
export const employeeStories: readonly EmployeeStory[] = [
  story(
    'meera',
    'Meera J.',
    'Senior Process Associate, Insurance Operations',
    `I joined ${brand.name} straight after college without knowing what an endorsement was. Six weeks of training later I was processing them for a US agency, and today I train new joiners myself.`,
  ),
  story(
    'arjun',
    'Arjun S.',
    'Team Lead, Policy Servicing',
    'I was promoted twice in four years. Each time my manager sat down with me and planned what I needed to learn next, and the company paid for the certification.',
  ),
  story(
    'farah',
    'Farah K.',
    'Accountant, Finance and Accounting Services',
    'Closing the books for clients in three time zones taught me more about US GAAP than any classroom. The senior accountants answer every question, however small.',
  ),
  story(
    'vikram',
    'Vikram R.',
    'Data Annotation Specialist',
    'Our quality scores are shared every week, so I always know where I stand. When I asked to move into quality review, they trained me for it.',
  ),
  story(
    'ananya',
    'Ananya P.',
    'Business Intelligence Analyst',
    'The dashboards I build are used by client leadership teams every Monday morning. Knowing that keeps me careful and curious.',
  ),
  story(
    'rohit',
    'Rohit M.',
    'Customer Support Executive, Insurance',
    'Night shifts sounded hard, but the cab drops me home, the cafeteria is open all night and my team feels like family.',
  ),
  story(
    'sneha',
    'Sneha T.',
    'SEO Executive, Digital Marketing',
    'I work remotely, yet I never feel far away. Our daily stand-up and the monthly learning sessions keep the whole team connected.',
  ),
  story(
    'kabir',
    'Kabir D.',
    'Quality Analyst, Claims',
    'Finding the root cause of an error and fixing the process so it never happens again is the most satisfying part of my job.',
  ),
  story(
    'ishita',
    'Ishita N.',
    'Talent Acquisition Partner',
    'I hire people for roles I once did myself. That makes it easy to tell candidates honestly what the work is like.',
  ),
  story(
    'devansh',
    'Devansh G.',
    'AI/ML Engineer',
    'We work on real client problems, from reading insurance documents to drafting proposals, with people who know the business inside out.',
  ),
];
