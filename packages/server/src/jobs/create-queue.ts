import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { BullJobQueue } from './bull-queue.ts';
import { InProcessJobQueue, type JobQueue } from './queue.ts';

/** What the job queue needs of the configuration. */
export interface JobConfig {
  redisUrl: string | null;
  metadataUrl: string | null;
  dataDir: string;
  /** False: this process only enqueues (`sightline start --no-worker`). */
  runWorker?: boolean;
}

/** Settings of the job system, from the environment (README "Configuration"). */
export interface JobSettings {
  /** SIGHTLINE_WORKER_CONCURRENCY: jobs running at once (in the cluster with Redis), default 4. */
  concurrency: number;
  /** SIGHTLINE_WORKER_DRAIN_SECONDS: how long a stopping worker lets jobs finish, default 30. */
  drainSeconds: number;
  /** SIGHTLINE_JOB_LOCK_SECONDS: a dead worker's job is restarted or failed after this, default 30. */
  lockSeconds: number;
  /** SIGHTLINE_QUEUE_NAME: the queue's name; default derived from the metadata store's location. */
  queueName: string | null;
}

function positiveInt(name: string, v: string | undefined, fallback: number): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a positive integer, got "${v}"`);
  return n;
}

export function jobSettings(env: Record<string, string | undefined> = process.env): JobSettings {
  return {
    concurrency: positiveInt('SIGHTLINE_WORKER_CONCURRENCY', env.SIGHTLINE_WORKER_CONCURRENCY, 4),
    drainSeconds: positiveInt(
      'SIGHTLINE_WORKER_DRAIN_SECONDS',
      env.SIGHTLINE_WORKER_DRAIN_SECONDS,
      30,
    ),
    lockSeconds: positiveInt('SIGHTLINE_JOB_LOCK_SECONDS', env.SIGHTLINE_JOB_LOCK_SECONDS, 30),
    queueName: env.SIGHTLINE_QUEUE_NAME || null,
  };
}

/**
 * The queue's default name: `jobs-` and a hash of where the metadata lives (the PostgreSQL host,
 * port and database without credentials, or the SQLite file). Processes of one deployment share a
 * metadata store and so a queue; two deployments on one Redis never take each other's jobs.
 */
export function defaultQueueName(config: JobConfig): string {
  let where: string;
  if (config.metadataUrl) {
    const u = new URL(config.metadataUrl);
    where = `pg://${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } else {
    where = `sqlite://${join(config.dataDir, 'sightline.db')}`;
  }
  return `jobs-${createHash('sha256').update(where).digest('hex').slice(0, 12)}`;
}

/** The process's job queue: BullMQ when Redis is configured, else the in-process queue. */
export function createJobQueue(
  config: JobConfig,
  onError: (err: unknown, job: { id: string; name: string } | null) => void,
  settings: JobSettings = jobSettings(),
): JobQueue {
  if (!config.redisUrl) {
    return new InProcessJobQueue({
      concurrency: settings.concurrency,
      drainMs: settings.drainSeconds * 1000,
      onError,
    });
  }
  return new BullJobQueue({
    redisUrl: config.redisUrl,
    name: settings.queueName ?? defaultQueueName(config),
    concurrency: settings.concurrency,
    drainMs: settings.drainSeconds * 1000,
    lockMs: settings.lockSeconds * 1000,
    stalledIntervalMs: Math.max(1000, (settings.lockSeconds * 1000) / 2),
    autoStartWorker: config.runWorker !== false,
    onError,
  });
}
