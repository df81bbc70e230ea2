import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parseContentSeed } from './content-seed.ts';
import { contentTypes } from './content-types.ts';

const seedDir = path.join(import.meta.dirname, '../../../seed');
const seed = (file: string): Record<string, unknown>[] => JSON.parse(readFileSync(path.join(seedDir, file), 'utf8'));

describe('parseContentSeed', () => {
  it('accepts every seed file the site ships', () => {
    for (const definition of Object.values(contentTypes)) {
      expect(parseContentSeed(definition, seed(definition.seedFile)).length).toBeGreaterThan(0);
    }
  });

  it('names the item and the field an editor got wrong', () => {
    const [first, second] = seed('guides.json');
    expect(() => parseContentSeed(contentTypes.guide, [first, { ...second, min_read: 'five' }])).toThrow(
      `guides.json item 1 (${String(second?.slug)}): "min_read" must be number`,
    );
    expect(() => parseContentSeed(contentTypes.guide, [{ ...first, title: '   ' }])).toThrow(
      `guides.json item 0 (${String(first?.slug)}): "title" must match pattern`,
    );
    expect(() =>
      parseContentSeed(contentTypes.guide, [{ ...first, faq: [{ f_question: 'Why?', f_answer: 42 }] }]),
    ).toThrow('"faq[0].f_answer" must be string');
    expect(() =>
      parseContentSeed(contentTypes.news, [{ ...seed('news.json')[0], publish_date: '12/03/2025' }]),
    ).toThrow('"publish_date" must match format "date"');
    const untitled = { ...seed('blogs.json')[0] };
    delete untitled.title;
    expect(() => parseContentSeed(contentTypes.blog, [untitled])).toThrow('must have required properties title');
  });

  it('refuses slugs that are not kebab-case or appear twice', () => {
    const [first] = seed('events.json');
    expect(() => parseContentSeed(contentTypes.event, [{ ...first, slug: 'Big Event' }])).toThrow(
      '"slug" must be kebab-case',
    );
    expect(() => parseContentSeed(contentTypes.event, [first, first])).toThrow(
      'item 1 (' + String(first?.slug) + '): duplicate slug',
    );
    expect(() => parseContentSeed(contentTypes.event, { items: [] })).toThrow('events.json must hold an array');
  });
});
