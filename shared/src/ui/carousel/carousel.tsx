import { Suspense, lazy, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { carouselControlCopy } from '../../constants/accessibility.ts';
import type { CarouselBreakpoint } from '../../constants/motion.ts';
import { useIsClient } from '../use-is-client.ts';
import { useNearViewport } from '../use-near-viewport.ts';
import { useReducedMotion } from './use-reduced-motion.ts';
import { CarouselFallback, restoreSlideFocus } from './carousel-fallback.tsx';
import type { SlideFocus } from './carousel-fallback.tsx';
import type { SwiperCarouselProps } from './swiper-carousel.tsx';
import styles from './carousel.module.css';

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Names the carousel for assistive technology. */
  label: string;
  slides: readonly CarouselSlide[];
  /** Slides in view below the first breakpoint. */
  slidesPerView?: number;
  /** Minimum width in pixels → slides in view from that width up (site-spec.md section 9). */
  breakpoints?: Readonly<Partial<Record<CarouselBreakpoint, number>>>;
  autoplayMs?: number;
  /** A continuous strip that moves one slide every `continuousMs` (the services trust slider). */
  continuousMs?: number;
  loop?: boolean;
  spaceBetween?: number;
  navigation?: boolean;
  pagination?: boolean;
  /** Reports the slide in front, to keep something in step (a video player). */
  onActiveIndexChange?: (index: number) => void;
  className?: string;
}

/**
 * Swiper (its code and styles) is fetched once a carousel comes this close to
 * the viewport: about half a screen ahead, so it is there before the carousel
 * scrolls in, while carousels further down never hold up the first paint.
 */
export const CAROUSEL_NEAR_VIEWPORT_MARGIN = '400px 0px';

/** Where swiper cannot be had (a chunk that fails to load), the slides stay a plain row and the page stays. */
function PlainCarousel({ slides, slidesPerView = 1, breakpoints, spaceBetween = 0 }: SwiperCarouselProps) {
  return (
    <CarouselFallback
      slides={slides}
      slidesPerView={slidesPerView}
      breakpoints={breakpoints}
      spaceBetween={spaceBetween}
    />
  );
}

const SwiperCarousel = lazy(() =>
  import('./swiper-carousel.tsx').catch((error: unknown) => {
    console.error('Carousel: swiper could not be loaded; the slides stay a plain row', error);
    return { default: PlainCarousel };
  }),
);

/**
 * The site's one carousel: slides per view by breakpoint, autoplay that
 * pauses on hover and on keyboard focus, arrow-key and button navigation, and
 * no motion for visitors who ask for less. A carousel that moves by itself
 * has a visible Pause / Play button first in it (WCAG 2.2.2); for visitors
 * who ask for less motion it starts paused, and Play starts it. It runs on swiper, which loads only
 * when the carousel comes near the viewport (at once where the browser cannot
 * tell); until then the slides show as a plain row laid out like swiper's
 * first view.
 */
export function Carousel({
  label,
  slides,
  slidesPerView = 1,
  breakpoints,
  spaceBetween = 24,
  continuousMs,
  className,
  ...swiperProps
}: CarouselProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>({
    rootMargin: CAROUSEL_NEAR_VIEWPORT_MARGIN,
    waitForPageLoad: false,
  });
  const lostFocusRef = useRef<SlideFocus | null>(null);
  const moves = swiperProps.autoplayMs !== undefined || continuousMs !== undefined;
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<'paused' | 'playing' | null>(null);
  const paused = choice === null ? reducedMotion : choice === 'paused';
  const running = useIsClient();
  const fallback = (
    <CarouselFallback
      slides={slides}
      slidesPerView={slidesPerView}
      breakpoints={breakpoints}
      spaceBetween={spaceBetween}
      lostFocusRef={lostFocusRef}
    />
  );

  return (
    <div
      ref={ref}
      className={[
        styles.carousel,
        continuousMs !== undefined && styles.continuous,
        swiperProps.navigation !== false && styles.arrows,
        swiperProps.pagination === true && styles.dots,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      {moves ? (
        // Until the page runs nothing moves, and the button could do nothing: its place is kept, so the slides do
        // not move down when it shows, but it is not seen, heard or reached (without JavaScript, never).
        <button
          type="button"
          className={running ? styles.rotationControl : `${styles.rotationControl} ${styles.rotationControlWaiting}`}
          onClick={() => setChoice(paused ? 'playing' : 'paused')}
        >
          {paused ? carouselControlCopy.play : carouselControlCopy.pause}
        </button>
      ) : null}
      {/* `near` turns true in a transition, so the fallback stays on screen while swiper loads. */}
      <Suspense fallback={fallback}>
        {near ? (
          <SwiperCarousel
            {...swiperProps}
            label={label}
            slides={slides}
            slidesPerView={slidesPerView}
            breakpoints={breakpoints}
            spaceBetween={spaceBetween}
            continuousMs={continuousMs}
            paused={paused}
            onReady={(swiper) => {
              if (lostFocusRef.current) restoreSlideFocus(swiper.el, lostFocusRef.current);
              lostFocusRef.current = null;
            }}
          />
        ) : (
          fallback
        )}
      </Suspense>
    </div>
  );
}
