import { getRoute } from '@site/shared';
import type { MenuDataResponse } from '@site/shared';

export type MenuId = 'services' | 'insights' | 'about' | 'career';

export interface InsightsTab {
  id: string;
  label: string;
  /** The menu-data list it shows; the Testimonials tab shows the fixed videos instead. */
  list?: keyof MenuDataResponse;
  /** Where an item of the list lives: `${basePath}/${slug}`. */
  basePath: string;
  viewAll: string;
}

const path = (routeId: string) => getRoute(routeId).path;

/** site-spec.md section 2.18: the Insights tabs, in order. */
export const insightsTabs: readonly InsightsTab[] = [
  { id: 'blogs', label: 'Blogs', list: 'blogs', basePath: path('blogs'), viewAll: path('blogs') },
  {
    id: 'client-stories',
    label: 'Client Stories',
    list: 'casestudy',
    basePath: path('case-studies'),
    viewAll: path('case-studies'),
  },
  { id: 'guides', label: 'Guides', list: 'guide', basePath: path('guides'), viewAll: path('guides') },
  { id: 'newsroom', label: 'Newsroom', list: 'news', basePath: path('news'), viewAll: path('news') },
  { id: 'podcast', label: 'Podcast', list: 'podcasts', basePath: path('podcast'), viewAll: path('podcast') },
  { id: 'events', label: 'Events', list: 'events', basePath: path('events'), viewAll: path('events') },
  { id: 'testimonials', label: 'Testimonials', basePath: '', viewAll: path('testimonials') },
];

export interface AboutTab {
  id: string;
  label: string;
  path: string;
  blurb: string;
}

export const aboutTabs: readonly AboutTab[] = [
  {
    id: 'who-we-are',
    label: 'Who we are',
    path: path('about'),
    blurb:
      'Since 2006 we have run the back offices of insurers, accountants and growing businesses across four continents.',
  },
  {
    id: 'leadership',
    label: 'Our leadership',
    path: path('leadership'),
    blurb: 'Meet the people who set our direction and stay close to every client engagement.',
  },
  {
    id: 'csr',
    label: 'Social responsibility',
    path: path('csr'),
    blurb: 'Education, empowerment and healthcare programmes in the communities where our teams live.',
  },
  {
    id: 'life',
    label: getRoute('life').title,
    path: path('life'),
    blurb: 'A workplace that celebrates learning, growth and the people who make the work happen.',
  },
];

export const careerLinks = [
  { label: 'Careers', path: path('careers'), blurb: 'Grow with a team of 1050+ professionals.' },
  { label: 'Current openings', path: path('current-openings'), blurb: 'See the roles we are hiring for today.' },
  { label: getRoute('life').title, path: path('life'), blurb: 'What it is like to work with us.' },
] as const;

export const firstTabOf = (menu: string): string | null => {
  if (menu === 'insights') return insightsTabs[0]?.id ?? null;
  if (menu === 'about') return aboutTabs[0]?.id ?? null;
  return null;
};
