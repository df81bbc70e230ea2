import { describe, expect, it } from '@jest/globals';
import { createRenderQueue } from './render-queue.ts';

/** A render that finishes when told to, and says when it started. */
function heldRender(name: string, started: string[]) {
  let finish!: (value: string) => void;
  const done = new Promise<string>((resolve) => {
    finish = resolve;
  });
  return {
    render: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
  };
}

const valueOf = (result: { started: true; value: unknown } | { started: false }) =>
  result.started ? result.value : 'given up';

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRenderQueue', () => {
  it('runs at most `atOnce` renders together, and the rest in the order they came', async () => {
    const queue = createRenderQueue({ atOnce: 2, maxWaitMs: 10_000 });
    const started: string[] = [];
    const renders = ['a', 'b', 'c', 'd'].map((name) => heldRender(name, started));
    const results = renders.map(({ render }) => queue.run(render).then(valueOf));
    await turn();
    expect(started).toEqual(['a', 'b']);
    expect([queue.running, queue.waiting]).toEqual([2, 2]);

    renders[1]?.finish();
    await turn();
    expect(started).toEqual(['a', 'b', 'c']);

    for (const { finish } of renders) finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives up a render that waited too long without starting it, and the next still runs', async () => {
    const queue = createRenderQueue({ atOnce: 1, maxWaitMs: 50 });
    const started: string[] = [];
    const first = heldRender('first', started);
    const late = heldRender('late', started);
    const firstResult = queue.run(first.render).then(valueOf);
    const lateResult = queue.run(late.render).then(valueOf);

    expect(await lateResult).toBe('given up');
    first.finish();
    expect(await firstResult).toBe('first');
    const next = heldRender('next', started);
    const nextResult = queue.run(next.render).then(valueOf);
    next.finish();
    expect(await nextResult).toBe('next');
    expect(started).toEqual(['first', 'next']);
  });

  it('does not give up a render that has started, however long it takes', async () => {
    const queue = createRenderQueue({ atOnce: 1, maxWaitMs: 20 });
    const started: string[] = [];
    const slow = heldRender('slow', started);
    const result = queue.run(slow.render).then(valueOf);
    await new Promise((resolve) => setTimeout(resolve, 60));
    slow.finish();
    expect(await result).toBe('slow');
  });

  it('rejects only the render that failed; the queue goes on', async () => {
    const queue = createRenderQueue({ atOnce: 1, maxWaitMs: 10_000 });
    const failed = queue.run(() => Promise.reject(new Error('render failed')));
    const next = queue.run(() => Promise.resolve('next')).then(valueOf);
    await expect(failed).rejects.toThrow('render failed');
    expect(await next).toBe('next');
  });
});
