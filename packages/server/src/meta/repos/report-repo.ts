import type { ExpressionBuilder } from 'kysely';
import type { ListQuery } from '@sightline/core';
import type { MetaStore } from '../connect.ts';
import { nowIso, toBool } from '../schema.ts';
import type { UserRef } from './datasets-repo.ts';
import {
  applyFilters,
  applyPaging,
  resolvePaging,
  validateFilters,
  type ListSpec,
} from './list-filters.ts';

// Filters compose dynamic SQL over joined aliases, so builders are loosely typed here (as in the other repos).
/* eslint-disable @typescript-eslint/no-explicit-any */
type EB = ExpressionBuilder<any, any>;

/** A recipient as stored: its type and its JSON settings. */
export interface ReportRecipientRecord {
  id: number;
  type: string;
  config: Record<string, unknown>;
}

/** The stored columns of a schedule a create or update writes (`owners`, `recipients` replace links). */
export interface ReportWrite {
  type: string;
  name: string;
  description: string | null;
  active: boolean;
  crontab: string;
  timezone: string;
  creationMethod: string;
  sql: string | null;
  chartId: number | null;
  dashboardId: number | null;
  databaseId: number | null;
  reportFormat: string;
  forceScreenshot: boolean;
  customWidth: number | null;
  validatorType: string | null;
  validatorConfig: Record<string, unknown> | null;
  logRetention: number;
  workingTimeout: number;
  gracePeriod: number;
  extra: Record<string, unknown>;
  emailSubject: string | null;
  owners: number[];
  recipients: { type: string; config: Record<string, unknown> }[];
}

/** A schedule with its names of chart, dashboard and database, owners and recipients. */
export interface ReportRecord extends Omit<ReportWrite, 'owners' | 'recipients'> {
  id: number;
  chart: { id: number; sliceName: string; vizType: string } | null;
  dashboard: { id: number; title: string } | null;
  database: { id: number; name: string } | null;
  owners: UserRef[];
  recipients: ReportRecipientRecord[];
  lastState: string;
  lastEvalDttm: string | null;
  lastValue: number | null;
  lastValueRowJson: string | null;
  createdOn: string;
  changedOn: string;
  createdBy: UserRef | null;
  changedBy: UserRef | null;
}

/** The report list (Superset ReportScheduleRestApi search_columns and order_columns). */
export const REPORT_LIST_SPEC: ListSpec = {
  idRef: 't.id',
  searchColumns: {
    id: { kind: 'number', ref: 't.id' },
    name: { kind: 'text', ref: 't.name' },
    description: { kind: 'text', ref: 't.description' },
    type: { kind: 'text', ref: 't.type' },
    active: { kind: 'bool', ref: 't.active' },
    crontab: { kind: 'text', ref: 't.crontab' },
    creation_method: { kind: 'text', ref: 't.creation_method' },
    report_format: { kind: 'text', ref: 't.report_format' },
    last_state: { kind: 'text', ref: 't.last_state' },
    chart_id: { kind: 'number', ref: 't.chart_id' },
    dashboard_id: { kind: 'number', ref: 't.dashboard_id' },
    database_id: { kind: 'number', ref: 't.database_id' },
    created_by: { kind: 'rel_o_m', ref: 't.created_by_fk' },
    changed_by: { kind: 'rel_o_m', ref: 't.changed_by_fk' },
    owners: {
      kind: 'rel_m_m',
      link: { table: 'report_schedule_user', ownerCol: 'report_schedule_id', targetCol: 'user_id' },
    },
  },
  orderColumns: {
    id: 't.id',
    name: 't.name',
    type: 't.type',
    active: 't.active',
    crontab: 't.crontab',
    description: 't.description',
    last_eval_dttm: 't.last_eval_dttm',
    last_state: 't.last_state',
    created_on: 't.created_on',
    changed_on: 't.changed_on',
    changed_on_delta_humanized: 't.changed_on',
  },
  defaultOrder: ['changed_on', 'desc'],
};

const userRef = (r: any, p: string): UserRef | null =>
  r[`${p}_id`] === null || r[`${p}_id`] === undefined
    ? null
    : {
        id: Number(r[`${p}_id`]),
        firstName: String(r[`${p}_first_name`]),
        lastName: String(r[`${p}_last_name`]),
      };

