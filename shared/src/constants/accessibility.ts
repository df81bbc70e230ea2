// WCAG 2.2 AA (issue 18): the limits the site holds itself to and the words of its accessibility controls, in one
// place. The components render these and the tests (unit and e2e) assert them.

/** The two widths every page is checked at: a desktop and a phone (390 px, the measurements). */
export const ACCESSIBILITY_VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * The axe-core rule sets the site must pass with zero violations: WCAG 2.0 to 2.2 A and AA, and axe's best
 * practices (heading order, landmarks), which the audit ran too.
 */
export const AXE_RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/** 1.4.3: text against its background. */
export const TEXT_MIN_CONTRAST = 4.5;
/** 1.4.11: the keyboard focus ring against what it sits on. */
export const FOCUS_RING_MIN_CONTRAST = 3;

/** 2.2.2: the visible control of every carousel that moves by itself. */
/** 2.2.2: the switch that holds a page's rotating words and cycling highlights still (a toggle: aria-pressed). */
export const motionPauseCopy = {
  label: 'Pause animations',
} as const;

export const carouselControlCopy = {
  pause: 'Pause slides',
  play: 'Play slides',
} as const;

/** 2.1.2 and 4.1.2: the names of the header's and the video's dialogs and their close buttons. */
export const dialogCopy = {
  mobileMenu: 'Site menu',
  mobileMenuToggle: 'Menu',
  mobileMenuClose: 'Close menu',
  videoClose: 'Close video',
  /** Ours: what the video modal says where no video player is configured (VIDEO_PLAYER_ORIGIN unset). */
  videoUnavailable: 'This video cannot be played here right now. Please try again later.',
} as const;

/**
 * 2.4.11: the cookie banner's height, written by the banner on the root element, so that the page's scroll
 * padding keeps a focused element above it.
 */
export const CONSENT_BANNER_HEIGHT_PROPERTY = '--consent-banner-height';
