// The pages the load asks for, and what proves each was served with its content. A page "with its content" is a
// 200 whose HTML holds the text below, which only a server render of that page has: the boot page (the shell
// without a render, what a failed or slow render leaves) has none of it. Two pages need no API data (home, about),
// two need the API's (the guides list and a guide: the text comes from the database), one is a form (contact us).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getRoute } from '@site/shared/contracts';
import { repoRoot } from '../lib/apps.ts';

/** The home page's hero headline, and what the pin proof's published version of the content remote says instead. */
export const HEADLINE = 'Outsourcing and consulting that moves your business forward';
export const PINNED_HEADLINE = 'Outsourcing and consulting, as the topology test pinned it';

export interface PageCheck {
  id: string;
  path: string;
  /** Any of these in the HTML proves the content. */
  markers: string[];
  /** Why that text, for the report. */
  proof: string;
}

interface SeedGuide {
  slug: string;
  title: string;
  description: string;
}

/** The seed's first guide and the first heading of its body (the database's text, not the route table's). */
function seedGuide(): { slug: string; title: string; heading: string } {
  const guides = JSON.parse(readFileSync(path.join(repoRoot, 'api', 'seed', 'guides.json'), 'utf8')) as SeedGuide[];
  const guide = guides[0];
  const heading = guide ? /<h2[^>]*>([^<]+)<\/h2>/.exec(guide.description)?.[1] : undefined;
  if (!guide || !heading) throw new Error('api/seed/guides.json: expected a first guide whose body has an <h2>');
  return { slug: guide.slug, title: guide.title, heading };
}

export function pageChecks(): PageCheck[] {
  const guide = seedGuide();
  return [
    {
      id: 'home',
      path: getRoute('home').path,
      markers: [HEADLINE, PINNED_HEADLINE],
      proof: 'the hero headline (the released one, or the one the pin proof published)',
    },
    {
      id: 'about',
      path: getRoute('about').path,
      markers: ['Two offices, one team around the clock'],
      proof: "a section heading of the about page's body",
    },
    {
      id: 'guides',
      path: getRoute('guides').path,
      markers: [guide.title],
      proof: "the first seeded guide's title in the list (the API's data)",
    },
    {
      id: 'guide',
      path: `${getRoute('guides').path}/${guide.slug}`,
      markers: [guide.heading],
      proof: "a heading of that guide's body (the API's data)",
    },
    {
      id: 'contact',
      path: getRoute('contact').path,
      markers: ['aria-label="Alliances and partnerships enquiry"'],
      proof: "the partnership form, the contact page's default tab",
    },
  ];
}
