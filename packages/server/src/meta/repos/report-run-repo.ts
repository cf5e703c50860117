import type { MetaStore } from '../connect.ts';
import type { ReportLogRecord } from './report-log-repo.ts';

/** When and how a schedule fires. */
export interface ActiveSchedule {
  id: number;
  crontab: string;
  timezone: string;
}

/** What a state change writes on the schedule (Superset's update_report_schedule). */
export interface ScheduleStateWrite {
  state: string;
  evalDttm: string;
  /** Written when given: an `operator` alert's value. */
  value?: number | null;
  /** Written when given: a `not null` alert's value as text. */
  valueRowJson?: string | null;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** What the scheduler and the executors of alerts and reports read and write (docs/adr/0019). */
export class ReportRunRepo {
  constructor(private readonly store: MetaStore) {}

  /** Every active schedule, for the scheduler. */
  async activeSchedules(): Promise<ActiveSchedule[]> {
    const rows = await this.store.db
      .selectFrom('report_schedule')
      .select(['id', 'crontab', 'timezone', 'active'])
      .execute();
    return rows
      .filter((r) => r.active === true || r.active === 1)
      .map((r) => ({ id: Number(r.id), crontab: r.crontab, timezone: r.timezone }));
  }

  /** One schedule's firing settings, or null when it is gone or inactive. */
  async activeSchedule(id: number): Promise<ActiveSchedule | null> {
    const r = await this.store.db
      .selectFrom('report_schedule')
      .select(['id', 'crontab', 'timezone', 'active'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!r || !(r.active === true || r.active === 1)) return null;
    return { id: Number(r.id), crontab: r.crontab, timezone: r.timezone };
  }

  /** The schedule's `last_state`, `last_eval_dttm` and, when given, its last value. */
  async setState(id: number, w: ScheduleStateWrite): Promise<void> {
    const row: Record<string, unknown> = { last_state: w.state, last_eval_dttm: w.evalDttm };
    if (w.value !== undefined) row.last_value = w.value;
    if (w.valueRowJson !== undefined) row.last_value_row_json = w.valueRowJson;
    await this.store.db
      .updateTable('report_schedule')
      .set(row as never)
      .where('id', '=', id)
      .execute();
  }

  /**
   * Moves the schedule from `from` to Working, only if its state is still `from`: of two runs that
   * read the same state at once, one wins and the other sees Working (compare-and-set).
   */
  async claim(id: number, from: string, at: string): Promise<boolean> {
    const r = await this.store.db
      .updateTable('report_schedule')
      .set({ last_state: 'Working', last_eval_dttm: at } as never)
      .where('id', '=', id)
      .where('last_state', '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The `not null` alert's last value as text (Superset's last_value_row_json). */
  async lastValueRowJson(id: number): Promise<string | null> {
    const r = await this.store.db
      .selectFrom('report_schedule')
      .select('last_value_row_json')
      .where('id', '=', id)
      .executeTakeFirst();
    return r?.last_value_row_json ?? null;
  }

  /**
   * The schedule's latest run in `state` (by end time), optionally with exactly `errorMessage` (null:
   * without one): Superset's find_last_success_log, find_last_entered_working_log and
   * find_last_error_notification.
   */
  async lastLog(
    id: number,
    state: string,
    errorMessage?: string | null,
  ): Promise<ReportLogRecord | null> {
    let q = this.store.db
      .selectFrom('report_execution_log')
      .selectAll()
      .where('report_schedule_id', '=', id)
      .where('state', '=', state);
    if (errorMessage === null) q = q.where('error_message', 'is', null);
    else if (errorMessage !== undefined) q = q.where('error_message', '=', errorMessage);
    const r = await q.orderBy('end_dttm', 'desc').orderBy('id', 'desc').executeTakeFirst();
    if (!r) return null;
    return {
      id: Number(r.id),
      uuid: r.uuid,
      scheduledDttm: r.scheduled_dttm,
      startDttm: r.start_dttm,
      endDttm: r.end_dttm,
      value: num(r.value),
      valueRowJson: r.value_row_json,
      state: r.state,
      errorMessage: r.error_message,
    };
  }

  /**
   * Deletes the runs that ended more than each schedule's `log_retention` days before `now`
   * (Superset's AsyncPruneReportScheduleLogCommand; a retention of 0 keeps everything). Returns how
   * many went.
   */
  async pruneLogs(now: Date): Promise<number> {
    const schedules = await this.store.db
      .selectFrom('report_schedule')
      .select(['id', 'log_retention'])
      .where('log_retention', '>', 0)
      .execute();
    let deleted = 0;
    for (const s of schedules) {
      const cutoff = new Date(now.getTime() - Number(s.log_retention) * 86_400_000).toISOString();
      const r = await this.store.db
        .deleteFrom('report_execution_log')
        .where('report_schedule_id', '=', Number(s.id))
        .where('end_dttm', '<', cutoff)
        .executeTakeFirst();
      deleted += Number(r.numDeletedRows);
    }
    return deleted;
  }
}
