import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ListQuery } from '@sightline/core';
import type { MetaStore } from '../connect.ts';
import { nowIso } from '../schema.ts';
import type { DataAccess } from './access.ts';
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

/** Superset's RowLevelSecurityFilterType. */
export type RlsFilterType = 'Regular' | 'Base';

/** A row level security filter with the datasets and roles it names. */
export interface RlsFilterRecord {
  id: number;
  name: string;
  description: string | null;
  filterType: RlsFilterType;
  groupKey: string | null;
  clause: string;
  tables: { id: number; schema: string | null; tableName: string }[];
  roles: { id: number; name: string }[];
  createdOn: string;
  changedOn: string;
  createdBy: UserRef | null;
  changedBy: UserRef | null;
}

/** What a create or update writes; `tables` and `roles` replace the links when given. */
export interface RlsFilterWrite {
  name: string;
  description: string | null;
  filterType: RlsFilterType;
  groupKey: string | null;
  clause: string;
  tables: number[];
  roles: number[];
}

/** The part of a filter that decides whether and how it applies to a query. */
export interface RlsRule {
  id: number;
  filterType: RlsFilterType;
  groupKey: string | null;
  clause: string;
}

/** The RLS list (Superset RLSRestApi search_columns and order_columns). */
export const RLS_LIST_SPEC: ListSpec = {
  idRef: 't.id',
  searchColumns: {
    id: { kind: 'number', ref: 't.id' },
    name: { kind: 'text', ref: 't.name' },
    description: { kind: 'text', ref: 't.description' },
    filter_type: { kind: 'text', ref: 't.filter_type' },
    group_key: { kind: 'text', ref: 't.group_key' },
    clause: { kind: 'text', ref: 't.clause' },
    tables: {
      kind: 'rel_m_m',
      link: { table: 'rls_filter_tables', ownerCol: 'rls_filter_id', targetCol: 'table_id' },
    },
    roles: {
      kind: 'rel_m_m',
      link: { table: 'rls_filter_roles', ownerCol: 'rls_filter_id', targetCol: 'role_id' },
    },
    created_by: { kind: 'rel_o_m', ref: 't.created_by_fk' },
    changed_by: { kind: 'rel_o_m', ref: 't.changed_by_fk' },
  },
  orderColumns: {
    name: 't.name',
    filter_type: 't.filter_type',
    clause: 't.clause',
    group_key: 't.group_key',
    changed_on_delta_humanized: 't.changed_on',
    changed_on: 't.changed_on',
    id: 't.id',
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

/** Row level security filters and their links to datasets and roles. */
export class RlsRepo {
  constructor(private readonly store: MetaStore) {}

  #base() {
    return this.store.db.selectFrom('row_level_security_filters as t') as any;
  }

  async #fill(rows: any[]): Promise<RlsFilterRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => Number(r.id));
    const db = this.store.db;
    const [tables, roles] = await Promise.all([
      db
        .selectFrom('rls_filter_tables as l')
        .innerJoin('datasets as d', 'd.id', 'l.table_id')
        .select(['l.rls_filter_id', 'd.id', 'd.schema', 'd.table_name'])
        .where('l.rls_filter_id', 'in', ids)
        .orderBy('d.table_name')
        .execute(),
      db
        .selectFrom('rls_filter_roles as l')
        .innerJoin('roles as r', 'r.id', 'l.role_id')
        .select(['l.rls_filter_id', 'r.id', 'r.name'])
        .where('l.rls_filter_id', 'in', ids)
        .orderBy('r.name')
        .execute(),
    ]);
    return rows.map((r) => {
      const id = Number(r.id);
      return {
        id,
        name: r.name,
        description: r.description,
        filterType: r.filter_type,
        groupKey: r.group_key,
        clause: r.clause,
        tables: tables
          .filter((x) => Number(x.rls_filter_id) === id)
          .map((x) => ({ id: Number(x.id), schema: x.schema, tableName: x.table_name })),
        roles: roles
          .filter((x) => Number(x.rls_filter_id) === id)
          .map((x) => ({ id: Number(x.id), name: x.name })),
        createdOn: r.created_on,
        changedOn: r.changed_on,
        createdBy: userRef(r, 'cu'),
        changedBy: userRef(r, 'mu'),
      };
    });
  }

  #withAudit(qb: any) {
    return qb
      .leftJoin('users as cu', 'cu.id', 't.created_by_fk')
      .leftJoin('users as mu', 'mu.id', 't.changed_by_fk')
      .selectAll('t')
      .select([
        'cu.id as cu_id',
        'cu.first_name as cu_first_name',
        'cu.last_name as cu_last_name',
        'mu.id as mu_id',
        'mu.first_name as mu_first_name',
        'mu.last_name as mu_last_name',
      ]);
  }

  async findById(id: number): Promise<RlsFilterRecord | null> {
    const rows = await this.#withAudit(this.#base()).where('t.id', '=', id).execute();
    return (await this.#fill(rows))[0] ?? null;
  }

  async list(
    q: ListQuery,
    userId: number | null,
  ): Promise<{ count: number; rows: RlsFilterRecord[] }> {
    const filters = q.filters ?? [];
    validateFilters(filters, RLS_LIST_SPEC);
    const paging = resolvePaging(q, RLS_LIST_SPEC);
    const base = applyFilters(this.#base(), filters, RLS_LIST_SPEC, { userId });
    const countRow = await base
      .select((eb: EB) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await applyPaging(this.#withAudit(base), paging, 't.id').execute();
    return { count: Number((countRow as { n: unknown }).n), rows: await this.#fill(rows) };
  }

  /** The id of the filter with this exact name, or null. */
  async idByName(name: string): Promise<number | null> {
    const r = await this.store.db
      .selectFrom('row_level_security_filters')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirst();
    return r ? Number(r.id) : null;
  }

  /** Those of `ids` that name a filter. */
  async existingIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.store.db
      .selectFrom('row_level_security_filters')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  /** Those of `ids` that name a dataset. */
  async existingTableIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.store.db
      .selectFrom('datasets')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  async create(values: RlsFilterWrite, userId: number): Promise<number> {
    const now = nowIso();
    return this.store.db.transaction().execute(async (trx) => {
      const r = await trx
        .insertInto('row_level_security_filters')
        .values({
          name: values.name,
          description: values.description,
          filter_type: values.filterType,
          group_key: values.groupKey,
          clause: values.clause,
          created_on: now,
          changed_on: now,
          created_by_fk: userId,
          changed_by_fk: userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(r.id);
      await this.#link(trx, id, values.tables, values.roles);
      return id;
    });
  }

  async update(id: number, patch: Partial<RlsFilterWrite>, userId: number): Promise<void> {
    const row: Record<string, unknown> = { changed_on: nowIso(), changed_by_fk: userId };
    if (patch.name !== undefined) row.name = patch.name;
    if (patch.description !== undefined) row.description = patch.description;
    if (patch.filterType !== undefined) row.filter_type = patch.filterType;
    if (patch.groupKey !== undefined) row.group_key = patch.groupKey;
    if (patch.clause !== undefined) row.clause = patch.clause;
    await this.store.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('row_level_security_filters')
        .set(row as never)
        .where('id', '=', id)
        .execute();
      if (patch.tables !== undefined) {
        await trx.deleteFrom('rls_filter_tables').where('rls_filter_id', '=', id).execute();
        await this.#link(trx, id, patch.tables, undefined);
      }
      if (patch.roles !== undefined) {
        await trx.deleteFrom('rls_filter_roles').where('rls_filter_id', '=', id).execute();
        await this.#link(trx, id, undefined, patch.roles);
      }
    });
  }

  async #link(trx: any, id: number, tables?: number[], roles?: number[]): Promise<void> {
    const t = [...new Set(tables ?? [])];
    const r = [...new Set(roles ?? [])];
    if (t.length)
      await trx
        .insertInto('rls_filter_tables')
        .values(t.map((table_id) => ({ rls_filter_id: id, table_id })))
        .execute();
    if (r.length)
      await trx
        .insertInto('rls_filter_roles')
        .values(r.map((role_id) => ({ rls_filter_id: id, role_id })))
        .execute();
  }

  /** Deletes the filters (their links go with them); returns how many went. */
  async delete(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const r = await this.store.db
      .deleteFrom('row_level_security_filters')
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /**
   * The filters on dataset `tableId` that apply to a holder of the roles named `roleNames`, as
   * Superset's get_rls_filters: Regular filters naming one of the roles, Base filters naming none.
   */
  async rulesFor(tableId: number, roleNames: string[]): Promise<RlsRule[]> {
    // No role holds the empty name: a caller without roles gets the Base filters only.
    const names = roleNames.length ? roleNames : [''];
    const rows = await this.store.db
      .selectFrom('row_level_security_filters as f')
      .select(['f.id', 'f.filter_type', 'f.group_key', 'f.clause'])
      .where('f.id', 'in', (eb) =>
        eb.selectFrom('rls_filter_tables').select('rls_filter_id').where('table_id', '=', tableId),
      )
      .where((eb) => {
        const held = eb
          .selectFrom('rls_filter_roles as fr')
          .innerJoin('roles as r', 'r.id', 'fr.role_id')
          .select('fr.rls_filter_id')
          .where('r.name', 'in', names);
        return eb.or([
          eb.and([eb('f.filter_type', '=', 'Regular'), eb('f.id', 'in', held)]),
          eb.and([eb('f.filter_type', '=', 'Base'), eb('f.id', 'not in', held)]),
        ]);
      })
      .orderBy('f.id')
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      filterType: r.filter_type as RlsFilterType,
      groupKey: r.group_key,
      clause: r.clause,
    }));
  }

  /**
   * The physical datasets of database `databaseId` over table `table` of `schema` (compared without
   * case, as unquoted names are; a dataset without a schema matches the default one).
   */
  async physicalDatasetIds(
    databaseId: number,
    schema: string,
    table: string,
    isDefaultSchema: boolean,
  ): Promise<number[]> {
    const rows = await this.store.db
      .selectFrom('datasets as d')
      .select('d.id')
      .where('d.database_id', '=', databaseId)
      .where('d.sql', 'is', null)
      .where(sql<SqlBool>`lower(d.table_name) = lower(${table})`)
      .where((eb) =>
        isDefaultSchema
          ? eb.or([eb('d.schema', 'is', null), sql<SqlBool>`lower(d.schema) = lower(${schema})`])
          : sql<SqlBool>`lower(d.schema) = lower(${schema})`,
      )
      .execute();
    return rows.map((r) => Number(r.id));
  }

  /** Whether any rule names a dataset of database `databaseId`. */
  async databaseHasRules(databaseId: number): Promise<boolean> {
    const r = await this.store.db
      .selectFrom('rls_filter_tables as l')
      .innerJoin('datasets as d', 'd.id', 'l.table_id')
      .select('l.rls_filter_id')
      .where('d.database_id', '=', databaseId)
      .limit(1)
      .executeTakeFirst();
    return r !== undefined;
  }

  /**
   * Datasets for `related/tables`: table names containing `filter` (case-insensitive), in name order,
   * only those `access` allows (Superset's DatasourceFilter).
   */
  async relatedTables(
    filter: string,
    access: DataAccess,
    page: { offset: number; limit: number },
  ): Promise<{ count: number; rows: { id: number; schema: string | null; tableName: string }[] }> {
    let q = this.store.db.selectFrom('datasets as d') as any;
    if (filter) {
      const p = `%${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where(sql<SqlBool>`lower(d.table_name) like lower(${p}) escape '\\'`);
    }
    if (!access.all) {
      const dbs = access.databaseIds.length ? access.databaseIds : [-1];
      const sets = access.datasetIds.length ? access.datasetIds : [-1];
      q = q.where((eb: EB) => eb.or([eb('d.database_id', 'in', dbs), eb('d.id', 'in', sets)]));
    }
    const countRow = await q.select((eb: EB) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const rows = await q
      .select(['d.id', 'd.schema', 'd.table_name'])
      .orderBy('d.table_name')
      .orderBy('d.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return {
      count: Number(countRow.n),
      rows: rows.map((r: any) => ({ id: Number(r.id), schema: r.schema, tableName: r.table_name })),
    };
  }
}
