import pLimit from 'p-limit';

/**
 * Server renders in turn (docs/decisions/039): at most `atOnce` run together, the rest wait in the order they
 * came. A render that has waited `maxWaitMs` without starting is given up, never started: `run` answers
 * `{ started: false }`, and the host sends the boot page, which the browser renders.
 *
 * Why: a render is CPU work. Fifty started together on a two-core host each take fifty times as long, all pass
 * their time budget, and are cut short part-way (wasted work, pages the browser finishes). In turn, each render
 * takes its own time and finishes whole.
 */
export function createRenderQueue({ atOnce, maxWaitMs }: { atOnce: number; maxWaitMs: number }) {
  const limit = pLimit(atOnce);
  return {
    run<T>(render: () => Promise<T>): Promise<{ started: true; value: T } | { started: false }> {
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
          try {
            resolve({ started: true, value: await render() });
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

export type RenderQueue = ReturnType<typeof createRenderQueue>;
