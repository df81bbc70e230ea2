import { useEffect } from 'react';

/** Ours: a page that never reports itself ready holds back what waits for it no longer than this. */
export const PAGE_READY_MAX_WAIT_MS = 5000;

let ready = false;
const waiting = new Set<() => void>();

/** The shell calls this once the first page (or its fallback) is on screen. */
export function markPageReady(): void {
  if (ready) return;
  ready = true;
  for (const callback of [...waiting]) callback();
  waiting.clear();
}

/** For tests: back to the state of a fresh page load. */
export function resetPageReady(): void {
  ready = false;
  waiting.clear();
}

/**
 * Runs `callback` once the first page is on screen, or after
 * PAGE_READY_MAX_WAIT_MS at the latest; returns a cancel function.
 */
export function whenPageReady(callback: () => void): () => void {
  if (ready) {
    callback();
    return () => {};
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.clearTimeout(timer);
    waiting.delete(run);
    callback();
  };
  const timer = window.setTimeout(run, PAGE_READY_MAX_WAIT_MS);
  waiting.add(run);
  return () => {
    done = true;
    window.clearTimeout(timer);
    waiting.delete(run);
  };
}

/** Rendered after a page's content (inside its Suspense boundary): marks the page ready when it commits. */
export function PageReady(): null {
  useEffect(() => markPageReady(), []);
  return null;
}
