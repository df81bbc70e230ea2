import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { CAROUSEL_BREAKPOINTS } from '../../constants/motion.ts';
import { CarouselFallback } from './carousel-fallback.tsx';

const stylesheet = readFileSync(path.join(import.meta.dirname, 'carousel-fallback.module.css'), 'utf8');

describe('the carousel fallback', () => {
  it('sets the slides in view per breakpoint as custom properties, with no inline <style> a page policy would refuse', () => {
    const slides = [{ key: 'a', content: <p>A</p> }];
    const { container } = render(
      <CarouselFallback slides={slides} slidesPerView={2} breakpoints={{ 768: 3, 1024: 4 }} spaceBetween={8} />,
    );
    expect(container.querySelector('style')).toBeNull();
    const root = container.querySelector<HTMLElement>('[data-carousel-fallback]');
    expect(root?.style.getPropertyValue('--carousel-per-view-base')).toBe('2');
    expect(root?.style.getPropertyValue('--carousel-per-view-768')).toBe('3');
    expect(root?.style.getPropertyValue('--carousel-per-view-992')).toBe('');
    expect(root?.style.getPropertyValue('--carousel-per-view-1024')).toBe('4');
  });

  it.each(CAROUSEL_BREAKPOINTS.map((width, index) => [width, CAROUSEL_BREAKPOINTS.slice(0, index + 1)] as const))(
    'has a rule from %i px up that takes the widest breakpoint named at or below it',
    (width, atOrBelow) => {
      const rule = new RegExp(
        `@media \\(min-width: ${width}px\\) \\{\\s*\\.fallback \\{\\s*--carousel-per-view: ([^;]+);`,
      );
      const value = rule.exec(stylesheet)?.[1]?.replace(/\s+/g, ' ');
      const names = [...(value ?? '').matchAll(/--carousel-per-view-(\w+)/g)].map((match) => match[1]);
      expect(names).toEqual([...[...atOrBelow].reverse().map(String), 'base']);
    },
  );
});
