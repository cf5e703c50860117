import { repos } from '../commands/repos.ts';
import type { AppContext } from '../context.ts';
import { isHandBack, JobHandBack } from '../jobs/queue.ts';
import type { ReportRecord } from '../meta/repos/report-repo.ts';
import { nowIso } from '../meta/schema.ts';
import { loadCurrentUser, type CurrentUser } from '../security/current-user.ts';
import { evaluateAlert, type AlertOutcome } from './alert.ts';
import { buildContent, headerOf, targetUrl, type NotificationContent } from './content.ts';
import { sendErrorToOwners, sendToRecipients } from './notify.ts';
import { ReportRunError, RUN_MESSAGES as M } from './report-errors.ts';

/** One run of a schedule: which, for which fire time, and how to stop it. */
export interface RunRequest {
  scheduleId: number;
  /** The fire time the run is for (ISO); "send now" uses the time it was asked. */
  scheduledDttm: string;
  executionId: string;
  signal: AbortSignal;
  /** The job ran before and its worker died (BullMQ restarted a stalled job). */
  restarted?: boolean;
}

/**
 * Superset's ALERT_REPORTS_EXECUTORS = OWNER: the sole owner; with several, the last modifier if an
 * owner, else the creator if an owner, else the first owner; with none, the creator.
 */
export function executorIdOf(r: ReportRecord): number | null {
  const owners = r.owners.map((o) => o.id);
  if (owners.length === 1) return owners[0]!;
  if (owners.length > 1) {
    if (r.changedBy && owners.includes(r.changedBy.id)) return r.changedBy.id;
    if (r.createdBy && owners.includes(r.createdBy.id)) return r.createdBy.id;
    return owners[0]!;
  }
  return r.createdBy?.id ?? null;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
const ago = (iso: string | null, seconds: number) =>
  iso !== null && Date.now() - seconds * 1000 < Date.parse(iso);

/** A run in progress: writes each state change on the schedule and as a log row. */
class Run {
  readonly start = nowIso();
  readonly deadline: number;
  /** The schedule's state as this run last wrote or read it. */
  state: string;
  #value: number | null;
  #valueRowJson: string | null;

  constructor(
    readonly ctx: AppContext,
    readonly report: ReportRecord,
    readonly req: RunRequest,
  ) {
    this.deadline = Date.now() + report.workingTimeout * 1000;
    this.state = report.lastState;
    this.#value = report.lastValue;
    this.#valueRowJson = report.lastValueRowJson;
  }

  get isAlert(): boolean {
    return this.report.type === 'Alert';
  }

  /** Superset's update_report_schedule_and_log. */
  async log(state: string, errorMessage: string | null = null): Promise<string> {
    const end = nowIso();
    await repos(this.ctx).reportRuns.setState(this.report.id, {
      state,
      evalDttm: end,
      value: this.#value,
      valueRowJson: this.#valueRowJson,
    });
    this.state = state;
    return this.#append(state, errorMessage, end);
  }

  /**
   * Enters Working from the state this run read; false when another run changed the state first
   * (two fires or a "send now" at the same instant): that run goes on, this one is refused.
   */
  async enterWorking(): Promise<boolean> {
    const at = nowIso();
    if (!(await repos(this.ctx).reportRuns.claim(this.report.id, this.state, at))) return false;
    this.state = 'Working';
    await this.#append('Working', null, at);
    return true;
  }

  /** A log row only, the schedule's state untouched (it belongs to the run that holds it). */
  async note(state: string, errorMessage: string): Promise<string> {
    return this.#append(state, errorMessage, nowIso());
  }

  async #append(state: string, errorMessage: string | null, end: string): Promise<string> {
    await repos(this.ctx).reportLogs.addLog(this.report.id, {
      scheduledDttm: this.req.scheduledDttm,
      startDttm: this.start,
      endDttm: end,
      value: this.#value,
      valueRowJson: this.#valueRowJson,
      state,
      errorMessage,
    });
    return state;
  }

  keep(outcome: AlertOutcome): void {
    if (outcome.value !== undefined) this.#value = outcome.value;
    if (outcome.valueRowJson !== undefined) this.#valueRowJson = outcome.valueRowJson;
  }

  async executor(): Promise<CurrentUser> {
    const id = executorIdOf(this.report);
    const user = id === null ? null : await loadCurrentUser(this.ctx, id);
    if (!user) {
      const gone = id === null ? null : await this.ctx.users.findById(id);
      throw new ReportRunError(M.executorNotFound(gone?.username ?? ''));
    }
    return user;
  }

  /**
   * Runs `work` within the working timeout: past it the work is aborted and the run fails with
   * Superset's working-timeout text (its soft time limit), whatever the work was waiting for.
   */
  async bounded<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const ms = Math.max(1, this.deadline - Date.now());
    const timeout = AbortSignal.timeout(ms);
    const signal = AbortSignal.any([this.req.signal, timeout]);
    let onAbort = () => undefined as void;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () =>
        reject(timeout.aborted ? new ReportRunError(M.workingTimeout) : (signal.reason as unknown));
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return await Promise.race([work(signal), aborted]);
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }

  async alertTriggered(signal: AbortSignal): Promise<boolean> {
    const outcome = await evaluateAlert(this.ctx, this.report, await this.executor(), signal);
    this.keep(outcome);
    return outcome.triggered;
  }

  async send(signal: AbortSignal): Promise<void> {
    const content = await buildContent(this.ctx, this.report, await this.executor(), {
      executionId: this.req.executionId,
      signal,
      deadline: this.deadline,
    });
    await sendToRecipients(this.ctx, this.report, content, signal);
  }

  /**
   * A failed run: Error with the reason; then, unless the owners were told of an error within the
   * grace period, a mail to the owners and a second Error row saying so (or why it failed).
   */
  async failed(e: unknown): Promise<string> {
    if (isHandBack(this.req.signal) || e instanceof JobHandBack) {
      // The worker stops: the job goes back to the queue and runs again from this Error.
      await this.log('Error', 'The worker stopped during the run; it runs again.');
      throw new JobHandBack();
    }
    const message = messageOf(e);
    await this.log('Error', message);
    const r = this.report;
    const last = await repos(this.ctx).reportRuns.lastLog(r.id, 'Error', M.errorNotificationMarker);
    if (r.gracePeriod > 0 && last && ago(last.endDttm, r.gracePeriod)) return 'Error';
    let marker: string = M.errorNotificationMarker;
    const content: NotificationContent = {
      name: `Error occurred for ${r.type}: ${r.name}`,
      text: message,
      url: targetUrl(this.ctx, r),
      description: null,
      format: r.reportFormat,
      csv: [],
      images: [],
      pdf: [],
      header: headerOf(r, this.req.executionId),
    };
    try {
      await sendErrorToOwners(this.ctx, r, content);
    } catch (err) {
      marker = messageOf(err);
    }
    return this.log('Error', marker);
  }
}

