import { useDeferredValue, useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False while rendering outside a browser and on the first client render,
 * true after: for parts the specs show only "once the page is running in a
 * browser" (carousels, third-party widgets).
 *
 * After hydrating, React re-renders every reader of a store whose value
 * differs from the server's synchronously, in one task. The switch to true is
 * deferred instead (a transition React may split and interrupt), so the
 * parts that change once running (the header's menus, carousels) do not add
 * one long task after hydration. A render in the browser that hydrates
 * nothing (in-site navigation) gets true at once: a deferred value starts as
 * its value.
 */
export function useIsClient(): boolean {
  const running = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  return useDeferredValue(running);
}
