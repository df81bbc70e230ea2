import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { contrastRatio } from '../accessibility/contrast.ts';
import { MONOGRAM_PALETTE, initialsOf, monogramColours, monogramSvg } from '../content/monogram-portrait.ts';
import { Monogram } from './monogram.tsx';

describe('Monogram', () => {
  it('shows the initials of the first and last names', () => {
    expect(initialsOf('Claire Donnelly')).toBe('CD');
    expect(initialsOf('  Ana María de la Cruz ')).toBe('AC');
    expect(initialsOf('Priya')).toBe('P');
    const { container } = render(<Monogram name="Rohan Mehrotra" />);
    expect(container.textContent).toBe('RM');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the same name in the same brand colours, and every pair is readable', () => {
    expect(monogramColours('Claire Donnelly')).toEqual(monogramColours('Claire Donnelly'));
    const names = ['Rohan Mehrotra', 'Claire Donnelly', 'Arjun Shah', 'Meera Joshi', 'Tom Castellano', 'Kavya Rathore'];
    expect(new Set(names.map((name) => monogramColours(name).join())).size).toBeGreaterThan(2);
    for (const [background, letters] of MONOGRAM_PALETTE) {
      expect(contrastRatio(background, letters)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('monogramSvg', () => {
  it('draws the same monogram as a file, named by its title, with the name escaped', () => {
    const svg = monogramSvg('Zoë "Z" O<Brien', 320);
    const [background, letters] = monogramColours('Zoë "Z" O<Brien');
    expect(svg).toContain('width="320" height="320"');
    expect(svg).toContain(`<title>Zoë &#34;Z&#34; O&#60;Brien</title>`);
    expect(svg).toContain(`fill="${background}"`);
    expect(svg).toContain(`fill="${letters}"`);
    expect(svg).toMatch(/>ZO<\/text>/);
    expect(new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('parsererror')).toBeNull();
  });
});