/** Last state Not triggered or Error: evaluate (alerts) and send. */
async function fromNotTriggeredOrError(run: Run): Promise<string> {
  if (!(await run.enterWorking())) return run.note('Working', M.previousWorking);
  try {
    const sent = await run.bounded(async (signal) => {
      if (run.isAlert && !(await run.alertTriggered(signal))) return false;
      await run.send(signal);
      return true;
    });
    return run.log(sent ? 'Success' : 'Not triggered');
  } catch (e) {
    return run.failed(e);
  }
}

/** Last state Success or On Grace: an alert that fired within the grace period stays quiet. */
async function fromSuccess(run: Run): Promise<string> {
  const r = run.report;
  if (run.isAlert && r.gracePeriod > 0) {
    const last = await repos(run.ctx).reportRuns.lastLog(r.id, 'Success');
    if (last && ago(last.endDttm, r.gracePeriod)) return run.log('On Grace', M.graceFired);
  }
  return fromNotTriggeredOrError(run);
}

/**
 * Last state Working: another run is busy. Past the working timeout (counted from the last run that
 * entered Working) the schedule is freed with an Error; otherwise this fire is refused.
 */
async function fromWorking(run: Run): Promise<string> {
  const r = run.report;
  const last = await repos(run.ctx).reportRuns.lastLog(r.id, 'Working', null);
  if (run.req.restarted && last?.scheduledDttm === run.req.scheduledDttm) {
    // The Working is this very job's, left by a worker that died: record it and run again.
    await run.log('Error', M.workerDied);
    return fromNotTriggeredOrError(run);
  }
  const since = last?.endDttm ?? r.lastEvalDttm;
  if (!ago(since, r.workingTimeout)) return run.log('Error', M.workingTimeout);
  return run.note('Working', M.previousWorking);
}

/**
 * Runs a schedule once through Superset's state machine (docs/api.md §4.2): every transition is
 * written to the schedule and appended to its execution log. Returns the final state, or null when
 * the schedule is gone.
 */
export async function executeReport(ctx: AppContext, req: RunRequest): Promise<string | null> {
  const report = await repos(ctx).reports.findById(req.scheduleId);
  if (!report) return null;
  const run = new Run(ctx, report, req);
  if (report.lastState === 'Working') return fromWorking(run);
  if (report.lastState === 'Success' || report.lastState === 'On Grace') return fromSuccess(run);
  return fromNotTriggeredOrError(run);
}
