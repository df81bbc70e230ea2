import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * forms-spec.md section 2: the page scrolls to the top on each step change.
 * Focus moves to the new step's heading, so keyboard and screen-reader users
 * start there too; the first step keeps the page's own focus.
 */
export function useStepChange(step: number, headingRef: RefObject<HTMLElement | null>): void {
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0, left: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [step, headingRef]);
}
