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
  type ListSpec,
} from './list-filters.ts';

// Filters compose dynamic SQL over joined aliases, so builders are loosely typed here (as in the other repos).
/* eslint-disable @typescript-eslint/no-explicit-any */
type EB = ExpressionBuilder<any, any>;

/** A CSS template with its audit users. */
export interface CssTemplateRecord {
  id: number;
  templateName: string;
  css: string;
  createdOn: string;
  changedOn: string;
  createdBy: UserRef | null;
  changedBy: UserRef | null;
}

/** What a create writes (an update writes any part of it). */
export interface CssTemplateWrite {
  templateName: string;
  css: string;
}

const always = sql<SqlBool>`1 = 1`;
const ilike = (ref: string, value: string) =>
  sql<SqlBool>`lower(${sql.ref(ref)}) like lower(${`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}) escape '\\'`;

/** The CSS template list (Superset CssTemplateRestApi: order by template_name, all-text search). */
export const CSS_TEMPLATE_LIST_SPEC: ListSpec = {
  idRef: 't.id',
  searchColumns: {
    id: { kind: 'number', ref: 't.id' },
    template_name: { kind: 'text', ref: 't.template_name' },
    css: { kind: 'text', ref: 't.css' },
    created_by: { kind: 'rel_o_m', ref: 't.created_by_fk' },
    changed_by: { kind: 'rel_o_m', ref: 't.changed_by_fk' },
  },
  customOperators: {
    template_name: {
      // Superset's CssTemplateAllTextFilter: the name or the CSS contains the text.
      css_template_all_text: (eb, v) => {
        const text = v === null || Array.isArray(v) ? '' : String(v);
        if (!text) return always;
        return eb.or([ilike('t.template_name', text), ilike('t.css', text)]);
      },
    },
  },
  orderColumns: {
    template_name: 't.template_name',
    changed_on_delta_humanized: 't.changed_on',
    changed_on: 't.changed_on',
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

const toRecord = (r: any): CssTemplateRecord => ({
  id: Number(r.id),
  templateName: r.template_name,
  css: r.css,
  createdOn: r.created_on,
  changedOn: r.changed_on,
  createdBy: userRef(r, 'cu'),
  changedBy: userRef(r, 'mu'),
});

/** Dashboard CSS templates (Superset's `css_templates`). */
export class CssTemplateRepo {
  constructor(private readonly store: MetaStore) {}

  #base() {
    return this.store.db.selectFrom('css_templates as t') as any;
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

  async findById(id: number): Promise<CssTemplateRecord | null> {
    const row = await this.#withAudit(this.#base()).where('t.id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async list(
    q: ListQuery,
    userId: number | null,
  ): Promise<{ count: number; rows: CssTemplateRecord[] }> {
    const filters = q.filters ?? [];
    validateFilters(filters, CSS_TEMPLATE_LIST_SPEC);
    const paging = resolvePaging(q, CSS_TEMPLATE_LIST_SPEC);
    const base = applyFilters(this.#base(), filters, CSS_TEMPLATE_LIST_SPEC, { userId });
    const countRow = await base
      .select((eb: EB) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await applyPaging(this.#withAudit(base), paging, 't.id').execute();
    return { count: Number((countRow as { n: unknown }).n), rows: rows.map(toRecord) };
  }

  /** Those of `ids` that name a template. */
  async existingIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.store.db
      .selectFrom('css_templates')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  async create(values: CssTemplateWrite, userId: number): Promise<number> {
    const now = nowIso();
    const r = await this.store.db
      .insertInto('css_templates')
      .values({
        template_name: values.templateName,
        css: values.css,
        created_on: now,
        changed_on: now,
        created_by_fk: userId,
        changed_by_fk: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async update(id: number, patch: Partial<CssTemplateWrite>, userId: number): Promise<void> {
    await this.store.db
      .updateTable('css_templates')
      .set({
        changed_on: nowIso(),
        changed_by_fk: userId,
        ...(patch.templateName !== undefined ? { template_name: patch.templateName } : {}),
        ...(patch.css !== undefined ? { css: patch.css } : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Deletes the templates; returns how many went. */
  async delete(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const r = await this.store.db
      .deleteFrom('css_templates')
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
