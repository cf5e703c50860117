import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ListFilter } from '@sightline/core';
import type { ListSpec } from './list-filters.ts';
import { tagFilterOperators } from './tag-repo.ts';

// Filters compose dynamic SQL over the chart list's joined aliases (s = slices, ds = datasets), so builders are loosely typed.
/* eslint-disable @typescript-eslint/no-explicit-any */
type EB = ExpressionBuilder<any, any>;

const MAX_INT = 2_147_483_647;

const isTrue = (v: ListFilter['value']) =>
  v === true || v === 1 || v === 'true' || v === '1' || v === '!t';
const isFalse = (v: ListFilter['value']) =>
  v === false || v === 0 || v === 'false' || v === '0' || v === '!f';
const always = sql<SqlBool>`1 = 1`;
const ilike = (ref: string, value: string) =>
  sql<SqlBool>`lower(${sql.ref(ref)}) like lower(${`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}) escape '\\'`;
const favoriteIds = (eb: EB, userId: number) =>
  eb
    .selectFrom('favorites')
    .select('obj_id')
    .where('user_id', '=', userId)
    .where('class_name', '=', 'slice');
const ownedIds = (eb: EB, userId: number) =>
  eb.selectFrom('slice_owners').select('slice_id').where('user_id', '=', userId);

/** Chart list columns, sorts and the chart custom operators (docs/api.md §1.7). */
export const CHART_LIST_SPEC: ListSpec = {
  idRef: 's.id',
  searchColumns: {
    created_by: { kind: 'rel_o_m', ref: 's.created_by_fk' },
    changed_by: { kind: 'rel_o_m', ref: 's.changed_by_fk' },
    last_saved_at: { kind: 'date', ref: 's.last_saved_at' },
    last_saved_by: { kind: 'rel_o_m', ref: 's.last_saved_by_fk' },
    datasource_id: { kind: 'number', ref: 's.datasource_id' },
    datasource_name: { kind: 'text', ref: 's.datasource_name' },
    datasource_type: { kind: 'text', ref: 's.datasource_type' },
    description: { kind: 'text', ref: 's.description' },
    id: { kind: 'number', ref: 's.id' },
    uuid: { kind: 'text', ref: 's.uuid' },
    owners: {
      kind: 'rel_m_m',
      link: { table: 'slice_owners', ownerCol: 'slice_id', targetCol: 'user_id' },
    },
    dashboards: {
      kind: 'rel_m_m',
      link: { table: 'dashboard_slices', ownerCol: 'slice_id', targetCol: 'dashboard_id' },
    },
    slice_name: { kind: 'text', ref: 's.slice_name' },
    viz_type: { kind: 'text', ref: 's.viz_type' },
  },
  customOperators: {
    tags: tagFilterOperators('chart', 's.id', 'chart'),
    slice_name: {
      chart_all_text: (eb, v) => {
        const text = v === null || Array.isArray(v) ? '' : String(v);
        if (!text) return always;
        return eb.or(
          ['s.slice_name', 's.description', 's.viz_type', 'ds.table_name'].map((ref) =>
            ilike(ref, text),
          ),
        );
      },
    },
    id: {
      chart_is_favorite: (eb, v, { userId }) => {
        if (userId === null) return always;
        return isTrue(v)
          ? eb('s.id', 'in', favoriteIds(eb, userId))
          : eb('s.id', 'not in', favoriteIds(eb, userId));
      },
      chart_is_certified: (eb, v) =>
        isTrue(v)
          ? eb('s.certified_by', 'is not', null)
          : isFalse(v)
            ? eb('s.certified_by', 'is', null)
            : always,
      chart_owned_created_favored_by_me: (eb, _v, { userId }) => {
        if (userId === null) return sql<SqlBool>`1 = 0`;
        return eb.or([
          eb('s.created_by_fk', '=', userId),
          eb('s.changed_by_fk', '=', userId),
          eb('s.id', 'in', ownedIds(eb, userId)),
          eb('s.id', 'in', favoriteIds(eb, userId)),
        ]);
      },
    },
    created_by: {
      chart_has_created_by: (eb, v) =>
        isTrue(v)
          ? eb('s.created_by_fk', 'is not', null)
          : isFalse(v)
            ? eb('s.created_by_fk', 'is', null)
            : always,
      chart_created_by_me: (eb, _v, { userId }) =>
        userId === null
          ? sql<SqlBool>`1 = 0`
          : eb.or([eb('s.created_by_fk', '=', userId), eb('s.changed_by_fk', '=', userId)]),
    },
  },
  orderColumns: {
    'changed_by.first_name': 'mu.first_name',
    changed_on_delta_humanized: 's.changed_on',
    changed_on: 's.changed_on',
    datasource_id: 's.datasource_id',
    datasource_name: 's.datasource_name',
    last_saved_at: 's.last_saved_at',
    'last_saved_by.id': 's.last_saved_by_fk',
    'last_saved_by.first_name': 'lu.first_name',
    'last_saved_by.last_name': 'lu.last_name',
    slice_name: 's.slice_name',
    viz_type: 's.viz_type',
  },
  defaultOrder: ['changed_on', 'desc'],
};

const NUMERIC_KINDS = new Set(['number', 'rel_o_m', 'rel_m_m']);
const NO_ROW = -1;

/** An id filter value PostgreSQL can bind to an integer column: anything else becomes an id no row has. */
function toIntValue(v: unknown, opr: string): number {
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  if (!Number.isFinite(n)) return NO_ROW;
  if (opr === 'gt' || opr === 'lt')
    return Math.max(-MAX_INT, Math.min(MAX_INT, opr === 'gt' ? Math.floor(n) : Math.ceil(n)));
  return Number.isInteger(n) && Math.abs(n) <= MAX_INT ? n : NO_ROW;
}

/**
 * Coerces values of integer columns before they reach SQL: PostgreSQL refuses 'abc' or 1e12 for an
 * integer (a 500), where the contract wants "no match".
 */
export function coerceIdFilters(filters: ListFilter[]): ListFilter[] {
  return filters.map((f) => {
    const col = CHART_LIST_SPEC.searchColumns[f.col];
    if (!col || !NUMERIC_KINDS.has(col.kind) || CHART_LIST_SPEC.customOperators?.[f.col]?.[f.opr])
      return f;
    return {
      ...f,
      value: Array.isArray(f.value)
        ? f.value.map((v) => toIntValue(v, f.opr))
        : f.value === null
          ? null
          : toIntValue(f.value, f.opr),
    };
  });
}
