import { useLayoutEffect, useRef } from 'react';
import type { CSSProperties, RefObject } from 'react';
import { CAROUSEL_BREAKPOINTS } from '../../constants/motion.ts';
import type { CarouselProps } from './carousel.tsx';
import styles from './carousel-fallback.module.css';

const SLIDE_ATTRIBUTE = 'data-carousel-slide';
const FOCUSABLE = 'a[href], button, input, select, textarea, iframe, summary, [tabindex]';

/** Marks a slide with its index, in the fallback and in swiper alike, so keyboard focus can cross over. */
export const slideIndexAttribute = (index: number) => ({ [SLIDE_ATTRIBUTE]: index });

/** Where keyboard focus was in the fallback: the slide, and which of its focusable elements. */
export interface SlideFocus {
  slide: number;
  nth: number;
}

function focusIn(root: Element): SlideFocus | null {
  const active = root.ownerDocument.activeElement;
  const slide = active && root.contains(active) ? active.closest(`[${SLIDE_ATTRIBUTE}]`) : null;
  if (!active || !slide) return null;
  return {
    slide: Number(slide.getAttribute(SLIDE_ATTRIBUTE)),
    nth: [...slide.querySelectorAll(FOCUSABLE)].indexOf(active),
  };
}

/** Puts keyboard focus back on the same element once swiper has replaced the fallback it was in. */
export function restoreSlideFocus(root: Element, focus: SlideFocus): void {
  const active = root.ownerDocument.activeElement;
  if (active && active !== root.ownerDocument.body) return;
  const slide = root.querySelector(`[${SLIDE_ATTRIBUTE}="${focus.slide}"]`);
  slide?.querySelectorAll<HTMLElement>(FOCUSABLE)[focus.nth]?.focus();
}

/**
 * Slides in view at each width, as swiper's breakpoints choose them (the widest `min-width` that matches), as
 * custom properties the fallback's stylesheet reads: one per breakpoint, a rule per width in the stylesheet
 * (docs/decisions/022: no inline `<style>`, which the pages' hash-based policy would refuse).
 */
export function slidesPerViewStyle(slidesPerView: number, breakpoints: CarouselProps['breakpoints']): CSSProperties {
  const style: Record<string, number> = { '--carousel-per-view-base': slidesPerView };
  for (const width of CAROUSEL_BREAKPOINTS) {
    const perView = breakpoints?.[width];
    if (perView !== undefined) style[`--carousel-per-view-${width}`] = perView;
  }
  return style as CSSProperties;
}

interface CarouselFallbackProps {
  slides: CarouselProps['slides'];
  slidesPerView: number;
  breakpoints: CarouselProps['breakpoints'];
  spaceBetween: number;
  /** Told where keyboard focus was when the fallback goes, for swiper to put it back. */
  lostFocusRef?: RefObject<SlideFocus | null>;
}

/**
 * The slides before swiper is there: real content in one row, laid out as
 * swiper lays out its first view (the first `slidesPerView` slides at this
 * width, the rest clipped) and with swiper's class names, so the page's own
 * swiper styles apply and nothing moves when swiper takes over.
 */
export function CarouselFallback({
  slides,
  slidesPerView,
  breakpoints,
  spaceBetween,
  lostFocusRef,
}: CarouselFallbackProps) {
  const rootRef = useRef<HTMLDivElement>(null);

  // Runs as swiper's slides replace these, while this fallback is still in the document.
  useLayoutEffect(() => {
    const root = rootRef.current;
    return () => {
      if (root && lostFocusRef) lostFocusRef.current = focusIn(root);
    };
  }, [lostFocusRef]);

  return (
    <div
      ref={rootRef}
      className={`swiper ${styles.fallback}`}
      style={slidesPerViewStyle(slidesPerView, breakpoints)}
      data-carousel-fallback=""
    >
      <div
        className={`swiper-wrapper ${styles.row}`}
        style={{ '--carousel-space-between': `${spaceBetween}px` } as CSSProperties}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            className={`swiper-slide ${styles.slide}`}
            role="group"
            aria-label={`${index + 1} / ${slides.length}`}
            {...slideIndexAttribute(index)}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </div>
  );
}
