import { sql } from 'kysely';
import type { ListQuery } from '@sightline/core';
import type { MetaStore } from '../connect.ts';
import { nowIso, toBool, type DatabasesTable } from '../schema.ts';
import type { DataAccess } from './access.ts';
import {
  applyFilters,
  applyPaging,
  resolvePaging,
  validateFilters,
  type ListSpec,
} from './list-filters.ts';

/** A stored database connection. `password` is still encrypted. */
export interface DatabaseRecord {
  id: number;
  uuid: string;
  databaseName: string;
  sqlalchemyUri: string;
  encryptedPassword: string | null;
  backend: string;
  configurationMethod: string;
  cacheTimeout: number | null;
  exposeInSqllab: boolean;
  allowRunAsync: boolean;
  allowFileUpload: boolean;
  allowCtas: boolean;
  allowCvas: boolean;
  allowDml: boolean;
  impersonateUser: boolean;
  forceCtasSchema: string | null;
  extra: string | null;
  encryptedExtra: string | null;
  serverCert: string | null;
  isManagedExternally: boolean;
  externalUrl: string | null;
  createdOn: string;
  changedOn: string;
  createdBy: { id: number; firstName: string; lastName: string } | null;
  changedBy: { id: number; firstName: string; lastName: string } | null;
}

export type DatabaseWrite = Omit<
  DatabaseRecord,
  'id' | 'createdOn' | 'changedOn' | 'createdBy' | 'changedBy'
>;

const WRITE_COLUMNS: Record<keyof DatabaseWrite, keyof DatabasesTable> = {
  uuid: 'uuid',
  databaseName: 'database_name',
  sqlalchemyUri: 'sqlalchemy_uri',
  encryptedPassword: 'password',
  backend: 'backend',
  configurationMethod: 'configuration_method',
  cacheTimeout: 'cache_timeout',
  exposeInSqllab: 'expose_in_sqllab',
  allowRunAsync: 'allow_run_async',
  allowFileUpload: 'allow_file_upload',
  allowCtas: 'allow_ctas',
  allowCvas: 'allow_cvas',
  allowDml: 'allow_dml',
  impersonateUser: 'impersonate_user',
  forceCtasSchema: 'force_ctas_schema',
  extra: 'extra',
  encryptedExtra: 'encrypted_extra',
  serverCert: 'server_cert',
  isManagedExternally: 'is_managed_externally',
  externalUrl: 'external_url',
};
const BOOL_FIELDS = new Set([
  'exposeInSqllab',
  'allowRunAsync',
  'allowFileUpload',
  'allowCtas',
  'allowCvas',
  'allowDml',
  'impersonateUser',
  'isManagedExternally',
]);

