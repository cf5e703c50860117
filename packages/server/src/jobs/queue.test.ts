import { describe, expect, it } from 'vitest';
import { InProcessJobQueue, QueueFullError } from './queue.ts';

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

describe('InProcessJobQueue', () => {
  it('runs jobs in order with at most `concurrency` at once', async () => {
    const queue = new InProcessJobQueue({ concurrency: 2 });
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const job = async (n: number) => {
      running += 1;
      peak = Math.max(peak, running);
      await tick();
      order.push(n);
      running -= 1;
    };
    for (let i = 0; i < 6; i += 1) await queue.enqueue('test', i, job);
    expect(queue.stats().waiting).toBe(6);
    while (order.length < 6) await tick();
    expect(peak).toBe(2);
    expect(order.slice(0, 2).sort()).toEqual([0, 1]);
    expect(queue.stats()).toEqual({ waiting: 0, running: 0 });
  });

  it('refuses jobs past maxWaiting and after close; a failing job does not stop the queue', async () => {
    const errors: unknown[] = [];
    const queue = new InProcessJobQueue({
      concurrency: 1,
      maxWaiting: 1,
      onError: (e) => errors.push(e),
    });
    await queue.enqueue('boom', null, async () => {
      throw new Error('boom');
    });
    await expect(queue.enqueue('x', null, async () => undefined)).rejects.toBeInstanceOf(
      QueueFullError,
    );
    while (errors.length === 0) await tick();
    let ran = false;
    await queue.enqueue('ok', null, async () => {
      ran = true;
    });
    while (!ran) await tick();
    await queue.close();
    await expect(queue.enqueue('late', null, async () => undefined)).rejects.toThrow(
      /shutting down/,
    );
  });

  it('aborts running jobs on close and waits for them', async () => {
    const queue = new InProcessJobQueue({ concurrency: 1 });
    let aborted = false;
    await queue.enqueue(
      'long',
      null,
      (_p, job) =>
        new Promise<void>((resolve) =>
          job.signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          }),
        ),
    );
    while (queue.stats().running === 0) await tick();
    await queue.close();
    expect(aborted).toBe(true);
  });
});
