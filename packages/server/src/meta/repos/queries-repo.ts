import type { ListQuery } from '@sightline/core';
import type { MetaStore } from '../connect.ts';
import { nowIso, toBool, type QueriesTable } from '../schema.ts';
import {
  applyFilters,
  applyPaging,
  resolvePaging,
  validateFilters,
  type ListSpec,
} from './list-filters.ts';

/** A stored SQL Lab query (table `queries`). Times are epoch-millisecond floats. */
export interface QueryRecord {
  id: number;
  clientId: string;
  uuid: string;
  databaseId: number;
  databaseName: string;
  userId: number | null;
  user: { id: number; firstName: string; lastName: string; username: string } | null;
  status: string;
  tabName: string | null;
  sqlEditorId: string | null;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  selectSql: string | null;
  executedSql: string | null;
  limit: number | null;
  limitingFactor: string;
  selectAsCta: boolean;
  selectAsCtaUsed: boolean;
  ctasMethod: string | null;
  tmpTableName: string | null;
  tmpSchemaName: string | null;
  progress: number;
  rows: number | null;
  errorMessage: string | null;
  resultsKey: string | null;
  trackingUrl: string | null;
  startTime: number | null;
  startRunningTime: number | null;
  endTime: number | null;
  endResultBackendTime: number | null;
  extraJson: string | null;
  changedOn: string;
}

/** The writable fields of a query. */
export type QueryWrite = Omit<QueryRecord, 'id' | 'databaseName' | 'user' | 'changedOn'>;

const COLS: Record<keyof QueryWrite, keyof QueriesTable> = {
  clientId: 'client_id',
  uuid: 'uuid',
  databaseId: 'database_id',
  userId: 'user_id',
  status: 'status',
  tabName: 'tab_name',
  sqlEditorId: 'sql_editor_id',
  catalog: 'catalog',
  schema: 'schema',
  sql: 'sql',
  selectSql: 'select_sql',
  executedSql: 'executed_sql',
  limit: 'limit',
  limitingFactor: 'limiting_factor',
  selectAsCta: 'select_as_cta',
  selectAsCtaUsed: 'select_as_cta_used',
  ctasMethod: 'ctas_method',
  tmpTableName: 'tmp_table_name',
  tmpSchemaName: 'tmp_schema_name',
  progress: 'progress',
  rows: 'rows',
  errorMessage: 'error_message',
  resultsKey: 'results_key',
  trackingUrl: 'tracking_url',
  startTime: 'start_time',
  startRunningTime: 'start_running_time',
  endTime: 'end_time',
  endResultBackendTime: 'end_result_backend_time',
  extraJson: 'extra_json',
};
const BOOLS = new Set<string>(['selectAsCta', 'selectAsCtaUsed']);
const NUMBERS = new Set<string>([
  'databaseId',
  'userId',
  'limit',
  'progress',
  'rows',
  'startTime',
  'startRunningTime',
  'endTime',
  'endResultBackendTime',
]);

/** Query history list (docs/api.md §1.7 search columns, §2.14 order columns). */
export const QUERY_LIST_SPEC: ListSpec = {
  idRef: 'q.id',
  searchColumns: {
    changed_on: { kind: 'date', ref: 'q.changed_on' },
    database: { kind: 'rel_o_m', ref: 'q.database_id' },
    sql: { kind: 'text', ref: 'q.sql' },
    status: { kind: 'text', ref: 'q.status' },
    user: { kind: 'rel_o_m', ref: 'q.user_id' },
    start_time: { kind: 'number', ref: 'q.start_time' },
    sql_editor_id: { kind: 'text', ref: 'q.sql_editor_id' },
    uuid: { kind: 'text', ref: 'q.uuid' },
  },
  orderColumns: {
    changed_on: 'q.changed_on',
    'database.database_name': 'db.database_name',
    rows: 'q.rows',
    schema: 'q.schema',
    start_time: 'q.start_time',
    sql: 'q.sql',
    tab_name: 'q.tab_name',
    'user.first_name': 'u.first_name',
  },
  defaultOrder: ['changed_on', 'desc'],
};

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function toRecord(r: any): QueryRecord {
  const out: Record<string, unknown> = {
    id: Number(r.id),
    changedOn: r.changed_on,
    databaseName: r.db_name,
  };
  for (const [k, col] of Object.entries(COLS))
    out[k] = BOOLS.has(k) ? toBool(r[col]) : NUMBERS.has(k) ? num(r[col]) : r[col];
  out.databaseId = Number(r.database_id);
  out.user = r.u_id
    ? {
        id: Number(r.u_id),
        firstName: r.u_first_name,
        lastName: r.u_last_name,
        username: r.u_username,
      }
    : null;
  return out as unknown as QueryRecord;
}

/** Which queries a caller may see: their own, or every query (all_query_access). */
export interface QueryScope {
  userId: number | null;
  allQueries: boolean;
}

/** SQL Lab queries: history, status transitions and the polling of async runs. */
export class QueriesRepo {
  constructor(private readonly store: MetaStore) {}

