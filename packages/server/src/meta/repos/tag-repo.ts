import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ListQuery } from '@sightline/core';
import type { MetaStore } from '../connect.ts';
import { nowIso } from '../schema.ts';
import type { UserRef } from './datasets-repo.ts';
import {
  applyFilters,
  applyPaging,
  resolvePaging,
  validateFilters,
  type CustomOperator,
  type ListSpec,
} from './list-filters.ts';

// Filters compose dynamic SQL over joined aliases, so builders are loosely typed here (as in the other repos).
/* eslint-disable @typescript-eslint/no-explicit-any */
type EB = ExpressionBuilder<any, any>;

/** Superset's ObjectType names, as stored in `tagged_object.object_type`. */
export type TaggedObjectType = 'query' | 'chart' | 'dashboard';

export interface TagRecord {
  id: number;
  name: string;
  type: string;
  description: string | null;
  createdOn: string;
  changedOn: string;
  createdBy: UserRef | null;
  changedBy: UserRef | null;
}

/** The tag list (Superset TagRestApi search and order columns). */
export const TAG_LIST_SPEC: ListSpec = {
  idRef: 't.id',
  searchColumns: {
    id: { kind: 'number', ref: 't.id' },
    name: { kind: 'text', ref: 't.name' },
    type: { kind: 'text', ref: 't.type' },
    description: { kind: 'text', ref: 't.description' },
    created_by: { kind: 'rel_o_m', ref: 't.created_by_fk' },
    changed_by: { kind: 'rel_o_m', ref: 't.changed_by_fk' },
  },
  orderColumns: {
    name: 't.name',
    type: 't.type',
    changed_on_delta_humanized: 't.changed_on',
    changed_on: 't.changed_on',
    created_on_delta_humanized: 't.created_on',
    created_on: 't.created_on',
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

const toRecord = (r: any): TagRecord => ({
  id: Number(r.id),
  name: r.name,
  type: r.type,
  description: r.description,
  createdOn: r.created_on,
  changedOn: r.changed_on,
  createdBy: userRef(r, 'cu'),
  changedBy: userRef(r, 'mu'),
});

/** Tags and the objects they are on (Superset's `tag` and `tagged_object`). */
export class TagRepo {
  constructor(private readonly store: MetaStore) {}

  #base() {
    return this.store.db.selectFrom('tag as t') as any;
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

  async findById(id: number): Promise<TagRecord | null> {
    const row = await this.#withAudit(this.#base()).where('t.id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async findByNames(names: string[]): Promise<TagRecord[]> {
    if (names.length === 0) return [];
    const rows = await this.#withAudit(this.#base()).where('t.name', 'in', names).execute();
    return rows.map(toRecord);
  }

  async list(q: ListQuery, userId: number | null): Promise<{ count: number; rows: TagRecord[] }> {
    const filters = q.filters ?? [];
    validateFilters(filters, TAG_LIST_SPEC);
    const paging = resolvePaging(q, TAG_LIST_SPEC);
    const base = applyFilters(this.#base(), filters, TAG_LIST_SPEC, { userId });
    const countRow = await base
      .select((eb: EB) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await applyPaging(this.#withAudit(base), paging, 't.id').execute();
    return { count: Number((countRow as { n: unknown }).n), rows: rows.map(toRecord) };
  }

  async existingIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.store.db
      .selectFrom('tag')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  async create(
    v: { name: string; type: string; description: string | null },
    userId: number,
  ): Promise<number> {
    const now = nowIso();
    const r = await this.store.db
      .insertInto('tag')
      .values({
        name: v.name,
        type: v.type,
        description: v.description,
        created_on: now,
        changed_on: now,
        created_by_fk: userId,
        changed_by_fk: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async update(
    id: number,
    patch: { name?: string; description?: string | null },
    userId: number,
  ): Promise<void> {
    await this.store.db
      .updateTable('tag')
      .set({
        changed_on: nowIso(),
        changed_by_fk: userId,
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  async delete(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const r = await this.store.db.deleteFrom('tag').where('id', 'in', ids).executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** Puts the tag on the object unless it is already there; true when it was added. */
  async tag(
    tagId: number,
    objectType: TaggedObjectType,
    objectId: number,
    userId: number,
  ): Promise<boolean> {
    const exists = await this.store.db
      .selectFrom('tagged_object')
      .select('id')
      .where('tag_id', '=', tagId)
      .where('object_type', '=', objectType)
      .where('object_id', '=', objectId)
      .executeTakeFirst();
    if (exists) return false;
    const now = nowIso();
    await this.store.db
      .insertInto('tagged_object')
      .values({
        tag_id: tagId,
        object_type: objectType,
        object_id: objectId,
        created_on: now,
        changed_on: now,
        created_by_fk: userId,
        changed_by_fk: userId,
      })
      .execute();
    return true;
  }

  /** Takes the tag named `name` off the object; returns how many links went. */
  async untag(objectType: TaggedObjectType, objectId: number, name: string): Promise<number> {
    const r = await this.store.db
      .deleteFrom('tagged_object')
      .where('object_type', '=', objectType)
      .where('object_id', '=', objectId)
      .where('tag_id', 'in', (eb) => eb.selectFrom('tag').select('id').where('name', '=', name))
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** The objects carrying any of the tags (by id or name), optionally of some types only. */
  async taggedObjects(sel: {
    tagIds?: number[];
    tagNames?: string[];
    types?: TaggedObjectType[];
  }): Promise<{ objectType: TaggedObjectType; objectId: number }[]> {
    let q = this.store.db
      .selectFrom('tagged_object as o')
      .innerJoin('tag as t', 't.id', 'o.tag_id')
      .select(['o.object_type', 'o.object_id'])
      .distinct();
    if (sel.tagIds) q = q.where('t.id', 'in', sel.tagIds.length ? sel.tagIds : [-1]);
    if (sel.tagNames) q = q.where('t.name', 'in', sel.tagNames.length ? sel.tagNames : ['']);
    if (sel.types) q = q.where('o.object_type', 'in', sel.types.length ? sel.types : ['']);
    const rows = await q.orderBy('o.object_type').orderBy('o.object_id').execute();
    return rows.map((r) => ({
      objectType: r.object_type as TaggedObjectType,
      objectId: Number(r.object_id),
    }));
  }

  /** The tags on each of the objects of one type. */
  async tagsOf(
    objectType: TaggedObjectType,
    ids: number[],
  ): Promise<Map<number, { id: number; name: string; type: string }[]>> {
    const out = new Map<number, { id: number; name: string; type: string }[]>();
    if (ids.length === 0) return out;
    const rows = await this.store.db
      .selectFrom('tagged_object as o')
      .innerJoin('tag as t', 't.id', 'o.tag_id')
      .select(['o.object_id', 't.id', 't.name', 't.type'])
      .where('o.object_type', '=', objectType)
      .where('o.object_id', 'in', ids)
      .orderBy('t.name')
      .execute();
    for (const r of rows) {
      const list = out.get(Number(r.object_id)) ?? [];
      list.push({ id: Number(r.id), name: r.name, type: r.type });
      out.set(Number(r.object_id), list);
    }
    return out;
  }
}

/**
 * The tag filters of a list of `objectType` objects whose id is `idRef` (Superset's
 * `<prefix>_tags`, a tag name containing the text, and `<prefix>_tag_id`, a tag id: ChartTagNameFilter,
 * ChartTagIdFilter and their dashboard and saved query kin), for the `tags` column.
 */
export function tagFilterOperators(
  objectType: TaggedObjectType,
  idRef: string,
  prefix: string,
): Record<string, CustomOperator> {
  const tagged = (eb: EB) =>
    eb
      .selectFrom('tagged_object as tg_o')
      .innerJoin('tag as tg_t', 'tg_t.id', 'tg_o.tag_id')
      .select('tg_o.object_id')
      .where('tg_o.object_type', '=', objectType);
  return {
    [`${prefix}_tags`]: (eb, v) => {
      const text = v === null || Array.isArray(v) ? '' : String(v);
      if (!text) return sql<SqlBool>`1 = 1`;
      const p = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return eb(
        idRef,
        'in',
        tagged(eb).where(sql<SqlBool>`lower(tg_t.name) like lower(${p}) escape '\\'`),
      );
    },
    [`${prefix}_tag_id`]: (eb, v) => {
      const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
      const id = Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : -1;
      return eb(idRef, 'in', tagged(eb).where('tg_t.id', '=', id));
    },
  };
}
