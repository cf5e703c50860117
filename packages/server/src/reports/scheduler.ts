import { Queue } from 'bullmq';
import { Cron } from 'croner';
import { Redis } from 'ioredis';
import type { ActiveSchedule } from '../meta/repos/report-run-repo.ts';

/** The job a fire runs; its payload names the schedule (and, in-process, the fire time). */
export const RUN_JOB = 'report.run';
/** The daily job that prunes old runs. */
export const PRUNE_JOB = 'report.prune';
/** Superset's prune task runs daily at midnight (UTC here). */
const PRUNE_PATTERN = '0 0 * * *';

/** What a fire enqueues. */
export interface RunPayload {
  scheduleId: number;
  /** The fire time; absent on a BullMQ job scheduler's job, whose id carries it. */
  scheduledDttm?: string;
  /** "Send test now": runs even when the schedule is inactive. */
  manual?: boolean;
}

/**
 * Decides when schedules fire. Exactly one fire per scheduled time across every process of a
 * deployment: with Redis, BullMQ job schedulers (Redis computes each next fire once and the job id
 * `repeat:<scheduler>:<millis>` is unique); without, croner timers in the one embedded process.
 */
export interface ReportScheduler {
  /** Puts the schedule's timer in line with the store: fires when active, else never. */
  sync(id: number, schedule: ActiveSchedule | null): Promise<void>;
  /** Makes the timers exactly the active schedules (at start, and now and then). */
  reconcile(active: ActiveSchedule[]): Promise<void>;
  close(): Promise<void>;
}

/** The fire time of a BullMQ job scheduler's job, from its id `repeat:<scheduler id>:<millis>`. */
export function fireTimeOfJobId(jobId: string): string | null {
  const m = /^repeat:[^:]+:(\d+)$/.exec(jobId);
  return m ? new Date(Number(m[1])).toISOString() : null;
}

const schedulerId = (id: number) => `report-${id}`;

/** Croner timers in this process (the embedded mode: one process, the in-process queue). */
export class InProcessScheduler implements ReportScheduler {
  readonly #timers = new Map<number, Cron>();
  #prune: Cron | null = null;

  constructor(private readonly fire: (job: string, payload: RunPayload | null) => void) {}

  async sync(id: number, s: ActiveSchedule | null): Promise<void> {
    this.#timers.get(id)?.stop();
    this.#timers.delete(id);
    if (!s) return;
    const timer = new Cron(s.crontab, { timezone: s.timezone, unref: true }, () => {
      // The second the timer fired for: croner calls back just after it.
      const at = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();
      this.fire(RUN_JOB, { scheduleId: id, scheduledDttm: at });
    });
    this.#timers.set(id, timer);
  }

  async reconcile(active: ActiveSchedule[]): Promise<void> {
    const keep = new Set(active.map((s) => s.id));
    for (const id of [...this.#timers.keys()]) if (!keep.has(id)) await this.sync(id, null);
    for (const s of active) await this.sync(s.id, s);
    this.#prune ??= new Cron(PRUNE_PATTERN, { timezone: 'UTC', unref: true }, () =>
      this.fire(PRUNE_JOB, null),
    );
  }

  async close(): Promise<void> {
    for (const t of this.#timers.values()) t.stop();
    this.#timers.clear();
    this.#prune?.stop();
  }
}

/** BullMQ job schedulers on the shared queue (with Redis): any process may change them. */
export class BullScheduler implements ReportScheduler {
  #queue: Queue | null = null;
  #client: Redis | null = null;

  constructor(private readonly opts: { redisUrl: string; queueName: string; prefix?: string }) {}

  #q(): Queue {
    if (!this.#queue) {
      this.#client = new Redis(this.opts.redisUrl, {
        connectTimeout: 1000,
        commandTimeout: 10_000,
        maxRetriesPerRequest: 1,
      });
      this.#client.on('error', () => undefined);
      this.#queue = new Queue(this.opts.queueName, {
        connection: this.#client,
        prefix: this.opts.prefix ?? 'sightline',
      });
      this.#queue.on('error', () => undefined);
    }
    return this.#queue;
  }

  async sync(id: number, s: ActiveSchedule | null): Promise<void> {
    const q = this.#q();
    if (!s) {
      await q.removeJobScheduler(schedulerId(id));
      return;
    }
    await q.upsertJobScheduler(
      schedulerId(id),
      { pattern: s.crontab, tz: s.timezone },
      {
        name: RUN_JOB,
        data: { scheduleId: id } satisfies RunPayload,
        opts: { attempts: 1, removeOnComplete: true, removeOnFail: { age: 86_400, count: 1000 } },
      },
    );
  }

  async reconcile(active: ActiveSchedule[]): Promise<void> {
    const q = this.#q();
    const keep = new Set(active.map((s) => schedulerId(s.id)));
    const existing = await q.getJobSchedulers(0, -1);
    for (const j of existing) {
      const key = j.key ?? j.id;
      if (key && /^report-\d+$/.test(key) && !keep.has(key)) await q.removeJobScheduler(key);
    }
    for (const s of active) await this.sync(s.id, s);
    await q.upsertJobScheduler(
      'reports-prune',
      { pattern: PRUNE_PATTERN, tz: 'UTC' },
      { name: PRUNE_JOB, data: {}, opts: { removeOnComplete: true, removeOnFail: true } },
    );
  }

  async close(): Promise<void> {
    await this.#queue?.close().catch(() => undefined);
    this.#client?.disconnect();
  }
}
