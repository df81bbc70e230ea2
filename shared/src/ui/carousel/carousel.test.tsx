import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Carousel } from './carousel.tsx';

describe('Carousel', () => {
  it('renders every slide in a labelled carousel region with navigation buttons', () => {
    render(
      <Carousel
        label="Why choose us"
        slides={['Quality', 'Security', 'Scale'].map((title) => ({ key: title, content: <h3>{title}</h3> }))}
        breakpoints={{ 992: 4 }}
        autoplayMs={3000}
      />,
    );
    const region = screen.getByRole('region', { name: 'Why choose us' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Quality',
      'Security',
      'Scale',
    ]);
  });
});