export const DATABASE_LIST_SPEC: ListSpec = {
  idRef: 'd.id',
  searchColumns: {
    allow_file_upload: { kind: 'bool', ref: 'd.allow_file_upload' },
    allow_dml: { kind: 'bool', ref: 'd.allow_dml' },
    allow_run_async: { kind: 'bool', ref: 'd.allow_run_async' },
    created_by: { kind: 'rel_o_m', ref: 'd.created_by_fk' },
    changed_by: { kind: 'rel_o_m', ref: 'd.changed_by_fk' },
    database_name: { kind: 'text', ref: 'd.database_name' },
    expose_in_sqllab: { kind: 'bool', ref: 'd.expose_in_sqllab' },
    uuid: { kind: 'text', ref: 'd.uuid' },
    id: { kind: 'number', ref: 'd.id' },
  },
  customOperators: {
    allow_file_upload: {
      upload_is_enabled: (eb, v) =>
        eb('d.allow_file_upload', '=', v === true || v === 'true' || v === 1),
    },
  },
  orderColumns: {
    allow_file_upload: 'd.allow_file_upload',
    allow_dml: 'd.allow_dml',
    allow_run_async: 'd.allow_run_async',
    changed_on: 'd.changed_on',
    changed_on_delta_humanized: 'd.changed_on',
    'created_by.first_name': 'cu.first_name',
    database_name: 'd.database_name',
    expose_in_sqllab: 'd.expose_in_sqllab',
  },
  defaultOrder: ['changed_on', 'desc'],
  maxPageSize: -1,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function toRecord(r: any): DatabaseRecord {
  const out: Record<string, unknown> = {
    id: Number(r.id),
    createdOn: r.created_on,
    changedOn: r.changed_on,
  };
  for (const [k, col] of Object.entries(WRITE_COLUMNS))
    out[k] = BOOL_FIELDS.has(k) ? toBool(r[col]) : r[col];
  out.cacheTimeout = r.cache_timeout === null ? null : Number(r.cache_timeout);
  out.createdBy = r.cu_id
    ? { id: Number(r.cu_id), firstName: r.cu_first_name, lastName: r.cu_last_name }
    : null;
  out.changedBy = r.mu_id
    ? { id: Number(r.mu_id), firstName: r.mu_first_name, lastName: r.mu_last_name }
    : null;
  return out as unknown as DatabaseRecord;
}

/** Database connections. */
export class DatabasesRepo {
  constructor(private readonly store: MetaStore) {}

  #base() {
    return this.store.db
      .selectFrom('dbs as d')
      .leftJoin('users as cu', 'cu.id', 'd.created_by_fk')
      .leftJoin('users as mu', 'mu.id', 'd.changed_by_fk');
  }

  #select() {
    return this.#base()
      .selectAll('d')
      .select([
        'cu.id as cu_id',
        'cu.first_name as cu_first_name',
        'cu.last_name as cu_last_name',
        'mu.id as mu_id',
        'mu.first_name as mu_first_name',
        'mu.last_name as mu_last_name',
      ]);
  }

  async findById(id: number): Promise<DatabaseRecord | null> {
    const r = await this.#select().where('d.id', '=', id).executeTakeFirst();
    return r ? toRecord(r) : null;
  }

  async findByUuid(uuid: string): Promise<DatabaseRecord | null> {
    const r = await this.#select().where('d.uuid', '=', uuid).executeTakeFirst();
    return r ? toRecord(r) : null;
  }

  async findByName(name: string): Promise<DatabaseRecord | null> {
    const r = await this.#select().where('d.database_name', '=', name).executeTakeFirst();
    return r ? toRecord(r) : null;
  }

  async list(
    q: ListQuery,
    ctx: { userId: number | null; access: DataAccess },
  ): Promise<{ count: number; rows: DatabaseRecord[] }> {
    const filters = q.filters ?? [];
    validateFilters(filters, DATABASE_LIST_SPEC);
    const paging = resolvePaging(q, DATABASE_LIST_SPEC);
    let base = applyFilters(this.#base(), filters, DATABASE_LIST_SPEC, ctx);
    if (!ctx.access.all) {
      const { databaseIds, datasetIds } = ctx.access;
      base = base.where((eb) =>
        eb.or([
          databaseIds.length ? eb('d.id', 'in', databaseIds) : sql<boolean>`1 = 0`,
          datasetIds.length
            ? eb(
                'd.id',
                'in',
                eb.selectFrom('datasets').select('database_id').where('id', 'in', datasetIds),
              )
            : sql<boolean>`1 = 0`,
        ]),
      );
    }
    const countRow = await base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await applyPaging(
      base
        .selectAll('d')
        .select([
          'cu.id as cu_id',
          'cu.first_name as cu_first_name',
          'cu.last_name as cu_last_name',
          'mu.id as mu_id',
          'mu.first_name as mu_first_name',
          'mu.last_name as mu_last_name',
        ]),
      paging,
      'd.id',
    ).execute();
    return { count: Number(countRow.n), rows: rows.map(toRecord) };
  }

  async create(values: DatabaseWrite, userId: number | null): Promise<number> {
    const now = nowIso();
    const row: Record<string, unknown> = {
      created_on: now,
      changed_on: now,
      created_by_fk: userId,
      changed_by_fk: userId,
    };
    for (const [k, col] of Object.entries(WRITE_COLUMNS))
      row[col] = (values as Record<string, unknown>)[k] ?? null;
    for (const k of BOOL_FIELDS)
      row[WRITE_COLUMNS[k as keyof DatabaseWrite]] = Boolean(
        (values as Record<string, unknown>)[k],
      );
    const r = await this.store.db
      .insertInto('dbs')
      .values(row as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async update(id: number, patch: Partial<DatabaseWrite>, userId: number | null): Promise<void> {
    const row: Record<string, unknown> = { changed_on: nowIso(), changed_by_fk: userId };
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined) continue;
      row[WRITE_COLUMNS[k as keyof DatabaseWrite]] = v;
    }
    await this.store.db
      .updateTable('dbs')
      .set(row as never)
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.store.db.deleteFrom('dbs').where('id', '=', id).execute();
  }

  async datasetCount(id: number): Promise<number> {
    const r = await this.store.db
      .selectFrom('datasets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('database_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Distinct creators/changers for the related endpoint live in UsersRepo; this lists names for access grants. */
  async allIdsAndNames(): Promise<{ id: number; name: string }[]> {
    const rows = await this.store.db.selectFrom('dbs').select(['id', 'database_name']).execute();
    return rows.map((r) => ({ id: Number(r.id), name: r.database_name }));
  }
}
