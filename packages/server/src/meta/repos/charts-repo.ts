import { sql, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { ListQuery } from '@sightline/core';
import type { MetaStore } from '../connect.ts';
import { nowIso, toBool } from '../schema.ts';
import type { DataAccess } from './access.ts';
import { DashboardsRepo, type DashboardRef } from './dashboards-repo.ts';
import type { UserRef } from './datasets-repo.ts';
import { CHART_LIST_SPEC, coerceIdFilters } from './chart-list-spec.ts';
import { applyFilters, applyPaging, resolvePaging, validateFilters } from './list-filters.ts';

// Filters compose dynamic SQL over joined aliases, so builders are loosely typed here (as in datasets-repo).
/* eslint-disable @typescript-eslint/no-explicit-any */
type EB = ExpressionBuilder<any, any>;

/** The dataset a chart reads, when its datasource is a dataset that still exists. */
export interface ChartDatasetRef {
  id: number;
  uuid: string;
  databaseId: number;
  tableName: string;
  schema: string | null;
  defaultEndpoint: string | null;
}

/** A chart (Superset "slice", docs/api.md §5.4) with its owners, dashboards and dataset. */
export interface ChartRecord {
  id: number;
  uuid: string;
  sliceName: string;
  datasourceId: number;
  datasourceType: string;
  datasourceName: string | null;
  vizType: string | null;
  params: string | null;
  queryContext: string | null;
  description: string | null;
  cacheTimeout: number | null;
  certifiedBy: string | null;
  certificationDetails: string | null;
  isManagedExternally: boolean;
  externalUrl: string | null;
  lastSavedAt: string | null;
  lastSavedBy: UserRef | null;
  createdOn: string;
  changedOn: string;
  createdBy: UserRef | null;
  changedBy: UserRef | null;
  owners: UserRef[];
  dashboards: DashboardRef[];
  dataset: ChartDatasetRef | null;
}

export type ChartWrite = Pick<
  ChartRecord,
  | 'uuid'
  | 'sliceName'
  | 'datasourceId'
  | 'datasourceType'
  | 'datasourceName'
  | 'vizType'
  | 'params'
  | 'queryContext'
  | 'description'
  | 'cacheTimeout'
  | 'certifiedBy'
  | 'certificationDetails'
  | 'isManagedExternally'
  | 'externalUrl'
  | 'lastSavedAt'
> & { lastSavedByFk: number | null };

const COLS: Record<keyof ChartWrite, string> = {
  uuid: 'uuid',
  sliceName: 'slice_name',
  datasourceId: 'datasource_id',
  datasourceType: 'datasource_type',
  datasourceName: 'datasource_name',
  vizType: 'viz_type',
  params: 'params',
  queryContext: 'query_context',
  description: 'description',
  cacheTimeout: 'cache_timeout',
  certifiedBy: 'certified_by',
  certificationDetails: 'certification_details',
  isManagedExternally: 'is_managed_externally',
  externalUrl: 'external_url',
  lastSavedAt: 'last_saved_at',
  lastSavedByFk: 'last_saved_by_fk',
};

const MAX_INT = 2_147_483_647;
/** Ids a PostgreSQL integer column can hold; anything else cannot match a row. */
export const storableIds = (ids: number[]): number[] =>
  [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_INT);

const userRef = (id: unknown, first: unknown, last: unknown): UserRef | null =>
  id === null || id === undefined
    ? null
    : { id: Number(id), firstName: String(first), lastName: String(last) };

function toRecord(r: any, owners: UserRef[], dashboards: DashboardRef[]): ChartRecord {
  return {
    id: Number(r.id),
    uuid: r.uuid,
    sliceName: r.slice_name,
    datasourceId: Number(r.datasource_id),
    datasourceType: r.datasource_type,
    datasourceName: r.datasource_name,
    vizType: r.viz_type,
    params: r.params,
    queryContext: r.query_context,
    description: r.description,
    cacheTimeout: r.cache_timeout === null ? null : Number(r.cache_timeout),
    certifiedBy: r.certified_by,
    certificationDetails: r.certification_details,
    isManagedExternally: toBool(r.is_managed_externally),
    externalUrl: r.external_url,
    lastSavedAt: r.last_saved_at,
    lastSavedBy: userRef(r.lu_id, r.lu_first_name, r.lu_last_name),
    createdOn: r.created_on,
    changedOn: r.changed_on,
    createdBy: userRef(r.cu_id, r.cu_first_name, r.cu_last_name),
    changedBy: userRef(r.mu_id, r.mu_first_name, r.mu_last_name),
    owners,
    dashboards,
    dataset:
      r.ds_id === null || r.ds_id === undefined
        ? null
        : {
            id: Number(r.ds_id),
            uuid: r.ds_uuid,
            databaseId: Number(r.ds_database_id),
            tableName: r.ds_table_name,
            schema: r.ds_schema,
            defaultEndpoint: r.ds_default_endpoint,
          },
  };
}

/** Charts (table `slices`), their owners and dashboard links. */
export class ChartsRepo {
  /** Reads the dashboards a chart is on; the chart API never filters them by visibility, so RBAC plays no part. */
  readonly #dashboards: DashboardsRepo;

  constructor(private readonly store: MetaStore) {
    this.#dashboards = new DashboardsRepo(store);
  }

  #base() {
    return this.store.db
      .selectFrom('slices as s')
      .leftJoin('datasets as ds', (j) =>
        j
          .onRef('ds.id', '=', 's.datasource_id')
          .on('s.datasource_type', 'in', ['table', 'dataset']),
      )
      .leftJoin('users as cu', 'cu.id', 's.created_by_fk')
      .leftJoin('users as mu', 'mu.id', 's.changed_by_fk')
      .leftJoin('users as lu', 'lu.id', 's.last_saved_by_fk');
  }

  #withSelect(qb: any): SelectQueryBuilder<any, any, any> {
    return qb
      .selectAll('s')
      .select([
        'ds.id as ds_id',
        'ds.uuid as ds_uuid',
        'ds.database_id as ds_database_id',
        'ds.table_name as ds_table_name',
        'ds.schema as ds_schema',
        'ds.default_endpoint as ds_default_endpoint',
        'cu.id as cu_id',
        'cu.first_name as cu_first_name',
        'cu.last_name as cu_last_name',
        'mu.id as mu_id',
        'mu.first_name as mu_first_name',
        'mu.last_name as mu_last_name',
        'lu.id as lu_id',
        'lu.first_name as lu_first_name',
        'lu.last_name as lu_last_name',
      ]);
  }

  /** Restricts a select to charts on datasets the user may access (docs/api.md §1.4 base filter). */
  #visible<QB extends SelectQueryBuilder<any, any, any>>(qb: QB, access: DataAccess): QB {
    if (access.all) return qb;
    const { databaseIds, datasetIds } = access;
    return qb.where((eb: EB) =>
      eb.or([
        databaseIds.length ? eb('ds.database_id', 'in', databaseIds) : sql<SqlBool>`1 = 0`,
        datasetIds.length ? eb('ds.id', 'in', datasetIds) : sql<SqlBool>`1 = 0`,
      ]),
    ) as QB;
  }

  async #owners(ids: number[]): Promise<Map<number, UserRef[]>> {
    const map = new Map<number, UserRef[]>();
    if (ids.length === 0) return map;
    const rows = await this.store.db
      .selectFrom('slice_owners as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select(['o.slice_id', 'u.id', 'u.first_name', 'u.last_name'])
      .where('o.slice_id', 'in', ids)
      .orderBy('u.id')
      .execute();
    for (const r of rows)
      map.set(Number(r.slice_id), [
        ...(map.get(Number(r.slice_id)) ?? []),
        { id: Number(r.id), firstName: r.first_name, lastName: r.last_name },
      ]);
    return map;
  }

  async #records(rows: Record<string, unknown>[]): Promise<ChartRecord[]> {
    const ids = rows.map((r) => Number(r.id));
    const [owners, dashboards] = await Promise.all([
      this.#owners(ids),
      this.#dashboards.refsForCharts(ids),
    ]);
    return rows.map((r) =>
      toRecord(r, owners.get(Number(r.id)) ?? [], dashboards.get(Number(r.id)) ?? []),
    );
  }

  /** Charts by id among those the user may see (all when `access` is omitted), in id order. */
  async findByIds(ids: number[], access: DataAccess = { all: true }): Promise<ChartRecord[]> {
    const valid = storableIds(ids);
    if (valid.length === 0) return [];
    const rows = await this.#withSelect(this.#visible(this.#base(), access))
      .where('s.id', 'in', valid)
      .orderBy('s.id')
      .execute();
    return this.#records(rows);
  }

  async findById(id: number, access: DataAccess = { all: true }): Promise<ChartRecord | null> {
    return (await this.findByIds([id], access))[0] ?? null;
  }

  async findByUuid(uuid: string, access: DataAccess = { all: true }): Promise<ChartRecord | null> {
    const r = await this.store.db
      .selectFrom('slices')
      .select('id')
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    return r ? this.findById(Number(r.id), access) : null;
  }

  async list(
    q: ListQuery,
    ctx: { userId: number | null; access: DataAccess },
  ): Promise<{ count: number; rows: ChartRecord[] }> {
    const filters = coerceIdFilters(q.filters ?? []);
    validateFilters(filters, CHART_LIST_SPEC);
    const paging = resolvePaging(q, CHART_LIST_SPEC);
    const base = this.#visible(
      applyFilters(this.#base(), filters, CHART_LIST_SPEC, ctx),
      ctx.access,
    );
    const countRow = await base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows: Record<string, unknown>[] = await applyPaging(
      this.#withSelect(base),
      paging,
      's.id',
    ).execute();
    return { count: Number(countRow.n), rows: await this.#records(rows) };
  }

  async create(values: ChartWrite, ownerIds: number[], userId: number | null): Promise<number> {
    const now = nowIso();
    const row: Record<string, unknown> = {
      created_on: now,
      changed_on: now,
      created_by_fk: userId,
      changed_by_fk: userId,
    };
    for (const [k, col] of Object.entries(COLS))
      row[col] = (values as Record<string, unknown>)[k] ?? null;
    row.is_managed_externally = Boolean(values.isManagedExternally);
    const r = await this.store.db
      .insertInto('slices')
      .values(row as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(r.id);
    await this.setOwners(id, ownerIds);
    return id;
  }

  /** Writes the defined fields of `patch` and stamps changed_on/changed_by. */
  async update(id: number, patch: Partial<ChartWrite>, userId: number | null): Promise<void> {
    const row: Record<string, unknown> = { changed_on: nowIso(), changed_by_fk: userId };
    for (const [k, v] of Object.entries(patch))
      if (v !== undefined) row[COLS[k as keyof ChartWrite]] = v;
    await this.store.db
      .updateTable('slices')
      .set(row as never)
      .where('id', '=', id)
      .execute();
  }

  async setOwners(id: number, ownerIds: number[]): Promise<void> {
    await this.store.db.deleteFrom('slice_owners').where('slice_id', '=', id).execute();
    const unique = [...new Set(ownerIds)];
    if (unique.length)
      await this.store.db
        .insertInto('slice_owners')
        .values(unique.map((user_id) => ({ slice_id: id, user_id })))
        .execute();
  }

  /** Replaces the dashboards a chart is on. */
  async setDashboards(id: number, dashboardIds: number[]): Promise<void> {
    await this.store.db.deleteFrom('dashboard_slices').where('slice_id', '=', id).execute();
    const unique = [...new Set(dashboardIds)];
    if (unique.length)
      await this.store.db
        .insertInto('dashboard_slices')
        .values(unique.map((dashboard_id) => ({ dashboard_id, slice_id: id })))
        .execute();
  }

  /** Deletes charts with their owner and dashboard links and everyone's favorites of them. */
  async delete(ids: number[]): Promise<void> {
    const valid = storableIds(ids);
    if (valid.length === 0) return;
    await this.store.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('slice_owners').where('slice_id', 'in', valid).execute();
      await trx.deleteFrom('dashboard_slices').where('slice_id', 'in', valid).execute();
      await trx
        .deleteFrom('favorites')
        .where('class_name', '=', 'slice')
        .where('obj_id', 'in', valid)
        .execute();
      await trx.deleteFrom('slices').where('id', 'in', valid).execute();
    });
  }
}
