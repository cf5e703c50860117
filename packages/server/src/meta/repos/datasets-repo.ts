import { sql, type SelectQueryBuilder } from 'kysely';
import type { ListQuery } from '@sightline/core';
import type { MetaStore } from '../connect.ts';
import { nowIso, toBool } from '../schema.ts';
import type { DataAccess } from './access.ts';
import {
  applyFilters,
  applyPaging,
  resolvePaging,
  validateFilters,
  type ListSpec,
} from './list-filters.ts';
import {
  DatasetChildrenRepo,
  type DatasetColumnRecord,
  type DatasetMetricRecord,
} from './dataset-children-repo.ts';

export type { DatasetColumnRecord, DatasetMetricRecord };

export interface UserRef {
  id: number;
  firstName: string;
  lastName: string;
}

/** A dataset (physical table or virtual SQL) with its database. */
export interface DatasetRecord {
  id: number;
  uuid: string;
  databaseId: number;
  database: { id: number; name: string; uuid: string; backend: string };
  catalog: string | null;
  schema: string | null;
  tableName: string;
  sql: string | null;
  description: string | null;
  mainDttmCol: string | null;
  defaultEndpoint: string | null;
  offset: number;
  cacheTimeout: number | null;
  isSqllabView: boolean;
  templateParams: string | null;
  extra: string | null;
  filterSelectEnabled: boolean;
  fetchValuesPredicate: string | null;
  normalizeColumns: boolean;
  alwaysFilterMainDttm: boolean;
  isManagedExternally: boolean;
  externalUrl: string | null;
  createdOn: string;
  changedOn: string;
  createdBy: UserRef | null;
  changedBy: UserRef | null;
  owners: UserRef[];
}

export type DatasetWrite = Pick<
  DatasetRecord,
  | 'uuid'
  | 'databaseId'
  | 'catalog'
  | 'schema'
  | 'tableName'
  | 'sql'
  | 'description'
  | 'mainDttmCol'
  | 'defaultEndpoint'
  | 'offset'
  | 'cacheTimeout'
  | 'isSqllabView'
  | 'templateParams'
  | 'extra'
  | 'filterSelectEnabled'
  | 'fetchValuesPredicate'
  | 'normalizeColumns'
  | 'alwaysFilterMainDttm'
  | 'isManagedExternally'
  | 'externalUrl'
>;

const COLS: Record<keyof DatasetWrite, string> = {
  uuid: 'uuid',
  databaseId: 'database_id',
  catalog: 'catalog',
  schema: 'schema',
  tableName: 'table_name',
  sql: 'sql',
  description: 'description',
  mainDttmCol: 'main_dttm_col',
  defaultEndpoint: 'default_endpoint',
  offset: 'offset',
  cacheTimeout: 'cache_timeout',
  isSqllabView: 'is_sqllab_view',
  templateParams: 'template_params',
  extra: 'extra',
  filterSelectEnabled: 'filter_select_enabled',
  fetchValuesPredicate: 'fetch_values_predicate',
  normalizeColumns: 'normalize_columns',
  alwaysFilterMainDttm: 'always_filter_main_dttm',
  isManagedExternally: 'is_managed_externally',
  externalUrl: 'external_url',
};
const BOOLS = new Set([
  'isSqllabView',
  'filterSelectEnabled',
  'normalizeColumns',
  'alwaysFilterMainDttm',
  'isManagedExternally',
]);

