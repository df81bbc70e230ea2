import { useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
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
  breakpoints?: Readonly<Record<number, number>>;
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

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(reducedMotionQuery);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
}

/**
 * The site's one carousel, on swiper: slides per view by breakpoint,
 * autoplay that pauses on hover and on keyboard focus, arrow-key and button
 * navigation, and no motion for visitors who ask for less.
 */
export function Carousel({
  label,
  slides,
  slidesPerView = 1,
  breakpoints,
  autoplayMs,
  continuousMs,
  loop = false,
  spaceBetween = 24,
  navigation = true,
  pagination = false,
  onActiveIndexChange,
  className,
}: CarouselProps) {
  const reducedMotion = useReducedMotion();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const delay = continuousMs !== undefined ? 0 : autoplayMs;
  const autoplay =
    delay === undefined || reducedMotion ? false : { delay, pauseOnMouseEnter: true, disableOnInteraction: false };

  return (
    <div
      className={[styles.carousel, continuousMs !== undefined && styles.continuous, className]
        .filter(Boolean)
        .join(' ')}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={() => swiperRef.current?.autoplay?.stop()}
      onBlur={() => {
        if (autoplay) swiperRef.current?.autoplay?.start();
      }}
    >
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        onActiveIndexChange={(swiper) => onActiveIndexChange?.(swiper.realIndex)}
        slidesPerView={slidesPerView}
        breakpoints={
          breakpoints
            ? Object.fromEntries(
                Object.entries(breakpoints).map(([width, perView]) => [width, { slidesPerView: perView }]),
              )
            : undefined
        }
        spaceBetween={spaceBetween}
        loop={loop}
        speed={continuousMs ?? 400}
        autoplay={autoplay}
        keyboard={{ enabled: true, onlyInViewport: true }}
        navigation={navigation}
        pagination={pagination ? { clickable: true } : false}
        a11y={{ enabled: true, containerMessage: label }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key}>{slide.content}</SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
