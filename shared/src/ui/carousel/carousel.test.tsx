import { afterEach, describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { carouselControlCopy } from '../../constants/accessibility.ts';
import type { Swiper } from 'swiper/types';
import { CAROUSEL_NEAR_VIEWPORT_MARGIN, Carousel } from './carousel.tsx';
import type { CarouselProps } from './carousel.tsx';
import { installIntersectionObserver, removeIntersectionObserver } from '../../testing/fake-intersection-observer.ts';

const titles = ['Quality', 'Security', 'Scale'];

function carousel(props: Partial<CarouselProps> = {}) {
  return (
    <Carousel
      label="Why choose us"
      slides={titles.map((title) => ({
        key: title,
        content: (
          <article>
            <h3>{title}</h3>
            <a href={`/${title.toLowerCase()}`}>More on {title}</a>
          </article>
        ),
      }))}
      breakpoints={{ 992: 4, 768: 2 }}
      autoplayMs={3000}
      {...props}
    />
  );
}

const renderCarousel = (props: Partial<CarouselProps> = {}) => render(carousel(props));

const region = () => screen.getByRole('region', { name: 'Why choose us' });
const headings = () =>
  within(region())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
/** How long swiper's chunk may take to load and run: a busy machine's test run takes over a second. */
const SWIPER_LOAD_WAIT_MS = 10_000;
/** Swiper's own next-slide button: there once swiper runs. */
const swiperLoaded = () =>
  within(region()).findByRole('button', { name: 'Next slide' }, { timeout: SWIPER_LOAD_WAIT_MS });
const swiperOf = (element: HTMLElement) =>
  element.querySelector<HTMLElement & { swiper?: Swiper }>('.swiper-initialized')?.swiper;

afterEach(() => {
  removeIntersectionObserver();
});

describe('Carousel', () => {
  it('shows every slide in the labelled carousel region before swiper loads', () => {
    installIntersectionObserver();
    const { container } = renderCarousel();

    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(headings()).toEqual(titles);
    expect(
      within(region())
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    // Each slide once, its link focusable once.
    expect(within(region()).getAllByRole('link')).toHaveLength(titles.length);
    expect(within(region()).queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(container.querySelector('.swiper-initialized')).not.toBeInTheDocument();
  });

  it('is in the server-rendered page as plain content, without swiper', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(carousel());
    document.body.append(container);

    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(headings()).toEqual(titles);
    expect(container.querySelector('[data-carousel-fallback]')).toBeInTheDocument();
    container.remove();
  });

  it('lays the fallback out as swiper’s first view: slides in view by breakpoint, the gap between them', () => {
    installIntersectionObserver();
    const { container } = renderCarousel({ slidesPerView: 1, spaceBetween: 16 });

    const fallback = container.querySelector('[data-carousel-fallback]');
    expect(fallback).toHaveStyle({
      '--carousel-per-view-base': '1',
      '--carousel-per-view-768': '2',
      '--carousel-per-view-992': '4',
    });
    expect(container.querySelector('.swiper-wrapper')).toHaveStyle({ '--carousel-space-between': '16px' });
  });

  it('loads swiper when the carousel comes near the viewport, and not before', async () => {
    const { observers, observed, enter } = installIntersectionObserver();
    const { container } = renderCarousel();

    expect(observers[0]?.options?.rootMargin).toBe(CAROUSEL_NEAR_VIEWPORT_MARGIN);
    expect(observed).toEqual([region()]);
    expect(swiperOf(container)).toBeUndefined();
    const fallbacks = () => [...container.querySelectorAll('[data-carousel-fallback]')];
    const [fallback] = fallbacks();

    enter();
    // While swiper loads, the same fallback stays on screen.
    expect(fallbacks()).toHaveLength(1);
    expect(fallbacks()[0]).toBe(fallback);
    expect(fallback).toBeVisible();

    expect(await swiperLoaded()).toBeInTheDocument();
    expect(swiperOf(container)?.params.slidesPerView).toBe(1);
    expect(headings()).toEqual(titles);
    expect(container.querySelector('[data-carousel-fallback]')).not.toBeInTheDocument();
  });

  it('loads swiper right after mount where IntersectionObserver is missing', async () => {
    const { container } = renderCarousel();

    expect(await swiperLoaded()).toBeInTheDocument();
    expect(headings()).toEqual(titles);
    expect(swiperOf(container)?.params.autoplay).toMatchObject({ delay: 3000 });
  });

  it('keeps keyboard focus on the same link when swiper takes over', async () => {
    const { enter } = installIntersectionObserver();
    renderCarousel();
    act(() => screen.getByRole('link', { name: 'More on Security' }).focus());

    enter();
    await swiperLoaded();

    expect(screen.getByRole('link', { name: 'More on Security' })).toHaveFocus();
    expect(document.activeElement?.closest('.swiper-slide')).toHaveAttribute('aria-label', '2 / 3');
  });

  it('holds autoplay while keyboard focus is inside, and runs it again once focus leaves', async () => {
    const { container } = render(
      <>
        <button type="button">Elsewhere</button>
        <Carousel
          label="Why choose us"
          slides={titles.map((title) => ({ key: title, content: title }))}
          autoplayMs={3000}
        />
      </>,
    );
    const next = await swiperLoaded();
    const autoplay = () => swiperOf(container)?.autoplay.running;
    expect(autoplay()).toBe(true);

    act(() => next.focus());
    expect(autoplay()).toBe(false);

    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(autoplay()).toBe(true);
  });

  it('has a visible Pause button that holds autoplay through focus and hover until Play', async () => {
    const { container } = render(
      <>
        <button type="button">Elsewhere</button>
        <Carousel
          label="Why choose us"
          slides={titles.map((title) => ({ key: title, content: title }))}
          autoplayMs={3000}
        />
      </>,
    );
    await swiperLoaded();
    const autoplay = () => swiperOf(container)?.autoplay.running;
    expect(autoplay()).toBe(true);

    await userEvent.click(within(region()).getByRole('button', { name: carouselControlCopy.pause }));
    expect(autoplay()).toBe(false);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(autoplay()).toBe(false);

    await userEvent.click(within(region()).getByRole('button', { name: carouselControlCopy.play }));
    expect(autoplay()).toBe(true);
  });

  it('starts paused, with Play, for visitors who ask for less motion', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('reduce') });
    try {
      const { container } = render(carousel());
      await swiperLoaded();
      expect(within(region()).getByRole('button', { name: carouselControlCopy.play })).toBeVisible();
      expect(swiperOf(container)?.autoplay.running).toBe(false);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('has no Pause button when it does not move by itself', () => {
    render(carousel({ autoplayMs: undefined }));
    expect(within(region()).queryByRole('button', { name: carouselControlCopy.pause })).toBeNull();
  });
});
