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
}

/** The About and Career menus' pages; their blurbs, which only the desktop menus show, are in menu-blurbs.ts. */

export const aboutTabs: readonly AboutTab[] = [
  {
    id: 'who-we-are',
    label: 'Who we are',
    path: path('about'),
  },
  {
    id: 'leadership',
    label: 'Our leadership',
    path: path('leadership'),
  },
  {
    id: 'csr',
    label: 'Social responsibility',
    path: path('csr'),
  },
  {
    id: 'life',
    label: getRoute('life').title,
    path: path('life'),
  },
];

export const careerLinks = [
  { id: 'careers', label: 'Careers', path: path('careers') },
  { id: 'current-openings', label: 'Current openings', path: path('current-openings') },
  { id: 'life', label: getRoute('life').title, path: path('life') },
] as const;

export const firstTabOf = (menu: string): string | null => {
  if (menu === 'insights') return insightsTabs[0]?.id ?? null;
  if (menu === 'about') return aboutTabs[0]?.id ?? null;
  return null;
};
