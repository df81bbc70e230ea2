import { useSyncExternalStore } from 'react';
import { motionPauseCopy } from '../constants/accessibility.ts';
import styles from './motion-pause.module.css';

/**
 * WCAG 2.2.2 (Pause, Stop, Hide) for what moves by itself outside a carousel: rotating words, cycling
 * highlights, image waves. One switch for the page: every such animation reads `useMotionPaused()` and holds
 * still while it is on; `MotionPauseButton` beside each of them turns it on and off. Carousels have their own
 * Pause / Play button. Server rendering and hydration see it off (nothing moves before the page runs anyway).
 */
let paused = false;
const listeners = new Set<() => void>();

export function setMotionPaused(value: boolean): void {
  paused = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useMotionPaused(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => paused,
    () => false,
  );
}

/** The visible Pause / Play switch; `aria-pressed` says whether the page's animations are paused. */
export function MotionPauseButton({ className }: { className?: string }) {
  const isPaused = useMotionPaused();
  return (
    <button
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-pressed={isPaused}
      onClick={() => setMotionPaused(!isPaused)}
    >
      {motionPauseCopy.label}
    </button>
  );
}
