import { useEffect, useState } from 'react';
import { ABOUT_COUNTER_LONG_MS, ABOUT_COUNTER_SHORT_MS, ABOUT_COUNTER_THRESHOLD } from '../constants/motion.ts';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Counts from 0 to `target`, adding `step` every `stepMs`, in the browser
 * only (the first render shows 0, as a server render would). With reduced
 * motion it shows the target at once.
 */
export function useStepCounter(target: number, step: number, stepMs: number): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (prefersReducedMotion() || step <= 0) {
      const timer = setTimeout(() => setValue(target), 0);
      return () => clearTimeout(timer);
    }
    const timer = setInterval(() => {
      setValue((current) => {
        const next = Math.min(target, current + step);
        if (next >= target) clearInterval(timer);
        return next;
      });
    }, stepMs);
    return () => clearInterval(timer);
  }, [target, step, stepMs]);
  return value;
}

/** About-section counters: 2 s up to a target of 100, 5 s above (site-spec.md section 4). */
export function aboutCounterDuration(target: number): number {
  return target > ABOUT_COUNTER_THRESHOLD ? ABOUT_COUNTER_LONG_MS : ABOUT_COUNTER_SHORT_MS;
}

/** A '+' follows a target above 100. */
export function aboutCounterSuffix(target: number): string {
  return target > ABOUT_COUNTER_THRESHOLD ? '+' : '';
}

/** Counts whole numbers from 0 to `target` over `durationMs`. */
export function useDurationCounter(target: number, durationMs: number, tickMs = 20): number {
  const ticks = Math.max(1, Math.round(durationMs / tickMs));
  const raw = useStepCounter(target, target / ticks, tickMs);
  return Math.round(raw);
}