const parse = (s: string | null): any => (s === null ? null : JSON.parse(s));
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function toRow(v: Partial<ReportWrite>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  const set = (col: string, val: unknown) => {
    if (val !== undefined) row[col] = val;
  };
  set('type', v.type);
  set('name', v.name);
  set('description', v.description);
  set('active', v.active);
  set('crontab', v.crontab);
  set('timezone', v.timezone);
  set('creation_method', v.creationMethod);
  set('sql', v.sql);
  set('chart_id', v.chartId);
  set('dashboard_id', v.dashboardId);
  set('database_id', v.databaseId);
  set('report_format', v.reportFormat);
  set('force_screenshot', v.forceScreenshot);
  set('custom_width', v.customWidth);
  set('validator_type', v.validatorType);
  if (v.validatorConfig !== undefined)
    row.validator_config_json =
      v.validatorConfig === null ? null : JSON.stringify(v.validatorConfig);
  set('log_retention', v.logRetention);
  set('working_timeout', v.workingTimeout);
  set('grace_period', v.gracePeriod);
  if (v.extra !== undefined) row.extra_json = JSON.stringify(v.extra);
  set('email_subject', v.emailSubject);
  return row;
}

/** Alerts and reports, their owners, recipients and execution logs. */
export class ReportRepo {
  constructor(private readonly store: MetaStore) {}

