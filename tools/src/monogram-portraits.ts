/**
 * Draws a monogram portrait (initials in the brand's colours) for every
 * podcast guest and speaker in the seed whose portrait is an SVG file, and
 * names the person in its alt text. Run it after adding a person to the seed
 * without a photo: `npm run portraits`. A person with a photo (a .jpg, .png,
 * .webp or .avif file) is left alone; the API makes that photo's renditions.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { monogramSvg } from '@site/shared/contracts';
import { repoRoot } from './lib/apps.ts';

/** The size of a podcast portrait file (person-profile.tsx draws it at 320 px at most). */
const PORTRAIT_SIZE = 320;
const ROLES = ['guest', 'speaker'] as const;

type Episode = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** "Priya Kothari, Vice President, Client Transformation at Arcwell Global Services" */
function portraitAlt(name: string, position?: string, company?: string): string {
  const role = [position, company].filter(Boolean).join(' at ');
  return role ? `${name}, ${role}` : name;
}

function main() {
  const seedFile = path.join(repoRoot, 'api/seed/podcasts.json');
  const episodes = JSON.parse(readFileSync(seedFile, 'utf8')) as Episode[];
  const drawn = new Set<string>();
  for (const episode of episodes) {
    for (const role of ROLES) {
      const name = text(episode[`${role}_name`]);
      const image = text(episode[`${role}_image`]);
      if (!name || !image?.startsWith('/media/') || !image.endsWith('.svg')) continue;
      if (!drawn.has(image)) writeFileSync(path.join(repoRoot, 'api/seed', image), monogramSvg(name, PORTRAIT_SIZE));
      drawn.add(image);
      episode[`${role}_alt_tag`] = portraitAlt(
        name,
        text(episode[`${role}_position`]),
        text(episode[`${role}_company`]),
      );
    }
  }
  writeFileSync(seedFile, `${JSON.stringify(episodes, null, 2)}\n`);
  console.log(`Drew ${drawn.size} monogram portraits into api/seed/media.`);
}

main();
