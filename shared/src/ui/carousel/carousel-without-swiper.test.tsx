import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Carousel } from './carousel.tsx';

// The chunk with swiper fails to load (offline, a bad deploy).
jest.mock('./swiper-carousel.tsx', () => {
  throw new Error('Loading chunk failed');
});

describe('Carousel without swiper', () => {
  it('keeps the slides as a plain row in their region, and the page, when swiper cannot be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Carousel
        label="Why choose us"
        slides={['Quality', 'Security'].map((title) => ({ key: title, content: <h3>{title}</h3> }))}
      />,
    );

    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/swiper could not be loaded/), expect.anything()),
    );
    const region = screen.getByRole('region', { name: 'Why choose us' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Quality', 'Security']);
    expect(within(region).queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    error.mockRestore();
  });
});
