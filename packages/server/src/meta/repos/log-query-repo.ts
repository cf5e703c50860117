import type { ExpressionBuilder } from 'kysely';
import type { ListQuery } from '@sightline/core';
import type { MetaStore } from '../connect.ts';
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

/** One stored action of the log, with the username of its user. */
export interface LogRecord {
  id: number;
  action: string;
  userId: number | null;
  username: string | null;
  json: string | null;
  dttm: string;
  dashboardId: number | null;
  sliceId: number | null;
  durationMs: number | null;
  referrer: string | null;
}

/** The log list (Superset LogRestApi: every list column searchable and sortable, newest first). */
export const LOG_LIST_SPEC: ListSpec = {
  idRef: 't.id',
  searchColumns: {
    id: { kind: 'number', ref: 't.id' },
    action: { kind: 'text', ref: 't.action' },
    json: { kind: 'text', ref: 't.json' },
    dttm: { kind: 'date', ref: 't.dttm' },
    referrer: { kind: 'text', ref: 't.referrer' },
    slice_id: { kind: 'number', ref: 't.slice_id' },
    dashboard_id: { kind: 'number', ref: 't.dashboard_id' },
    duration_ms: { kind: 'number', ref: 't.duration_ms' },
    user: { kind: 'rel_o_m', ref: 't.user_id' },
    user_id: { kind: 'number', ref: 't.user_id' },
  },
  orderColumns: {
    id: 't.id',
    action: 't.action',
    dttm: 't.dttm',
    json: 't.json',
    referrer: 't.referrer',
    slice_id: 't.slice_id',
    dashboard_id: 't.dashboard_id',
    duration_ms: 't.duration_ms',
    user_id: 't.user_id',
    'user.username': 'u.username',
  },
  defaultOrder: ['dttm', 'desc'],
};

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

const toLog = (r: any): LogRecord => ({
  id: Number(r.id),
  action: r.action,
  userId: num(r.user_id),
  username: r.username ?? null,
  json: r.json,
  dttm: r.dttm,
  dashboardId: num(r.dashboard_id),
  sliceId: num(r.slice_id),
  durationMs: num(r.duration_ms),
  referrer: r.referrer,
});

/** A dashboard or chart a user's log names, with its title (Superset's LogDAO.get_recent_activity row). */
export interface RecentActivityRecord {
  action: string;
  dttm: string;
  dashboardId: number | null;
  dashboardSlug: string | null;
  dashboardTitle: string | null;
  sliceId: number | null;
  sliceName: string | null;
}

const titled = (eb: EB) =>
  eb.or([
    eb.and([eb('d.dashboard_title', 'is not', null), eb('d.dashboard_title', '!=', '')]),
    eb.and([eb('s.slice_name', 'is not', null), eb('s.slice_name', '!=', '')]),
  ]);

/** Reads of the action log for its admin API (writes stay in logs-repo.ts). */
export class LogQueryRepo {
  constructor(private readonly store: MetaStore) {}

  #base() {
    return this.store.db.selectFrom('logs as t').leftJoin('users as u', 'u.id', 't.user_id') as any;
  }

  async findById(id: number): Promise<LogRecord | null> {
    const r = await this.#base()
      .selectAll('t')
      .select('u.username as username')
      .where('t.id', '=', id)
      .executeTakeFirst();
    return r ? toLog(r) : null;
  }

  async list(q: ListQuery, userId: number | null): Promise<{ count: number; rows: LogRecord[] }> {
    const filters = q.filters ?? [];
    validateFilters(filters, LOG_LIST_SPEC);
    const paging = resolvePaging(q, LOG_LIST_SPEC);
    const base = applyFilters(this.#base(), filters, LOG_LIST_SPEC, { userId });
    const countRow = await base
      .select((eb: EB) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await applyPaging(
      base.selectAll('t').select('u.username as username'),
      paging,
      't.id',
    ).execute();
    return { count: Number((countRow as { n: unknown }).n), rows: rows.map(toLog) };
  }

  /**
   * The user's latest actions of `actions` on a dashboard or chart that still has a title, newest
   * first; `distinct` keeps the latest of each (dashboard, chart, action) within the last year.
   */
  async recentActivity(
    userId: number,
    o: { actions: string[]; distinct: boolean; page: number; pageSize: number },
  ): Promise<RecentActivityRecord[]> {
    const db = this.store.db as any;
    let source: any;
    if (o.distinct) {
      const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString();
      source = db
        .selectFrom('logs as l')
        .select(['l.dashboard_id', 'l.slice_id', 'l.action'])
        .select((eb: EB) => eb.fn.max('l.dttm').as('dttm'))
        .where('l.action', 'in', o.actions)
        .where('l.user_id', '=', userId)
        .where('l.dttm', '>', yearAgo)
        .where((eb: EB) =>
          eb.or([eb('l.dashboard_id', 'is not', null), eb('l.slice_id', 'is not', null)]),
        )
        .groupBy(['l.dashboard_id', 'l.slice_id', 'l.action'])
        .as('t');
    } else {
      source = db
        .selectFrom('logs as l')
        .select(['l.dashboard_id', 'l.slice_id', 'l.action', 'l.dttm'])
        .where('l.action', 'in', o.actions)
        .where('l.user_id', '=', userId)
        .as('t');
    }
    const rows = await db
      .selectFrom(source)
      .leftJoin('dashboards as d', 'd.id', 't.dashboard_id')
      .leftJoin('slices as s', 's.id', 't.slice_id')
      .select([
        't.action as action',
        't.dttm as dttm',
        't.dashboard_id as dashboard_id',
        't.slice_id as slice_id',
        'd.slug as slug',
        'd.dashboard_title as dashboard_title',
        's.slice_name as slice_name',
      ])
      .where(titled)
      .orderBy('t.dttm', 'desc')
      .limit(o.pageSize)
      .offset(o.page * o.pageSize)
      .execute();
    return rows.map((r: any) => ({
      action: r.action,
      dttm: r.dttm,
      dashboardId: num(r.dashboard_id),
      dashboardSlug: r.slug ?? null,
      dashboardTitle: r.dashboard_title ?? null,
      sliceId: num(r.slice_id),
      sliceName: r.slice_name ?? null,
    }));
  }
}
