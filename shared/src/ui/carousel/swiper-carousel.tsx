import { useEffect, useRef, useSyncExternalStore } from 'react';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
// Keeps the live region that announces slide changes out of the layout.
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import type { CarouselProps } from './carousel.tsx';
import { slideIndexAttribute } from './carousel-fallback.tsx';

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

export interface SwiperCarouselProps extends Omit<CarouselProps, 'className'> {
  /** Called once swiper runs on the slides. */
  onReady?: (swiper: SwiperInstance) => void;
}

/**
 * The carousel's swiper, loaded only when a carousel comes near the viewport
 * (carousel.tsx): slides per view by breakpoint, autoplay that pauses on hover
 * and on keyboard focus, arrow-key and button navigation, and no motion for
 * visitors who ask for less.
 */
export default function SwiperCarousel({
  label,
  slides,
  slidesPerView = 1,
  breakpoints,
  autoplayMs,
  continuousMs,
  loop = false,
  spaceBetween,
  navigation = true,
  pagination = false,
  onActiveIndexChange,
  onReady,
}: SwiperCarouselProps) {
  const reducedMotion = useReducedMotion();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const delay = continuousMs !== undefined ? 0 : autoplayMs;
  const autoplay =
    delay === undefined || reducedMotion ? false : { delay, pauseOnMouseEnter: true, disableOnInteraction: false };
  const autoplays = autoplay !== false;

  // Keyboard focus anywhere in the carousel holds it still; leaving it lets it run again.
  useEffect(() => {
    const swiper = swiperRef.current;
    if (!swiper) return undefined;
    const element = swiper.el;
    const pause = () => swiper.autoplay?.stop();
    const resume = (event: FocusEvent) => {
      if (autoplays && !element.contains(event.relatedTarget as Node | null)) swiper.autoplay?.start();
    };
    element.addEventListener('focusin', pause);
    element.addEventListener('focusout', resume);
    return () => {
      element.removeEventListener('focusin', pause);
      element.removeEventListener('focusout', resume);
    };
  }, [autoplays]);

  return (
    <Swiper
      modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
      onSwiper={(swiper) => {
        swiperRef.current = swiper;
        onReady?.(swiper);
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
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.key} {...slideIndexAttribute(index)}>
          {slide.content}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
