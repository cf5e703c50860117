import { sql, type SelectQueryBuilder } from 'kysely';
import type { ListQuery } from '@sightline/core';
import type { MetaStore } from '../connect.ts';
import { nowIso, type SavedQueryTable } from '../schema.ts';
import {
  applyFilters,
  applyPaging,
  resolvePaging,
  validateFilters,
  type ListSpec,
} from './list-filters.ts';
import { tagFilterOperators } from './tag-repo.ts';

type UserRef = { id: number; firstName: string; lastName: string };

/** A saved SQL Lab query (table `saved_query`); `userId` is its owner. */
export interface SavedQueryRecord {
  id: number;
  uuid: string;
  userId: number | null;
  dbId: number;
  databaseName: string;
  catalog: string | null;
  schema: string | null;
  label: string;
  description: string | null;
  sql: string | null;
  templateParameters: string | null;
  extraJson: string | null;
  rows: number | null;
  lastRun: string | null;
  createdOn: string;
  changedOn: string;
  createdBy: UserRef | null;
  changedBy: UserRef | null;
}

/** The fields a create or update writes. */
export type SavedQueryWrite = Pick<
  SavedQueryRecord,
  | 'dbId'
  | 'catalog'
  | 'schema'
  | 'label'
  | 'description'
  | 'sql'
  | 'templateParameters'
  | 'extraJson'
>;

const COLS: Record<keyof SavedQueryWrite, keyof SavedQueryTable> = {
  dbId: 'db_id',
  catalog: 'catalog',
  schema: 'schema',
  label: 'label',
  description: 'description',
  sql: 'sql',
  templateParameters: 'template_parameters',
  extraJson: 'extra_json',
};

/** Saved query favorites are rows of the shared `favorites` table with this class name (Superset's FavStar). */
export const FAVORITE_CLASS = 'query';

