import { useEffect, useRef } from 'react';
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

export interface SwiperCarouselProps extends Omit<CarouselProps, 'className'> {
  /** Called once swiper runs on the slides. */
  onReady?: (swiper: SwiperInstance) => void;
  /** The visitor's Pause (or less motion asked for): autoplay holds until Play. */
  paused?: boolean;
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
  paused = false,
}: SwiperCarouselProps) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const delay = continuousMs !== undefined ? 0 : autoplayMs;
  // Configured whenever the carousel moves by itself, so that Play can start it; `paused` holds it.
  const autoplay = delay === undefined ? false : { delay, pauseOnMouseEnter: true, disableOnInteraction: false };
  const configured = autoplay !== false;
  const autoplays = configured && !paused;

  // The Pause / Play button: a stopped autoplay stays stopped through hover (swiper only resumes a running one).
  useEffect(() => {
    const swiper = swiperRef.current;
    if (!swiper || !configured) return;
    if (autoplays) {
      swiper.autoplay?.start();
      return;
    }
    swiper.autoplay?.stop();
    // A continuous strip is mid-transition: hold it where it is.
    if (continuousMs !== undefined) {
      swiper.setTransition(0);
      swiper.setTranslate(swiper.getTranslate());
    }
  }, [autoplays, configured, continuousMs]);

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
