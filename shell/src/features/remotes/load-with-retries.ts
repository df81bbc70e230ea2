import { HYDRATION_RETRY_DELAYS_MS } from '@site/shared';

interface RetryOptions {
  /** The waits between failed attempts; the last one repeats. */
  delays?: readonly number[];
  /** Told of every failed attempt (the first one shows the page's note). */
  onFailure?: (error: unknown, attempt: number) => void;
}

/** A wait that a visitor's "Try again now" can cut short. */
export interface RetryClock {
  wait(ms: number): Promise<void>;
  /** Ends the current wait at once. */
  wake(): void;
}

export function createRetryClock(): RetryClock {
  let wakeCurrent: (() => void) | undefined;
  return {
    wait(ms) {
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wakeCurrent = undefined;
          resolve();
        }
        wakeCurrent = done;
      });
    },
    wake() {
      wakeCurrent?.();
    },
  };
}

/**
 * Runs `load` until it succeeds, waiting longer after each failure
 * (docs/decisions/010). What a server-rendered page needs to hydrate is
 * loaded this way: however slow or broken the line, the page the server sent
 * stays as it is and hydrates once the code arrives.
 */
export async function loadWithRetries<T>(
  load: () => Promise<T>,
  clock: RetryClock,
  { delays = HYDRATION_RETRY_DELAYS_MS, onFailure }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      onFailure?.(error, attempt);
      await clock.wait(delays[Math.min(attempt, delays.length - 1)] ?? 0);
    }
  }
}
