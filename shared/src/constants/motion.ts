/** site-spec.md sections 4 and 9: every counter, carousel and animation timing. */
export const HOME_TILE_STEP_MS = 70;
export const ABOUT_COUNTER_THRESHOLD = 100;
export const ABOUT_COUNTER_SHORT_MS = 2000;
export const ABOUT_COUNTER_LONG_MS = 5000;
export const CAREERS_COUNTER_STEP_MS = 30;
/** Careers counters climb in steps of a 200th of their target. */
export const CAREERS_COUNTER_STEPS = 200;
export const LIFE_CAROUSEL_AUTOPLAY_MS = 2000;
export const TESTIMONIAL_CAROUSEL_AUTOPLAY_MS = 3000;
export const NEWS_DETAIL_CAROUSEL_AUTOPLAY_MS = 4000;
export const CSR_BACKGROUND_CYCLE_MS = 5000;
export const CSR_IMAGE_SWAP_MS = 200;
export const SERVICE_TRUST_SLIDER_LOOP_MS = 40_000;
export const SCROLL_ANIMATION_DURATION_MS = 1200;

/** site-spec.md section 9 breakpoints. */
export const MOBILE_MAX_WIDTH = 768;
export const DESKTOP_MIN_WIDTH = 992;
export const TABLET_MAX_WIDTH = 1024;
export const PODCAST_MOBILE_MAX_WIDTH = 767;

/**
 * The widths a carousel's slides-in-view may change at (the site's breakpoints, and the first width above a
 * tablet). Before swiper arrives, the fallback lays the slides out with a rule per width written in its
 * stylesheet (carousel-fallback.module.css), not an inline `<style>`, so a page carries no inline style a
 * hash-based policy would have to name (docs/decisions/022).
 */
export const CAROUSEL_BREAKPOINTS = [
  MOBILE_MAX_WIDTH,
  DESKTOP_MIN_WIDTH,
  TABLET_MAX_WIDTH,
  TABLET_MAX_WIDTH + 1,
] as const;
export type CarouselBreakpoint = (typeof CAROUSEL_BREAKPOINTS)[number];
