import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { REDIS_URL } from '../../test/pg-database.ts';
import { BullJobQueue, type BullJobQueueOptions } from './bull-queue.ts';
import { ClusterLink } from './cluster.ts';
import { JobHandBack, STALLED_MESSAGE, type JobContext } from './queue.ts';

const PREFIX = 'sightline-test';
const tick = (ms = 20) => new Promise((r) => setTimeout(r, ms));
async function until(cond: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await tick();
  }
}

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const fn of cleanups.reverse()) await fn();
  cleanups = [];
});

/** A unique queue on the test Redis, removed with all its keys after the test. */
function queueName(): string {
  const name = `q-${randomUUID().slice(0, 8)}`;
  cleanups.push(async () => {
    const q = new Queue(name, { connection: { url: REDIS_URL }, prefix: PREFIX });
    await q.obliterate({ force: true });
    await q.close();
    const redis = new Redis(REDIS_URL!);
    const keys = await redis.keys(`${PREFIX}:${name}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });
  return name;
}

function bull(name: string, opts: Partial<BullJobQueueOptions> = {}): BullJobQueue {
  const queue = new BullJobQueue({
    redisUrl: REDIS_URL!,
    name,
    prefix: PREFIX,
    concurrency: 2,
    drainMs: 10_000,
    autoStartWorker: true,
    ...opts,
  });
  cleanups.push(() => queue.close());
  return queue;
}

describe.skipIf(!REDIS_URL)('BullJobQueue on Redis', () => {
  it('runs a job enqueued by a process without worker on another process that has one, JSON payload intact', async () => {
    const name = queueName();
    const web = bull(name, { autoStartWorker: false });
    const worker = bull(name);
    const seen: unknown[] = [];
    web.registerHandler('echo', async () => undefined);
    worker.registerHandler<{ n: number }>('echo', async (p) => void seen.push(p));
    expect(web.working).toBe(false);
    await worker.startWorker();
    expect(worker.working).toBe(true);
    await web.enqueue('echo', { n: 7 });
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ n: 7 }]);
  });

  it('keeps at most `concurrency` jobs running in all workers together (global concurrency)', async () => {
    const name = queueName();
    let running = 0;
    let peak = 0;
    let done = 0;
    const handler = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await tick(100);
      running -= 1;
      done += 1;
    };
    const workers = [bull(name), bull(name), bull(name)];
    for (const w of workers) w.registerHandler('slow', handler);
    await Promise.all(workers.map((w) => w.startWorker()));
    for (let i = 0; i < 12; i += 1) await workers[0]!.enqueue('slow', i);
    await until(() => done === 12);
    expect(peak).toBeLessThanOrEqual(2);
    expect(peak).toBeGreaterThanOrEqual(1);
    expect(await workers[0]!.stats()).toEqual({ waiting: 0, running: 0 });
  });

  it('retries a failing job up to its attempts, telling the handler which attempt is the last', async () => {
    const name = queueName();
    const queue = bull(name);
    const seen: [number, boolean][] = [];
    queue.registerHandler(
      'flaky',
      async (_p, job: JobContext) => {
        seen.push([job.attempt, job.finalAttempt]);
        if (job.attempt < 3) throw new Error('transient');
      },
      { attempts: 3, backoffMs: 50 },
    );
    await queue.enqueue('flaky', null);
    await until(() => seen.length === 3);
    expect(seen).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
  });

  it('drains on close: a running job finishes; one still running after the drain time is handed back to another worker', async () => {
    const name = queueName();
    // 1. A short job finishes during the drain.
    const first = bull(name, { drainMs: 10_000 });
    let finished = false;
    let started = false;
    first.registerHandler('short', async () => {
      started = true;
      await tick(300);
      finished = true;
    });
    await first.enqueue('short', null);
    await until(() => started);
    await first.close();
    expect(finished).toBe(true);

    // 2. A job that outlives the drain time is handed back, and another worker runs it again.
    const runs: { worker: string; restarted: boolean }[] = [];
    const leaving = bull(name, { drainMs: 200 });
    leaving.registerHandler('long', async (_p, job) => {
      runs.push({ worker: 'leaving', restarted: job.restarted });
      await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()));
      throw new JobHandBack();
    });
    await leaving.enqueue('long', null);
    await until(() => runs.length === 1);
    await leaving.close();
    const staying = bull(name);
    staying.registerHandler('long', async (_p, job) => {
      runs.push({ worker: 'staying', restarted: job.restarted });
    });
    await until(() => runs.length === 2);
    expect(runs).toEqual([
      { worker: 'leaving', restarted: false },
      { worker: 'staying', restarted: true },
    ]);
  });
});

describe.skipIf(!REDIS_URL)('BullJobQueue: a job whose workers died too often', () => {
  it('is failed by BullMQ without running again, and its owner hears of it through onAbandoned', async () => {
    const name = queueName();
    // A worker that takes the job and dies at once: it never renews the job's lock (as kill -9).
    const dying = new Worker(name, null, {
      connection: { url: REDIS_URL },
      prefix: PREFIX,
      lockDuration: 300,
      autorun: false,
    });
    cleanups.push(() => dying.close(true));
    const web = bull(name, { autoStartWorker: false });
    const ran: unknown[] = [];
    const abandoned: [unknown, string][] = [];
    const handler = async (p: unknown) => void ran.push(p);
    const opts = {
      attempts: 3,
      onAbandoned: async (p: unknown, reason: string) => void abandoned.push([p, reason]),
    };
    web.registerHandler('chart', handler, opts);
    await web.enqueue('chart', { channel: 'c1' });
    const taken = await dying.getNextJob('dead-token');
    expect(taken?.data).toEqual({ channel: 'c1' });
    // A live worker allowing no restart (maxStalledCount 0) finds the job stalled and fails it.
    const live = bull(name, { lockMs: 1000, stalledIntervalMs: 300, maxStalledCount: 0 });
    live.registerHandler('chart', handler, opts);
    await until(() => abandoned.length === 1, 15_000);
    expect(ran).toEqual([]);
    expect(abandoned[0]![0]).toEqual({ channel: 'c1' });
    expect(abandoned[0]![1]).toContain(STALLED_MESSAGE);
    expect(abandoned[0]![1]).toContain('stalled more than allowable limit');
    expect(await live.stats()).toEqual({ waiting: 0, running: 0 });
  });
});

describe.skipIf(!REDIS_URL)('ClusterLink on Redis', () => {
  it('finds a worker whose heartbeat expired with the runs it left, and carries messages between processes', async () => {
    const namespace = `${PREFIX}:${queueName()}`;
    const link = (workerId: string) => {
      const l = new ClusterLink({ redisUrl: REDIS_URL!, namespace, workerId, heartbeatMs: 200 });
      cleanups.push(() => l.close());
      return l;
    };
    const alive = link('alive');
    const dying = link('dying');
    await alive.startHeartbeat();
    await dying.startHeartbeat();
    await dying.track('client-1', { queryId: 11, databaseId: 3 });
    expect(await alive.ownerOf('client-1')).toBe('dying');
    expect(await alive.deadWorkers()).toEqual([]);

    const heard: string[] = [];
    await dying.subscribe('stop', (m) => heard.push(m));
    await alive.publish('stop', 'client-1');
    await until(() => heard.length === 1);
    expect(heard).toEqual(['client-1']);

    // Dies without a clean close: the heartbeat stops renewing and expires (3 periods).
    dying.stopHeartbeat();
    let dead: Awaited<ReturnType<ClusterLink['deadWorkers']>> = [];
    const end = Date.now() + 10_000;
    while (dead.length === 0 && Date.now() < end) {
      dead = await alive.deadWorkers();
      await tick(100);
    }
    expect(dead.map((d) => [d.workerId, [...d.runs]])).toEqual([
      ['dying', [['client-1', { queryId: 11, databaseId: 3 }]]],
    ]);
    await alive.forget('dying');
    expect(await alive.deadWorkers()).toEqual([]);
    expect(await alive.tryLock('sweep', 5000)).toBe(true);
    expect(await dying.tryLock('sweep', 5000)).toBe(false);
  });
});
