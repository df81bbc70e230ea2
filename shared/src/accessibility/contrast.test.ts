import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { FOCUS_RING_MIN_CONTRAST, TEXT_MIN_CONTRAST } from '../constants/accessibility.ts';
import { contrastRatio, parseColour } from './contrast.ts';

const tokens = readFileSync(new URL('../ui/tokens.css', import.meta.url), 'utf8');
const token = (name: string) => {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(tokens)?.[1];
  if (!value) throw new Error(`No colour token --${name}`);
  return value;
};

describe('contrastRatio', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(255, 255, 255)', '#ffffff')).toBe(1);
    // The figure for the brand orange on white.
    expect(contrastRatio('#f28c28', '#ffffff')).toBeCloseTo(2.45, 2);
    expect(parseColour('transparent')).toBeUndefined();
  });
});

describe('the colour tokens', () => {
  it('give the focus ring 3:1 against every background the site puts it on', () => {
    for (const background of ['color-white', 'color-light', 'color-navy']) {
      expect(contrastRatio(token('color-focus-ring'), token(background))).toBeGreaterThanOrEqual(
        FOCUS_RING_MIN_CONTRAST,
      );
    }
  });

  it('keep the orange text shade readable on white and the brand orange for decoration only', () => {
    expect(contrastRatio(token('color-orange-text'), token('color-white'))).toBeGreaterThanOrEqual(TEXT_MIN_CONTRAST);
    expect(contrastRatio(token('color-orange'), token('color-white'))).toBeLessThan(FOCUS_RING_MIN_CONTRAST);
  });
});
