import { Suspense, createElement, memo, use, useEffect, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from '@site/shared/router';
import { isFirstHydration } from './first-hydration.ts';
import styles from './hydrate-when-near.module.css';

/** Ours: a deferred part hydrates once it comes this close to the viewport (docs/decisions/020). */
export const HYDRATE_NEAR_MARGIN = '200px 0px';

/** The latch a deferred part waits on: closed while the server's HTML stands in for it, open for good after. */
interface Gate {
  open: boolean;
  opened: Promise<void>;
  /** Asks for the gate to open: at once, or once the part's code is here. */
  release: () => void;
}

/** A promise marked settled the way React's use() reads one, so a render that finds it settled never suspends. */
function markFulfilled<T>(promise: Promise<T>, value: T): void {
  Object.assign(promise, { status: 'fulfilled', value });
}

/**
 * A gate that opens when released and, for a part whose code comes later, once that code is here: a part
 * still waiting for its code when its parent renders again would be rendered afresh, without the server's
 * HTML and whatever the visitor typed into it. Code that does not come keeps the gate shut (the server's
 * HTML stays, working as HTML) until the next release tries again.
 */
function createGate(open: boolean, code: (() => Promise<unknown>) | undefined): Gate {
  let resolve = () => {};
  const opened = new Promise<void>((done) => {
    resolve = done;
  });
  let asked = false;
  const gate: Gate = {
    open: false,
    opened,
    release: () => {
      if (gate.open || asked) return;
      asked = true;
      const openNow = () => {
        gate.open = true;
        markFulfilled(opened, undefined);
        resolve();
      };
      if (!code) {
        openNow();
        return;
      }
      code().then(openNow, (error: unknown) => {
        asked = false;
        console.error("A part's code did not load; its HTML stays as the server sent it", error);
      });
    },
  };
  if (open) gate.release();
  return gate;
}

/** Events React answers by hydrating the part under them at once (its selective hydration). */
const REACHING_EVENTS = new Set(['click', 'focusin', 'input', 'keydown', 'pointerdown', 'submit', 'touchstart']);

/**
 * Suspends the part while its gate is closed, which keeps React from
 * hydrating it: the server's HTML stays as it is, and its code does not run.
 * When React renders it during a visitor's click, key or focus in it (it
 * hydrates the part under an event at once), the gate opens, so the event
 * is handled rather than dropped.
 */
function GateKeeper({ gate, children }: { gate: Gate; children: ReactNode }) {
  const event = typeof window === 'undefined' ? undefined : window.event;
  if (event && REACHING_EVENTS.has(event.type)) gate.release();
  use(gate.opened);
  return children;
}

/**
 * The part's Suspense boundary. While the gate is closed it ignores its
 * parent's new props, since a dehydrated boundary given new props would be
 * rendered again from scratch; once open, it takes the latest.
 */
const DeferredPart = memo(
  function DeferredPart({ gate, children }: { gate: Gate; open: boolean; children: ReactNode }) {
    return (
      <Suspense fallback={null}>
        <GateKeeper gate={gate}>{children}</GateKeeper>
      </Suspense>
    );
  },
  (_previous, next) => !next.gate.open,
);

/**
 * A part of a server-rendered page that needs its JavaScript only when the
 * visitor gets to it (docs/decisions/020): on the first hydration its HTML
 * is left as the server sent it, links and forms working as HTML, until it
 * comes within HYDRATE_NEAR_MARGIN of the viewport or a pointer or the
 * keyboard reaches into it. A part that is hidden (an inactive tab) waits
 * until it is shown. Rendered any other time (after a navigation, on the
 * server), the part renders at once. The wrapper adds no box.
 *
 * `code`, for a part whose code is a chunk of its own (see `lazyPart`): fetched when the part is reached, and the
 * part hydrates once it is here, in one go.
 */
export function HydrateWhenNear({ children, code }: { children: ReactNode; code?: () => Promise<unknown> }) {
  const [gate] = useState(() => createGate(!isFirstHydration(), code));
  const [open, setOpen] = useState(gate.open);
  const wrapper = useRef<HTMLDivElement>(null);
  // A dehydrated part cannot tell which context it reads, so React renders it again from scratch when any
  // context above it changes; the router's does when the address changes (a tab's query, a hash). Opening the
  // gate first lets React hydrate the part before it applies the change, instead of dropping the server's HTML.
  const location = useLocation();
  const [firstLocation] = useState(location);
  if (location !== firstLocation) gate.release();

  useEffect(() => {
    const element = wrapper.current;
    if (gate.open || !element) return undefined;
    const boxes = [...element.children];
    const open = () => {
      gate.release();
      void gate.opened.then(() => setOpen(true));
    };
    // Nothing of the server's to keep (a part the browser had to render itself), or no way to watch: render now.
    if (boxes.length === 0 || typeof IntersectionObserver === 'undefined') {
      open();
      return undefined;
    }
    const reach = ['pointerover', 'focusin', 'touchstart'] as const;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) release();
      },
      { rootMargin: HYDRATE_NEAR_MARGIN },
    );
    // On the document, before React's own listener on the page's root: React stops an event that reaches into a
    // part it has not hydrated.
    const onReach = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) release();
    };
    const stop = () => {
      observer.disconnect();
      for (const type of reach) document.removeEventListener(type, onReach, true);
    };
    function release() {
      stop();
      open();
    }
    for (const box of boxes) observer.observe(box);
    for (const type of reach) document.addEventListener(type, onReach, { capture: true, passive: true });
    return stop;
  }, [gate]);

  return (
    <div ref={wrapper} className={styles.part}>
      <DeferredPart gate={gate} open={open}>
        {children}
      </DeferredPart>
    </div>
  );
}

/** Loads a module once; a load that failed is tried again on the next call. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const promise = load();
      loading = promise;
      promise.then(
        (value) => markFulfilled(promise, value),
        () => {
          loading = undefined;
        },
      );
    }
    return loading;
  };
}

/**
 * A part of a page whose code is a chunk of its own (docs/decisions/020): the component `load` gives is fetched
 * only when the part is reached (HydrateWhenNear) or rendered in the browser after the first hydration, and on
 * the server as it renders. Name the chunk `part-<name>` (webpackChunkName) so the page links its stylesheet.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const code = loadOnce(load);
  function PartBody(props: P) {
    return createElement(use(code()), props);
  }
  return function LazyPart(props: P) {
    return (
      <HydrateWhenNear code={code}>
        <PartBody {...props} />
      </HydrateWhenNear>
    );
  };
}
