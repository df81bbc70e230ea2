import { Compile } from 'typebox/compile';
import type { Validator } from 'typebox/compile';
import type { TProperties } from 'typebox';
import type { ContentType, SeedItem } from './content-types.ts';
import { seedSchemas } from './content-types.ts';

/** Each type's seed schema, compiled once: a seed file is checked with it, and so is every row read back. */
export const seedValidators: { [T in ContentType]: Validator<TProperties, (typeof seedSchemas)[T], SeedItem<T>> } = {
  guide: Compile(seedSchemas.guide),
  podcast: Compile(seedSchemas.podcast),
  news: Compile(seedSchemas.news),
  'case-study': Compile(seedSchemas['case-study']),
  blog: Compile(seedSchemas.blog),
  event: Compile(seedSchemas.event),
  opening: Compile(seedSchemas.opening),
};
