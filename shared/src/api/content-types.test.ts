import { describe, expect, it } from '@jest/globals';
import type { Static } from 'typebox';
import { Value } from 'typebox/value';
import type { ContentCard, DetailResponse, Guide, ListResponse } from './content-types.ts';
import type { DetailResponseSchema } from './schemas/common.ts';
import { ListResponseSchema } from './schemas/common.ts';
import type { GuideSchema } from './schemas/content.ts';
import { ContentCardSchema } from './schemas/content.ts';

// The generic answers are written out in content-types.ts, since a schema function cannot take a type parameter.
// These fail to compile when they drift from what the schema functions build.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const listMatches: Same<
  ListResponse<ContentCard>,
  Static<ReturnType<typeof ListResponseSchema<typeof ContentCardSchema>>>
> = true;
const detailMatches: Same<
  DetailResponse<Guide>,
  Static<ReturnType<typeof DetailResponseSchema<typeof GuideSchema>>>
> = true;

describe('the generic content answers', () => {
  it('are the shapes the API serializes with', () => {
    expect([listMatches, detailMatches]).toEqual([true, true]);
    const card: ContentCard = { slug: 'a', title: 'A', feature_image: '/media/a.svg', feature_alt_tag: 'A' };
    const list: ListResponse<ContentCard> = {
      status: true,
      data: { data: [card], current_page: 1, last_page: 1, per_page: 6, total: 1 },
    };
    expect(Value.Check(ListResponseSchema(ContentCardSchema), list)).toBe(true);
    expect(Value.Check(ListResponseSchema(ContentCardSchema), { ...list, status: 0 })).toBe(false);
  });
});