const allText = (v: unknown) => `%${String(v ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const isTrue = (v: unknown) => v === true || v === 'true' || v === 1;

/** Saved query list (docs/api.md §1.7, §2.14): `all_text` on label, `saved_query_is_fav` on id. */
export const SAVED_QUERY_LIST_SPEC: ListSpec = {
  idRef: 'sq.id',
  searchColumns: {
    id: { kind: 'number', ref: 'sq.id' },
    database: { kind: 'rel_o_m', ref: 'sq.db_id' },
    label: { kind: 'text', ref: 'sq.label' },
    catalog: { kind: 'text', ref: 'sq.catalog' },
    schema: { kind: 'text', ref: 'sq.schema' },
    created_by: { kind: 'rel_o_m', ref: 'sq.created_by_fk' },
    changed_by: { kind: 'rel_o_m', ref: 'sq.changed_by_fk' },
  },
  customOperators: {
    tags: tagFilterOperators('query', 'sq.id', 'saved_query'),
    label: {
      all_text: (eb, v) => {
        const p = allText(v);
        const like = (col: string) =>
          sql<boolean>`lower(${sql.ref(col)}) like lower(${p}) escape '\\'`;
        return eb.or([like('sq.schema'), like('sq.label'), like('sq.description'), like('sq.sql')]);
      },
    },
    id: {
      saved_query_is_fav: (eb, v, ctx) => {
        const favs = eb
          .selectFrom('favorites')
          .select('obj_id')
          .where('class_name', '=', FAVORITE_CLASS)
          .where('user_id', '=', ctx.userId ?? -1);
        return isTrue(v) ? eb('sq.id', 'in', favs) : eb('sq.id', 'not in', favs);
      },
    },
  },
  orderColumns: {
    catalog: 'sq.catalog',
    schema: 'sq.schema',
    label: 'sq.label',
    description: 'sq.description',
    sql: 'sq.sql',
    'created_by.first_name': 'cu.first_name',
    'database.database_name': 'db.database_name',
    created_on: 'sq.created_on',
    changed_on: 'sq.changed_on',
    changed_on_delta_humanized: 'sq.changed_on',
    last_run_delta_humanized: 'sq.last_run',
    id: 'sq.id',
  },
  defaultOrder: ['changed_on', 'desc'],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function toRecord(r: any): SavedQueryRecord {
  const user = (p: string): UserRef | null =>
    r[`${p}_id`]
      ? { id: Number(r[`${p}_id`]), firstName: r[`${p}_first_name`], lastName: r[`${p}_last_name`] }
      : null;
  return {
    id: Number(r.id),
    uuid: r.uuid,
    userId: r.user_id === null ? null : Number(r.user_id),
    dbId: Number(r.db_id),
    databaseName: r.db_name,
    catalog: r.catalog,
    schema: r.schema,
    label: r.label,
    description: r.description,
    sql: r.sql,
    templateParameters: r.template_parameters,
    extraJson: r.extra_json,
    rows: r.rows === null ? null : Number(r.rows),
    lastRun: r.last_run,
    createdOn: r.created_on,
    changedOn: r.changed_on,
    createdBy: user('cu'),
    changedBy: user('mu'),
  };
}

/** Saved queries and their favorites; every read is scoped to the owner. */
export class SavedQueriesRepo {
  constructor(private readonly store: MetaStore) {}

  #base() {
    return this.store.db
      .selectFrom('saved_query as sq')
      .innerJoin('dbs as db', 'db.id', 'sq.db_id')
      .leftJoin('users as cu', 'cu.id', 'sq.created_by_fk')
      .leftJoin('users as mu', 'mu.id', 'sq.changed_by_fk');
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  #withSelect(qb: any): SelectQueryBuilder<any, any, any> {
    return qb
      .selectAll('sq')
      .select([
        'db.database_name as db_name',
        'cu.id as cu_id',
        'cu.first_name as cu_first_name',
        'cu.last_name as cu_last_name',
        'mu.id as mu_id',
        'mu.first_name as mu_first_name',
        'mu.last_name as mu_last_name',
      ]);
  }

  /** The saved query when it exists and belongs to `ownerId`. */
  async findOwned(id: number, ownerId: number): Promise<SavedQueryRecord | null> {
    const r = await this.#withSelect(this.#base())
      .where('sq.id', '=', id)
      .where('sq.user_id', '=', ownerId)
      .executeTakeFirst();
    return r ? toRecord(r) : null;
  }

  async list(q: ListQuery, ownerId: number): Promise<{ count: number; rows: SavedQueryRecord[] }> {
    const filters = q.filters ?? [];
    validateFilters(filters, SAVED_QUERY_LIST_SPEC);
    const paging = resolvePaging(q, SAVED_QUERY_LIST_SPEC);
    const base = applyFilters(this.#base(), filters, SAVED_QUERY_LIST_SPEC, {
      userId: ownerId,
    }).where('sq.user_id', '=', ownerId);
    const countRow = await base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows: Record<string, unknown>[] = await applyPaging(
      this.#withSelect(base),
      paging,
      'sq.id',
    ).execute();
    return { count: Number(countRow.n), rows: rows.map(toRecord) };
  }

  /** The id of the saved query with this uuid (import/export identity), or null. */
  async idByUuid(uuid: string): Promise<number | null> {
    const r = await this.store.db
      .selectFrom('saved_query')
      .select('id')
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    return r ? Number(r.id) : null;
  }

  /** The id and owner of the saved query with this uuid, whoever owns it (import checks), or null. */
  async ownerByUuid(uuid: string): Promise<{ id: number; ownerId: number | null } | null> {
    const r = await this.store.db
      .selectFrom('saved_query')
      .select(['id', 'user_id'])
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    return r ? { id: Number(r.id), ownerId: r.user_id === null ? null : Number(r.user_id) } : null;
  }

  async create(
    values: SavedQueryWrite,
    ownerId: number,
    uuid: string = crypto.randomUUID(),
  ): Promise<number> {
    const now = nowIso();
    const row: Record<string, unknown> = {
      uuid,
      user_id: ownerId,
      created_on: now,
      changed_on: now,
      created_by_fk: ownerId,
      changed_by_fk: ownerId,
    };
    for (const [k, col] of Object.entries(COLS))
      row[col] = (values as Record<string, unknown>)[k] ?? null;
    const r = await this.store.db
      .insertInto('saved_query')
      .values(row as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async update(id: number, patch: Partial<SavedQueryWrite>, userId: number): Promise<void> {
    const row: Record<string, unknown> = { changed_on: nowIso(), changed_by_fk: userId };
    for (const [k, v] of Object.entries(patch))
      if (v !== undefined) row[COLS[k as keyof SavedQueryWrite]] = v;
    await this.store.db
      .updateTable('saved_query')
      .set(row as never)
      .where('id', '=', id)
      .execute();
  }

  /** Deletes those of `ids` owned by `ownerId`; returns how many went. */
  async deleteOwned(ids: number[], ownerId: number): Promise<number> {
    if (ids.length === 0) return 0;
    const owned = await this.ownedIds(ids, ownerId);
    if (owned.length === 0) return 0;
    await this.store.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('favorites')
        .where('class_name', '=', FAVORITE_CLASS)
        .where('obj_id', 'in', owned)
        .execute();
      await trx.deleteFrom('saved_query').where('id', 'in', owned).execute();
    });
    return owned.length;
  }

  /** Ids among `ids` the owner has. */
  async ownedIds(ids: number[], ownerId: number): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.store.db
      .selectFrom('saved_query')
      .select('id')
      .where('id', 'in', ids)
      .where('user_id', '=', ownerId)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  /** Distinct catalog or schema values of the owner's saved queries starting with `prefix`. */
  async distinct(col: 'catalog' | 'schema', ownerId: number, prefix: string): Promise<string[]> {
    const rows = await this.store.db
      .selectFrom('saved_query')
      .select(col)
      .distinct()
      .where('user_id', '=', ownerId)
      .where(col, 'is not', null)
      .orderBy(col)
      .execute();
    return rows
      .map((r) => (r as Record<string, string>)[col]!)
      .filter((v) => v !== '' && v.startsWith(prefix));
  }

  async addFavorite(userId: number, savedQueryId: number): Promise<void> {
    await this.store.db
      .insertInto('favorites')
      .values({
        user_id: userId,
        class_name: FAVORITE_CLASS,
        obj_id: savedQueryId,
        changed_on: nowIso(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'class_name', 'obj_id']).doNothing())
      .execute();
  }

  async removeFavorite(userId: number, savedQueryId: number): Promise<void> {
    await this.store.db
      .deleteFrom('favorites')
      .where('user_id', '=', userId)
      .where('class_name', '=', FAVORITE_CLASS)
      .where('obj_id', '=', savedQueryId)
      .execute();
  }
}
