// The desktop mega menus' blurbs (site-spec.md section 2.18), by page: only the desktop menus show them, so
// they come with the menus' lazy chunk, not with every phone's start-up (docs/decisions/020).
import type { aboutTabs, careerLinks } from './menu-definitions.ts';

export const aboutBlurbs: Record<(typeof aboutTabs)[number]['id'], string> = {
  'who-we-are':
    'Since 2006 we have run the back offices of insurers, accountants and growing businesses across four continents.',
  leadership: 'Meet the people who set our direction and stay close to every client engagement.',
  csr: 'Education, empowerment and healthcare programmes in the communities where our teams live.',
  life: 'A workplace that celebrates learning, growth and the people who make the work happen.',
};

export const careerBlurbs: Record<(typeof careerLinks)[number]['id'], string> = {
  careers: 'Grow with a team of 1050+ professionals.',
  'current-openings': 'See the roles we are hiring for today.',
  life: 'What it is like to work with us.',
};