export const DATASET_LIST_SPEC: ListSpec = {
  idRef: 't.id',
  searchColumns: {
    id: { kind: 'number', ref: 't.id' },
    uuid: { kind: 'text', ref: 't.uuid' },
    database: { kind: 'rel_o_m', ref: 't.database_id' },
    owners: {
      kind: 'rel_m_m',
      link: { table: 'dataset_owners', ownerCol: 'table_id', targetCol: 'user_id' },
    },
    catalog: { kind: 'text', ref: 't.catalog' },
    schema: { kind: 'text', ref: 't.schema' },
    sql: { kind: 'text', ref: 't.sql' },
    table_name: { kind: 'text', ref: 't.table_name' },
    created_by: { kind: 'rel_o_m', ref: 't.created_by_fk' },
    changed_by: { kind: 'rel_o_m', ref: 't.changed_by_fk' },
  },
  customOperators: {
    sql: {
      dataset_is_null_or_empty: (eb, v) => {
        const physical = eb.or([eb('t.sql', 'is', null), eb('t.sql', '=', '')]);
        return v === true || v === 'true' || v === 1 ? physical : eb.not(physical);
      },
    },
    id: {
      dataset_is_certified: (eb, v) =>
        v === true || v === 'true'
          ? sql<boolean>`t.extra like '%"certification"%'`
          : sql<boolean>`(t.extra is null or t.extra not like '%"certification"%')`,
    },
  },
  orderColumns: {
    table_name: 't.table_name',
    catalog: 't.catalog',
    schema: 't.schema',
    'changed_by.first_name': 'mu.first_name',
    changed_on_delta_humanized: 't.changed_on',
    changed_on: 't.changed_on',
    'database.database_name': 'db.database_name',
    id: 't.id',
  },
  defaultOrder: ['changed_on', 'desc'],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function toRecord(r: any, owners: UserRef[]): DatasetRecord {
  const out: Record<string, unknown> = {
    id: Number(r.id),
    createdOn: r.created_on,
    changedOn: r.changed_on,
    owners,
  };
  for (const [k, col] of Object.entries(COLS)) out[k] = BOOLS.has(k) ? toBool(r[col]) : r[col];
  out.databaseId = Number(r.database_id);
  out.offset = Number(r.offset ?? 0);
  out.cacheTimeout = r.cache_timeout === null ? null : Number(r.cache_timeout);
  out.database = {
    id: Number(r.database_id),
    name: r.db_name,
    uuid: r.db_uuid,
    backend: r.db_backend,
  };
  out.createdBy = r.cu_id
    ? { id: Number(r.cu_id), firstName: r.cu_first_name, lastName: r.cu_last_name }
    : null;
  out.changedBy = r.mu_id
    ? { id: Number(r.mu_id), firstName: r.mu_first_name, lastName: r.mu_last_name }
    : null;
  return out as unknown as DatasetRecord;
}

/** Datasets, their owners, columns and metrics. */
export class DatasetsRepo {
  readonly children: DatasetChildrenRepo;

  constructor(private readonly store: MetaStore) {
    this.children = new DatasetChildrenRepo(store);
  }

  #base() {
    return this.store.db
      .selectFrom('datasets as t')
      .innerJoin('dbs as db', 'db.id', 't.database_id')
      .leftJoin('users as cu', 'cu.id', 't.created_by_fk')
      .leftJoin('users as mu', 'mu.id', 't.changed_by_fk');
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  #withSelect(qb: any): SelectQueryBuilder<any, any, any> {
    return qb
      .selectAll('t')
      .select([
        'db.database_name as db_name',
        'db.uuid as db_uuid',
        'db.backend as db_backend',
        'cu.id as cu_id',
        'cu.first_name as cu_first_name',
        'cu.last_name as cu_last_name',
        'mu.id as mu_id',
        'mu.first_name as mu_first_name',
        'mu.last_name as mu_last_name',
      ]);
  }

  async #owners(ids: number[]): Promise<Map<number, UserRef[]>> {
    const map = new Map<number, UserRef[]>();
    if (ids.length === 0) return map;
    const rows = await this.store.db
      .selectFrom('dataset_owners as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select(['o.table_id', 'u.id', 'u.first_name', 'u.last_name'])
      .where('o.table_id', 'in', ids)
      .orderBy('u.id')
      .execute();
    for (const r of rows) {
      const list = map.get(Number(r.table_id)) ?? [];
      list.push({ id: Number(r.id), firstName: r.first_name, lastName: r.last_name });
      map.set(Number(r.table_id), list);
    }
    return map;
  }

  async findById(id: number): Promise<DatasetRecord | null> {
    const r = await this.#withSelect(this.#base()).where('t.id', '=', id).executeTakeFirst();
    if (!r) return null;
    return toRecord(r, (await this.#owners([id])).get(id) ?? []);
  }

  async findByUuid(uuid: string): Promise<DatasetRecord | null> {
    const r = await this.store.db
      .selectFrom('datasets')
      .select('id')
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    return r ? this.findById(Number(r.id)) : null;
  }

  /** Finds a dataset by its natural key (database, catalog, schema, table name). */
  async findByName(
    databaseId: number,
    schema: string | null,
    tableName: string,
    catalog: string | null = null,
  ): Promise<DatasetRecord | null> {
    let qb = this.store.db
      .selectFrom('datasets')
      .select('id')
      .where('database_id', '=', databaseId)
      .where('table_name', '=', tableName);
    qb = schema === null ? qb.where('schema', 'is', null) : qb.where('schema', '=', schema);
    qb = catalog === null ? qb.where('catalog', 'is', null) : qb.where('catalog', '=', catalog);
    const r = await qb.executeTakeFirst();
    return r ? this.findById(Number(r.id)) : null;
  }

  async list(
    q: ListQuery,
    ctx: { userId: number | null; access: DataAccess },
  ): Promise<{ count: number; rows: DatasetRecord[] }> {
    const filters = q.filters ?? [];
    validateFilters(filters, DATASET_LIST_SPEC);
    const paging = resolvePaging(q, DATASET_LIST_SPEC);
    let base = applyFilters(this.#base(), filters, DATASET_LIST_SPEC, ctx);
    if (!ctx.access.all) {
      const { databaseIds, datasetIds } = ctx.access;
      base = base.where((eb) =>
        eb.or([
          databaseIds.length ? eb('t.database_id', 'in', databaseIds) : sql<boolean>`1 = 0`,
          datasetIds.length ? eb('t.id', 'in', datasetIds) : sql<boolean>`1 = 0`,
        ]),
      );
    }
    const countRow = await base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows: Record<string, unknown>[] = await applyPaging(
      this.#withSelect(base),
      paging,
      't.id',
    ).execute();
    const owners = await this.#owners(rows.map((r) => Number(r.id)));
    return {
      count: Number(countRow.n),
      rows: rows.map((r) => toRecord(r, owners.get(Number(r.id)) ?? [])),
    };
  }

  async create(values: DatasetWrite, ownerIds: number[], userId: number | null): Promise<number> {
    const now = nowIso();
    const row: Record<string, unknown> = {
      created_on: now,
      changed_on: now,
      created_by_fk: userId,
      changed_by_fk: userId,
    };
    for (const [k, col] of Object.entries(COLS))
      row[col] = (values as Record<string, unknown>)[k] ?? null;
    for (const k of BOOLS)
      row[COLS[k as keyof DatasetWrite]] = Boolean((values as Record<string, unknown>)[k]);
    row.offset = values.offset ?? 0;
    const r = await this.store.db
      .insertInto('datasets')
      .values(row as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(r.id);
    await this.setOwners(id, ownerIds);
    return id;
  }

  async update(id: number, patch: Partial<DatasetWrite>, userId: number | null): Promise<void> {
    const row: Record<string, unknown> = { changed_on: nowIso(), changed_by_fk: userId };
    for (const [k, v] of Object.entries(patch))
      if (v !== undefined) row[COLS[k as keyof DatasetWrite]] = v;
    await this.store.db
      .updateTable('datasets')
      .set(row as never)
      .where('id', '=', id)
      .execute();
  }

  async setOwners(id: number, ownerIds: number[]): Promise<void> {
    await this.store.db.deleteFrom('dataset_owners').where('table_id', '=', id).execute();
    const unique = [...new Set(ownerIds)];
    if (unique.length)
      await this.store.db
        .insertInto('dataset_owners')
        .values(unique.map((user_id) => ({ table_id: id, user_id })))
        .execute();
  }

  async delete(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.store.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('dataset_columns').where('table_id', 'in', ids).execute();
      await trx.deleteFrom('dataset_metrics').where('table_id', 'in', ids).execute();
      await trx.deleteFrom('dataset_owners').where('table_id', 'in', ids).execute();
      await trx.deleteFrom('datasets').where('id', 'in', ids).execute();
    });
  }

  async columns(id: number): Promise<DatasetColumnRecord[]> {
    return this.children.columns(id);
  }

  async metrics(id: number): Promise<DatasetMetricRecord[]> {
    return this.children.metrics(id);
  }
}
