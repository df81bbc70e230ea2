import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { CarouselFallback } from './carousel-fallback.tsx';

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
});
