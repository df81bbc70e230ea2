import pLimit from 'p-limit';

/**
 * Server renders in turn (docs/decisions/039): at most `atOnce` run together, the rest wait in the order they
 * came. A render that has waited `maxWaitMs` without starting is given up, never started: `run` answers
 * `{ started: false }`, and the host sends the boot page, which the browser renders.
 *
 * Why: a render is CPU work. Fifty started together share one thread: each takes about fifty times as long, some
 * pass their time budget and go out with parts left for the browser, and a few requests wait many seconds while
 * others finish. In turn, each render takes about its own time and finishes whole.
 */
export function createRenderQueue({ atOnce, maxWaitMs }: { atOnce: number; maxWaitMs: number }) {
  const limit = pLimit(atOnce);
  return {
    run<T>(render: () => Promise<T>): Promise<{ started: true; value: T; waitedMs: number } | { started: false }> {
      const queuedAt = performance.now();
      return new Promise((resolve, reject) => {
        let settled = false;
        const giveUp = setTimeout(() => {
          settled = true;
          resolve({ started: false });
        }, maxWaitMs);
        void limit(async () => {
          // Its turn came after it was given up: nothing to do, the next one starts.
          if (settled) return;
          settled = true;
          clearTimeout(giveUp);
          const waitedMs = performance.now() - queuedAt;
          try {
            resolve({ started: true, value: await render(), waitedMs });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      });
    },
    /** Renders running now, and waiting for their turn. */
    get running() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
