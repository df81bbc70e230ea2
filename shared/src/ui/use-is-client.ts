import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False while rendering outside a browser and on the first client render,
 * true after: for parts the specs show only "once the page is running in a
 * browser" (carousels, third-party widgets).
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
