import { describe, expect, it } from '@jest/globals';
import { GUIDE_TITLE_MAX_LENGTH } from '@site/shared';
import { shortenTitle } from './shorten-title.ts';

describe('shortenTitle', () => {
  it('keeps a title of at most the limit as it is', () => {
    const exact = 'x'.repeat(GUIDE_TITLE_MAX_LENGTH);
    expect(shortenTitle('Month-End Close in Five Days')).toBe('Month-End Close in Five Days');
    expect(shortenTitle(exact)).toBe(exact);
  });

  it('cuts a longer title at the limit and adds an ellipsis', () => {
    const long = `${'a'.repeat(GUIDE_TITLE_MAX_LENGTH)}bcdef`;
    expect(shortenTitle(long)).toBe(`${'a'.repeat(GUIDE_TITLE_MAX_LENGTH)}…`);
    expect(shortenTitle(`${'y'.repeat(GUIDE_TITLE_MAX_LENGTH)}z`)).toHaveLength(GUIDE_TITLE_MAX_LENGTH + 1);
  });

  it('cuts a real seed-length title after its 80th character', () => {
    const title =
      'Bounding Boxes, Polygons or Segmentation Masks: Choosing the Right Annotation Type for Your Computer Vision Project';
    expect(shortenTitle(title)).toBe(`${title.slice(0, GUIDE_TITLE_MAX_LENGTH)}…`);
  });
});
