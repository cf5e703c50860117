import { describe, expect, it } from 'vitest';
import { InProcessJobQueue, JobHandBack, QueueFullError, type JobContext } from './queue.ts';

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));
async function until(cond: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await tick();
  }
}

describe('InProcessJobQueue', () => {
  it('runs named jobs in order with at most `concurrency` at once, on JSON copies of the payload', async () => {
    const queue = new InProcessJobQueue({ concurrency: 2 });
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    queue.registerHandler<{ n: number; at: string }>('test', async ({ n, at }) => {
      running += 1;
      peak = Math.max(peak, running);
      expect(typeof at).toBe('string'); // a Date went through JSON
      await tick();
      order.push(n);
      running -= 1;
    });
    for (let i = 0; i < 6; i += 1) await queue.enqueue('test', { n: i, at: new Date() });
    expect((await queue.stats()).waiting).toBe(6);
    await until(() => order.length === 6);
    expect(peak).toBe(2);
    expect(order.slice(0, 2).sort()).toEqual([0, 1]);
    expect(await queue.stats()).toEqual({ waiting: 0, running: 0 });
    await queue.close();
  });

  it('refuses unknown names, jobs past maxWaiting and after close; a failing job does not stop the queue', async () => {
    const errors: unknown[] = [];
    const queue = new InProcessJobQueue({
      concurrency: 1,
      maxWaiting: 1,
      onError: (e) => errors.push(e),
    });
    let ran = false;
    queue.registerHandler('boom', async () => {
      throw new Error('boom');
    });
    queue.registerHandler('ok', async () => {
      ran = true;
    });
    await expect(queue.enqueue('nope', null)).rejects.toThrow(/no handler is registered/);
    await queue.enqueue('boom', null);
    await expect(queue.enqueue('ok', null)).rejects.toBeInstanceOf(QueueFullError);
    await until(() => errors.length === 1);
    await queue.enqueue('ok', null);
    await until(() => ran);
    await queue.close();
    await expect(queue.enqueue('ok', null)).rejects.toThrow(/shutting down/);
  });

  it('retries a failing job up to its attempts, telling the handler which attempt is the last', async () => {
    const queue = new InProcessJobQueue({ concurrency: 1 });
    const seen: [number, boolean][] = [];
    queue.registerHandler(
      'flaky',
      async (_p, job: JobContext) => {
        seen.push([job.attempt, job.finalAttempt]);
        if (job.attempt < 3) throw new Error('transient');
      },
      { attempts: 3, backoffMs: 10 },
    );
    await queue.enqueue('flaky', null);
    await until(() => seen.length === 3);
    expect(seen).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    await queue.close();
  });

  it('on close lets running jobs finish within the drain time and abandons the waiting ones', async () => {
    const queue = new InProcessJobQueue({ concurrency: 1, drainMs: 10_000 });
    const abandoned: string[] = [];
    let finished = false;
    let started = false;
    queue.registerHandler<string>(
      'slow',
      async () => {
        started = true;
        await tick(200);
        finished = true;
      },
      { onAbandoned: async (p, reason) => void abandoned.push(`${p}: ${reason}`) },
    );
    await queue.enqueue('slow', 'first');
    await queue.enqueue('slow', 'second');
    await until(() => started);
    await queue.close();
    expect(finished).toBe(true);
    expect(abandoned).toEqual(['second: The server shut down before the job started.']);
  });

  it('aborts jobs still running after the drain time', async () => {
    const queue = new InProcessJobQueue({ concurrency: 1, drainMs: 50 });
    let reason: unknown = null;
    let started = false;
    queue.registerHandler(
      'long',
      (_p, job) =>
        new Promise<void>((resolve) => {
          started = true;
          job.signal.addEventListener('abort', () => {
            reason = job.signal.reason;
            resolve();
          });
        }),
    );
    await queue.enqueue('long', null);
    await until(() => started);
    await queue.close();
    expect(String(reason)).toMatch(/shutting down/);
    expect(reason).not.toBeInstanceOf(JobHandBack);
  });
});
