import { act } from 'react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { Swiper } from 'swiper/types';
import { TABLET_MAX_WIDTH, TESTIMONIAL_CAROUSEL_AUTOPLAY_MS, companyFacts, testimonialRatings } from '@site/shared';
import { TestimonialCarousel } from './testimonial-carousel.tsx';

const LABEL = 'What our clients say';
const noMediaQueryMatches = window.matchMedia;

/** A window `width` pixels wide, as swiper's breakpoints ask it through media queries. */
function viewportWidth(width: number) {
  window.matchMedia = (query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query)?.[1];
    return { ...noMediaQueryMatches(query), matches: minWidth !== undefined && width >= Number(minWidth) };
  };
}

/** Renders the carousel and waits for swiper to take over from the plain row it shows first. */
async function renderCarousel() {
  const { container } = render(<TestimonialCarousel label={LABEL} />);
  await screen.findByRole('button', { name: 'Next slide' });
  const swiper = container.querySelector<HTMLElement & { swiper?: Swiper }>('.swiper')?.swiper;
  const activeSlide = () => container.querySelector('.swiper-slide-active')?.textContent;
  return { swiper, activeSlide };
}

afterEach(() => {
  window.matchMedia = noMediaQueryMatches;
  jest.useRealTimers();
});

describe('the testimonial carousel', () => {
  it('holds the six text testimonials with the client and role under each', async () => {
    await renderCarousel();

    expect(screen.getByRole('region', { name: LABEL })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('figure')).toHaveLength(testimonialRatings.textTestimonialCount);
    expect(screen.getByText('Managing Partner, Moreau & Fitch CPAs')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`over ${companyFacts.testimonialAccuracyPercent}% accuracy`))).toBeVisible();
  });

  it('shows two testimonials side by side above 1024 px', async () => {
    viewportWidth(TABLET_MAX_WIDTH + 256);
    expect((await renderCarousel()).swiper?.params.slidesPerView).toBe(2);
  });

  it('shows one testimonial at a time at 1024 px and below', async () => {
    viewportWidth(TABLET_MAX_WIDTH);
    expect((await renderCarousel()).swiper?.params.slidesPerView).toBe(1);
  });

  it('moves on to the next testimonial after the autoplay interval, and not before', async () => {
    jest.useFakeTimers();
    const { activeSlide } = await renderCarousel();
    const first = activeSlide();

    act(() => jest.advanceTimersByTime(TESTIMONIAL_CAROUSEL_AUTOPLAY_MS - 1));
    expect(activeSlide()).toBe(first);

    act(() => jest.advanceTimersByTime(1));
    expect(activeSlide()).not.toBe(first);
    expect(activeSlide()).toContain('Elaine Moreau');
  });
});
