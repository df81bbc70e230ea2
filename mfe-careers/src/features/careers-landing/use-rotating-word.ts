import { useEffect, useState } from 'react';
import { useMotionPaused } from '@site/shared';

/** How long each banner word stays (ours: the spec does not time the banner). */
export const ROTATING_WORD_MS = 2500;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The index of the word in view: it advances in the browser only, not for visitors who ask for less motion,
 * and not while the page's animations are paused (`MotionPauseButton`).
 */
export function useRotatingIndex(count: number, intervalMs: number = ROTATING_WORD_MS): number {
  const paused = useMotionPaused();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, paused, intervalMs]);
  return index;
}
