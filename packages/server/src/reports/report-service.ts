import { randomUUID } from 'node:crypto';
import { repos } from '../commands/repos.ts';
import type { AppContext } from '../context.ts';
import { defaultQueueName, jobSettings } from '../jobs/create-queue.ts';
import type { JobContext } from '../jobs/queue.ts';
import { nowIso } from '../meta/schema.ts';
import { executeReport } from './executor.ts';
import {
  BullScheduler,
  fireTimeOfJobId,
  InProcessScheduler,
  PRUNE_JOB,
  RUN_JOB,
  type ReportScheduler,
  type RunPayload,
} from './scheduler.ts';

/** How often a worker makes the job schedulers match the store again (a missed sync heals). */
const RECONCILE_MS = 10 * 60_000;

/**
 * Alerts and reports on the job system (docs/adr/0019-reports.md): registers the `report.run` and
 * `report.prune` handlers on the context's queue, keeps the scheduler in line with the store, and
 * queues "send now" runs. One per context; a process that takes jobs also starts the timers.
 */
export class ReportService {
  readonly scheduler: ReportScheduler;
  readonly #ctx: AppContext;
  #reconcileTimer: NodeJS.Timeout | null = null;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
    const { redisUrl, metadataUrl, dataDir } = ctx.config;
    this.scheduler = redisUrl
      ? new BullScheduler({
          redisUrl,
          queueName:
            jobSettings().queueName ?? defaultQueueName({ redisUrl, metadataUrl, dataDir }),
        })
      : new InProcessScheduler((job, payload) => {
          void ctx.jobs
            .enqueue(job, payload ?? {})
            .catch((err: unknown) => ctx.log?.error({ err, job }, 'report fire not queued'));
        });
    ctx.jobs.registerHandler<RunPayload>(RUN_JOB, (p, job) => this.#run(p, job));
    ctx.jobs.registerHandler(PRUNE_JOB, async () => {
      await repos(ctx).reportRuns.pruneLogs(new Date());
    });
  }

  async #run(p: RunPayload, job: JobContext): Promise<void> {
    const scheduledDttm = p.scheduledDttm ?? fireTimeOfJobId(job.id) ?? nowIso();
    // A fire of a schedule deactivated or deleted since its timer was set does nothing.
    if (!p.manual && !(await repos(this.#ctx).reportRuns.activeSchedule(p.scheduleId))) return;
    await executeReport(this.#ctx, {
      scheduleId: p.scheduleId,
      scheduledDttm,
      executionId: randomUUID(),
      signal: job.signal,
      restarted: job.restarted,
    });
  }

  /** Starts the timers of every active schedule, in a process that takes jobs. */
  async start(): Promise<void> {
    await this.reconcile();
    this.#reconcileTimer ??= setInterval(
      () =>
        void this.reconcile().catch((err: unknown) =>
          this.#ctx.log?.warn({ err }, 'report schedules not reconciled'),
        ),
      RECONCILE_MS,
    );
    this.#reconcileTimer.unref();
  }

  async reconcile(): Promise<void> {
    await this.scheduler.reconcile(await repos(this.#ctx).reportRuns.activeSchedules());
  }

  /**
   * After a save or delete: the schedule fires from now on exactly when it is active. A scheduler
   * that cannot be reached is logged; the workers' periodic reconcile repairs it.
   */
  async changed(ids: number[]): Promise<void> {
    for (const id of ids) {
      try {
        await this.scheduler.sync(id, await repos(this.#ctx).reportRuns.activeSchedule(id));
      } catch (err) {
        this.#ctx.log?.warn({ err, id }, 'report schedule not synced with the scheduler');
      }
    }
  }

  /** "Send test now": queues a run at once, whatever the schedule's timer says. */
  async sendNow(id: number): Promise<string> {
    return this.#ctx.jobs.enqueue<RunPayload>(RUN_JOB, {
      scheduleId: id,
      scheduledDttm: nowIso(),
      manual: true,
    });
  }

  async close(): Promise<void> {
    if (this.#reconcileTimer) clearInterval(this.#reconcileTimer);
    this.#reconcileTimer = null;
    await this.scheduler.close();
  }
}

const services = new WeakMap<AppContext, ReportService>();

/** The context's report service (built, and its handlers registered, on first use). */
export function reportServiceOf(ctx: AppContext): ReportService {
  let s = services.get(ctx);
  if (!s) {
    s = new ReportService(ctx);
    services.set(ctx, s);
  }
  return s;
}

/** Closes the context's report service, if one was built. */
export async function closeReportService(ctx: AppContext): Promise<void> {
  await services.get(ctx)?.close();
}