  #base() {
    return this.store.db.selectFrom('report_schedule as t') as any;
  }

  #withJoins(qb: any) {
    return qb
      .leftJoin('users as cu', 'cu.id', 't.created_by_fk')
      .leftJoin('users as mu', 'mu.id', 't.changed_by_fk')
      .leftJoin('slices as c', 'c.id', 't.chart_id')
      .leftJoin('dashboards as d', 'd.id', 't.dashboard_id')
      .leftJoin('dbs as db', 'db.id', 't.database_id')
      .selectAll('t')
      .select([
        'cu.id as cu_id',
        'cu.first_name as cu_first_name',
        'cu.last_name as cu_last_name',
        'mu.id as mu_id',
        'mu.first_name as mu_first_name',
        'mu.last_name as mu_last_name',
        'c.slice_name as c_slice_name',
        'c.viz_type as c_viz_type',
        'd.dashboard_title as d_title',
        'db.database_name as db_name',
      ]);
  }

  async #fill(rows: any[]): Promise<ReportRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => Number(r.id));
    const db = this.store.db;
    const [owners, recipients] = await Promise.all([
      db
        .selectFrom('report_schedule_user as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select(['o.report_schedule_id', 'u.id', 'u.first_name', 'u.last_name'])
        .where('o.report_schedule_id', 'in', ids)
        .orderBy('u.id')
        .execute(),
      db
        .selectFrom('report_recipient')
        .selectAll()
        .where('report_schedule_id', 'in', ids)
        .orderBy('id')
        .execute(),
    ]);
    return rows.map((r) => {
      const id = Number(r.id);
      return {
        id,
        type: r.type,
        name: r.name,
        description: r.description,
        active: toBool(r.active),
        crontab: r.crontab,
        timezone: r.timezone,
        creationMethod: r.creation_method,
        sql: r.sql,
        chartId: num(r.chart_id),
        dashboardId: num(r.dashboard_id),
        databaseId: num(r.database_id),
        chart:
          r.chart_id === null
            ? null
            : { id: Number(r.chart_id), sliceName: r.c_slice_name, vizType: r.c_viz_type },
        dashboard:
          r.dashboard_id === null ? null : { id: Number(r.dashboard_id), title: r.d_title },
        database: r.database_id === null ? null : { id: Number(r.database_id), name: r.db_name },
        reportFormat: r.report_format,
        forceScreenshot: toBool(r.force_screenshot),
        customWidth: num(r.custom_width),
        validatorType: r.validator_type,
        validatorConfig: parse(r.validator_config_json),
        logRetention: Number(r.log_retention),
        workingTimeout: Number(r.working_timeout),
        gracePeriod: Number(r.grace_period),
        extra: parse(r.extra_json) ?? {},
        emailSubject: r.email_subject,
        owners: owners
          .filter((o) => Number(o.report_schedule_id) === id)
          .map((o) => ({ id: Number(o.id), firstName: o.first_name, lastName: o.last_name })),
        recipients: recipients
          .filter((x) => Number(x.report_schedule_id) === id)
          .map((x) => ({ id: Number(x.id), type: x.type, config: parse(x.recipient_config_json) })),
        lastState: r.last_state,
        lastEvalDttm: r.last_eval_dttm,
        lastValue: num(r.last_value),
        lastValueRowJson: r.last_value_row_json ?? null,
        createdOn: r.created_on,
        changedOn: r.changed_on,
        createdBy: userRef(r, 'cu'),
        changedBy: userRef(r, 'mu'),
      };
    });
  }

  #visible(viewerId: number | null) {
    if (viewerId === null) return this.#base();
    return this.#base().where((eb: EB) =>
      eb.or([
        eb('t.created_by_fk', '=', viewerId),
        eb(
          't.id',
          'in',
          eb
            .selectFrom('report_schedule_user')
            .select('report_schedule_id')
            .where('user_id', '=', viewerId),
        ),
      ]),
    );
  }

  /** One schedule, when `viewerId` may see it (null: any). */
  async findById(id: number, viewerId: number | null = null): Promise<ReportRecord | null> {
    const rows = await this.#withJoins(this.#visible(viewerId)).where('t.id', '=', id).execute();
    return (await this.#fill(rows))[0] ?? null;
  }

  /**
   * A page of schedules. `viewerId` null sees every schedule; a user id sees those it owns or created
   * (Superset's ReportScheduleFilter for callers without access to every datasource).
   */
  async list(
    q: ListQuery,
    userId: number | null,
    viewerId: number | null,
  ): Promise<{ count: number; rows: ReportRecord[] }> {
    const filters = q.filters ?? [];
    validateFilters(filters, REPORT_LIST_SPEC);
    const paging = resolvePaging(q, REPORT_LIST_SPEC);
    const base = applyFilters(this.#visible(viewerId), filters, REPORT_LIST_SPEC, { userId });
    const countRow = await base
      .select((eb: EB) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await applyPaging(this.#withJoins(base), paging, 't.id').execute();
    return { count: Number((countRow as { n: unknown }).n), rows: await this.#fill(rows) };
  }

  /** The id of the schedule of this type with this exact name, or null. */
  async idByName(name: string, type: string): Promise<number | null> {
    const r = await this.store.db
      .selectFrom('report_schedule')
      .select('id')
      .where('name', '=', name)
      .where('type', '=', type)
      .executeTakeFirst();
    return r ? Number(r.id) : null;
  }

  /**
   * Whether `userId` already created a self-subscribed report (creation method charts or dashboards)
   * on this chart or dashboard (Superset's validate_unique_creation_method).
   */
  async hasSelfSubscription(
    userId: number,
    target: { chartId: number | null; dashboardId: number | null },
  ): Promise<boolean> {
    let q = this.store.db
      .selectFrom('report_schedule')
      .select('id')
      .where('created_by_fk', '=', userId)
      .where('creation_method', 'in', ['charts', 'dashboards']);
    q =
      target.chartId !== null
        ? q.where('chart_id', '=', target.chartId)
        : q.where('dashboard_id', '=', target.dashboardId ?? -1);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** Those of `ids` that name a schedule. */
  async existingIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.store.db
      .selectFrom('report_schedule')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  /** The owner ids of each of `ids`. */
  async ownerIds(ids: number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return out;
    const rows = await this.store.db
      .selectFrom('report_schedule_user')
      .select(['report_schedule_id', 'user_id'])
      .where('report_schedule_id', 'in', ids)
      .execute();
    for (const r of rows) out.get(Number(r.report_schedule_id))?.push(Number(r.user_id));
    return out;
  }

  async create(values: ReportWrite, userId: number): Promise<number> {
    const now = nowIso();
    return this.store.db.transaction().execute(async (trx) => {
      const r = await trx
        .insertInto('report_schedule')
        .values({
          ...toRow(values),
          created_on: now,
          changed_on: now,
          created_by_fk: userId,
          changed_by_fk: userId,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(r.id);
      await this.#link(trx, id, values.owners, values.recipients);
      return id;
    });
  }

  async update(id: number, patch: Partial<ReportWrite>, userId: number): Promise<void> {
    const row = { ...toRow(patch), changed_on: nowIso(), changed_by_fk: userId };
    await this.store.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('report_schedule')
        .set(row as never)
        .where('id', '=', id)
        .execute();
      if (patch.owners !== undefined) {
        await trx.deleteFrom('report_schedule_user').where('report_schedule_id', '=', id).execute();
        await this.#link(trx, id, patch.owners, undefined);
      }
      if (patch.recipients !== undefined) {
        await trx.deleteFrom('report_recipient').where('report_schedule_id', '=', id).execute();
        await this.#link(trx, id, undefined, patch.recipients);
      }
    });
  }

  async #link(
    trx: any,
    id: number,
    owners?: number[],
    recipients?: ReportWrite['recipients'],
  ): Promise<void> {
    const o = [...new Set(owners ?? [])];
    if (o.length)
      await trx
        .insertInto('report_schedule_user')
        .values(o.map((user_id) => ({ report_schedule_id: id, user_id })))
        .execute();
    if (recipients?.length)
      await trx
        .insertInto('report_recipient')
        .values(
          recipients.map((r) => ({
            report_schedule_id: id,
            type: r.type,
            recipient_config_json: JSON.stringify(r.config),
          })),
        )
        .execute();
  }

  /** Deletes the schedules (owners, recipients and logs go with them); returns how many went. */
  async delete(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const r = await this.store.db
      .deleteFrom('report_schedule')
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
