import { randomUUID } from 'node:crypto';
import type { MetaStore } from '../connect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** One run (Superset's ReportExecutionLog). */
export interface ReportLogRecord {
  id: number;
  uuid: string;
  scheduledDttm: string;
  startDttm: string | null;
  endDttm: string | null;
  value: number | null;
  valueRowJson: string | null;
  state: string;
  errorMessage: string | null;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The runs of alerts and reports (report_execution_log). */
export class ReportLogRepo {
  constructor(private readonly store: MetaStore) {}

  /** A page of a schedule's runs, newest start first (Superset's log list default order). */
  async logs(
    scheduleId: number,
    page: { offset: number; limit: number },
  ): Promise<{ count: number; rows: ReportLogRecord[] }> {
    const base = this.store.db
      .selectFrom('report_execution_log')
      .where('report_schedule_id', '=', scheduleId);
    const n = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('scheduled_dttm', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return { count: Number(n.n), rows: rows.map(toLog) };
  }

  async log(scheduleId: number, logId: number): Promise<ReportLogRecord | null> {
    const r = await this.store.db
      .selectFrom('report_execution_log')
      .selectAll()
      .where('report_schedule_id', '=', scheduleId)
      .where('id', '=', logId)
      .executeTakeFirst();
    return r ? toLog(r) : null;
  }

  /** Records a run (the executors write these; tests too). */
  async addLog(scheduleId: number, run: Omit<ReportLogRecord, 'id' | 'uuid'>): Promise<number> {
    const r = await this.store.db
      .insertInto('report_execution_log')
      .values({
        uuid: randomUUID(),
        report_schedule_id: scheduleId,
        scheduled_dttm: run.scheduledDttm,
        start_dttm: run.startDttm,
        end_dttm: run.endDttm,
        value: run.value,
        value_row_json: run.valueRowJson,
        state: run.state,
        error_message: run.errorMessage,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }
}

function toLog(r: Record<string, any>): ReportLogRecord {
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
