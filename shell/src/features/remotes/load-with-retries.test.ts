import { describe, expect, it, jest } from '@jest/globals';
import { createRetryClock, loadWithRetries } from './load-with-retries.ts';
import type { RetryClock } from './load-with-retries.ts';

/** A clock that records each wait and ends it at once. */
function instantClock(): RetryClock & { waits: number[] } {
  const waits: number[] = [];
  return { waits, wait: async (ms) => void waits.push(ms), wake: () => undefined };
}

describe('loadWithRetries', () => {
  it('tries again with longer waits until the load succeeds, telling of each failure', async () => {
    const load = jest
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('pages');
    const clock = instantClock();
    const onFailure = jest.fn();

    await expect(loadWithRetries(load, clock, { delays: [10, 20], onFailure })).resolves.toBe('pages');
    expect(clock.waits).toEqual([10, 20, 20]);
    expect(onFailure.mock.calls.map(([, attempt]) => attempt)).toEqual([0, 1, 2]);
  });

  it('does not wait or tell of anything when the first load succeeds', async () => {
    const clock = instantClock();
    const onFailure = jest.fn();
    await expect(loadWithRetries(async () => 1, clock, { onFailure })).resolves.toBe(1);
    expect(clock.waits).toEqual([]);
    expect(onFailure).not.toHaveBeenCalled();
  });
});

describe('createRetryClock', () => {
  it('ends the current wait at once when woken (the note’s "Try again now")', async () => {
    jest.useFakeTimers();
    const clock = createRetryClock();
    let ended = false;
    const waiting = clock.wait(60_000).then(() => {
      ended = true;
    });
    await Promise.resolve();
    expect(ended).toBe(false);
    clock.wake();
    await waiting;
    expect(ended).toBe(true);
    jest.useRealTimers();
  });
});
