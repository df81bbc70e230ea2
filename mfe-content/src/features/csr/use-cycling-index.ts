import { useEffect, useState } from 'react';
import { useMotionPaused } from '@site/shared';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

/**
 * An index that moves on by one every `intervalMs` and wraps after `count`,
 * started in an effect (browser only). With reduced motion it stays at 0; while the page's animations are
 * paused (`MotionPauseButton`) it holds where it is.
 */
export function useCyclingIndex(count: number, intervalMs: number): number {
  const reducedMotion = usePrefersReducedMotion();
  const paused = useMotionPaused();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (reducedMotion || paused || count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [reducedMotion, paused, count, intervalMs]);

  return reducedMotion ? 0 : index;
}
