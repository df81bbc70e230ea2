// A test double for the browser's IntersectionObserver (jsdom has none), shared by every component test that
// waits for an element to come near the viewport.
import { act } from '@testing-library/react';

interface FakeObserver {
  readonly options?: IntersectionObserverInit;
}

/**
 * Installs an IntersectionObserver the test drives: `observers` lists each
 * one made (with its options), `observed` every element observed, and
 * `enter()` brings every element of the observers still connected near the
 * viewport. `removeIntersectionObserver()` takes it away again.
 */
export function installIntersectionObserver() {
  const observers: FakeObserver[] = [];
  const observed: Element[] = [];
  const connected = new Map<FakeObserver, IntersectionObserverCallback>();
  class Observer implements FakeObserver {
    constructor(
      callback: IntersectionObserverCallback,
      readonly options?: IntersectionObserverInit,
    ) {
      observers.push(this);
      connected.set(this, callback);
    }
    observe(element: Element) {
      observed.push(element);
    }
    unobserve() {}
    disconnect() {
      connected.delete(this);
    }
  }
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = Observer;
  return {
    observers,
    observed,
    enter: () =>
      act(() => {
        for (const callback of [...connected.values()]) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      }),
  };
}

export function removeIntersectionObserver(): void {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
}
