import { useEffect } from 'react';
import { useLocation } from '@site/shared/router';

/** Ours: a page that never reports itself ready holds back what waits for it no longer than this. */
export const PAGE_READY_MAX_WAIT_MS = 5000;

let ready = false;
const waiting = new Set<() => void>();
const rendered = new Set<(locationKey: string) => void>();

/** A page (or its fallback) is on screen for the location `locationKey` (the first one, or after a navigation). */
export function markPageReady(locationKey = 'default'): void {
  for (const listener of [...rendered]) listener(locationKey);
  if (ready) return;
  ready = true;
  for (const callback of [...waiting]) callback();
  waiting.clear();
}

/** Calls `listener` with the location's key each time a page is on screen; returns the unsubscribe. */
export function onPageRendered(listener: (locationKey: string) => void): () => void {
  rendered.add(listener);
  return () => rendered.delete(listener);
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

/**
 * Rendered after a page's content (inside its Suspense boundary): marks the
 * page ready when it commits, and again after each navigation it shows.
 */
export function PageReady(): null {
  const { key } = useLocation();
  useEffect(() => markPageReady(key), [key]);
  return null;
}
