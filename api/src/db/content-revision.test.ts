import { describe, expect, it, jest } from '@jest/globals';
import { onePerTurn } from './content-revision.ts';

const nextTurn = () => new Promise(setImmediate);

describe('onePerTurn', () => {
  it('answers every call of one turn of the event loop from one read, and reads again in the next turn', async () => {
    let revision = 1;
    const read = jest.fn(async () => revision);
    const current = onePerTurn(read);
    const sameTurn = await Promise.all([current(), current(), current()]);
    expect(sameTurn).toEqual([1, 1, 1]);
    expect(read).toHaveBeenCalledTimes(1);

    revision = 2; // committed by another connection
    await nextTurn();
    expect(await current()).toBe(2);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read past its turn', async () => {
    const read = jest.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('busy')).mockResolvedValue(7);
    const current = onePerTurn(read);
    await expect(current()).rejects.toThrow('busy');
    await nextTurn();
    expect(await current()).toBe(7);
  });
});