  #base() {
    return this.store.db
      .selectFrom('queries as q')
      .innerJoin('dbs as db', 'db.id', 'q.database_id')
      .leftJoin('users as u', 'u.id', 'q.user_id')
      .selectAll('q')
      .select([
        'db.database_name as db_name',
        'u.id as u_id',
        'u.first_name as u_first_name',
        'u.last_name as u_last_name',
        'u.username as u_username',
      ]);
  }

  async findById(id: number): Promise<QueryRecord | null> {
    const r = await this.#base().where('q.id', '=', id).executeTakeFirst();
    return r ? toRecord(r) : null;
  }

  async findByClientId(clientId: string): Promise<QueryRecord | null> {
    const r = await this.#base().where('q.client_id', '=', clientId).executeTakeFirst();
    return r ? toRecord(r) : null;
  }

  async findByResultsKey(key: string): Promise<QueryRecord | null> {
    const r = await this.#base().where('q.results_key', '=', key).executeTakeFirst();
    return r ? toRecord(r) : null;
  }

  /** Pending or running queries started before `startMs` (epoch ms): candidates for the orphan sweep. */
  async activeStartedBefore(startMs: number, limit = 500): Promise<QueryRecord[]> {
    const rows = await this.#base()
      .where('q.status', 'in', ['pending', 'running'])
      .where('q.start_time', '<', startMs)
      .limit(limit)
      .execute();
    return rows.map(toRecord);
  }

  /** The stored status only (cheap: read between statements to notice a stop from elsewhere). */
  async statusOf(id: number): Promise<string | null> {
    const r = await this.store.db
      .selectFrom('queries')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    return r?.status ?? null;
  }

  async create(values: QueryWrite): Promise<number> {
    const row: Record<string, unknown> = { changed_on: nowIso() };
    for (const [k, col] of Object.entries(COLS))
      row[col] = (values as unknown as Record<string, unknown>)[k] ?? null;
    for (const k of BOOLS)
      row[COLS[k as keyof QueryWrite]] = Boolean((values as unknown as Record<string, unknown>)[k]);
    row.progress = values.progress ?? 0;
    row.limiting_factor = values.limitingFactor ?? 'UNKNOWN';
    const r = await this.store.db
      .insertInto('queries')
      .values(row as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  /**
   * Writes a patch and bumps `changed_on`. With `onlyIfStatus` the row changes only while its status is
   * one of those (a finished or stopped query is never overwritten); returns whether it changed.
   */
  async update(id: number, patch: Partial<QueryWrite>, onlyIfStatus?: string[]): Promise<boolean> {
    const row: Record<string, unknown> = { changed_on: nowIso() };
    for (const [k, v] of Object.entries(patch))
      if (v !== undefined) row[COLS[k as keyof QueryWrite]] = v;
    let qb = this.store.db
      .updateTable('queries')
      .set(row as never)
      .where('id', '=', id);
    if (onlyIfStatus) qb = qb.where('status', 'in', onlyIfStatus);
    const r = await qb.executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async list(q: ListQuery, scope: QueryScope): Promise<{ count: number; rows: QueryRecord[] }> {
    const filters = q.filters ?? [];
    validateFilters(filters, QUERY_LIST_SPEC);
    const paging = resolvePaging(q, QUERY_LIST_SPEC);
    let base = applyFilters(this.#base(), filters, QUERY_LIST_SPEC, scope);
    if (!scope.allQueries) base = base.where('q.user_id', '=', scope.userId ?? -1);
    const countRow = await base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await applyPaging(base, paging, 'q.id').execute();
    return { count: Number(countRow.n), rows: rows.map(toRecord) };
  }

  /** The caller's queries changed at or after an instant (docs/api.md §2.14 updated_since). */
  async changedSince(userId: number, sinceIso: string, limit = 1000): Promise<QueryRecord[]> {
    const rows = await this.#base()
      .where('q.user_id', '=', userId)
      .where('q.changed_on', '>=', sinceIso)
      .orderBy('q.changed_on')
      .orderBy('q.id')
      .limit(limit)
      .execute();
    return rows.map(toRecord);
  }

  /** The user's queries of the given editor tabs, newest last (SQL Lab bootstrap). */
  async ofEditors(userId: number, editorIds: string[], limit = 500): Promise<QueryRecord[]> {
    if (editorIds.length === 0) return [];
    const rows = await this.#base()
      .where('q.user_id', '=', userId)
      .where('q.sql_editor_id', 'in', editorIds)
      .orderBy('q.changed_on', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toRecord).reverse();
  }

  /** The newest remaining query of an editor tab. */
  async latestOfEditor(userId: number, editorId: string): Promise<QueryRecord | null> {
    const r = await this.#base()
      .where('q.user_id', '=', userId)
      .where('q.sql_editor_id', '=', editorId)
      .orderBy('q.changed_on', 'desc')
      .orderBy('q.id', 'desc')
      .executeTakeFirst();
    return r ? toRecord(r) : null;
  }

  async delete(id: number): Promise<void> {
    await this.store.db.deleteFrom('queries').where('id', '=', id).execute();
  }

  /** Distinct statuses of the visible queries (GET /api/v1/query/distinct/status). */
  async distinctStatuses(scope: QueryScope): Promise<string[]> {
    let qb = this.store.db.selectFrom('queries').select('status').distinct();
    if (!scope.allQueries) qb = qb.where('user_id', '=', scope.userId ?? -1);
    return (await qb.orderBy('status').execute()).map((r) => r.status);
  }
}
