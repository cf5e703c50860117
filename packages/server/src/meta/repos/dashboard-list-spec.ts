import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ListFilter } from '@sightline/core';
import type { ListSpec } from './list-filters.ts';
import { tagFilterOperators } from './tag-repo.ts';

// Filters compose dynamic SQL over the dashboard list's aliases (d = dashboards, cu/mu = users), so builders are loosely typed.
/* eslint-disable @typescript-eslint/no-explicit-any */
type EB = ExpressionBuilder<any, any>;

const MAX_INT = 2_147_483_647;
const NO_ROW = -1;

const isTrue = (v: ListFilter['value']) =>
  v === true || v === 1 || v === 'true' || v === '1' || v === '!t';
const isFalse = (v: ListFilter['value']) =>
  v === false || v === 0 || v === 'false' || v === '0' || v === '!f';
const always = sql<SqlBool>`1 = 1`;
const never = sql<SqlBool>`1 = 0`;
const ilike = (ref: string, value: string) =>
  sql<SqlBool>`lower(${sql.ref(ref)}) like lower(${`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}) escape '\\'`;
const favoriteIds = (eb: EB, userId: number) =>
  eb
    .selectFrom('favorites')
    .select('obj_id')
    .where('user_id', '=', userId)
    .where('class_name', '=', 'Dashboard');

/** Dashboard list columns, sorts and the dashboard custom operators (docs/api.md §1.7, §2.7). */
export const DASHBOARD_LIST_SPEC: ListSpec = {
  idRef: 'd.id',
  searchColumns: {
    created_by: { kind: 'rel_o_m', ref: 'd.created_by_fk' },
    changed_by: { kind: 'rel_o_m', ref: 'd.changed_by_fk' },
    dashboard_title: { kind: 'text', ref: 'd.dashboard_title' },
    id: { kind: 'number', ref: 'd.id' },
    uuid: { kind: 'text', ref: 'd.uuid' },
    owners: {
      kind: 'rel_m_m',
      link: { table: 'dashboard_owners', ownerCol: 'dashboard_id', targetCol: 'user_id' },
    },
    published: { kind: 'bool', ref: 'd.published' },
    roles: {
      kind: 'rel_m_m',
      link: { table: 'dashboard_roles', ownerCol: 'dashboard_id', targetCol: 'role_id' },
    },
    slug: { kind: 'text', ref: 'd.slug' },
  },
  customOperators: {
    tags: tagFilterOperators('dashboard', 'd.id', 'dashboard'),
    dashboard_title: {
      title_or_slug: (eb, v) => {
        const text = v === null || Array.isArray(v) ? '' : String(v);
        return text ? eb.or([ilike('d.dashboard_title', text), ilike('d.slug', text)]) : always;
      },
    },
    id: {
      dashboard_is_favorite: (eb, v, { userId }) => {
        if (userId === null) return always;
        return isTrue(v)
          ? eb('d.id', 'in', favoriteIds(eb, userId))
          : eb('d.id', 'not in', favoriteIds(eb, userId));
      },
      dashboard_is_certified: (eb, v) =>
        isTrue(v)
          ? eb('d.certified_by', 'is not', null)
          : isFalse(v)
            ? eb('d.certified_by', 'is', null)
            : always,
    },
    created_by: {
      dashboard_created_by_me: (eb, _v, { userId }) =>
        userId === null
          ? never
          : eb.or([eb('d.created_by_fk', '=', userId), eb('d.changed_by_fk', '=', userId)]),
      dashboard_has_created_by: (eb, v) =>
        isTrue(v)
          ? eb('d.created_by_fk', 'is not', null)
          : isFalse(v)
            ? eb('d.created_by_fk', 'is', null)
            : always,
    },
  },
  orderColumns: {
    'changed_by.first_name': 'mu.first_name',
    changed_on_delta_humanized: 'd.changed_on',
    'created_by.first_name': 'cu.first_name',
    dashboard_title: 'd.dashboard_title',
    published: 'd.published',
    changed_on: 'd.changed_on',
  },
  defaultOrder: ['changed_on', 'desc'],
};

function toIntValue(v: unknown, opr: string): number {
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  if (!Number.isFinite(n)) return NO_ROW;
  if (opr === 'gt' || opr === 'lt')
    return Math.max(-MAX_INT, Math.min(MAX_INT, opr === 'gt' ? Math.floor(n) : Math.ceil(n)));
  return Number.isInteger(n) && Math.abs(n) <= MAX_INT ? n : NO_ROW;
}

/** Coerces values compared with the integer `id` column: PostgreSQL refuses 1.5 for an integer, the contract wants "no match". */
export function coerceDashboardIdFilters(filters: ListFilter[]): ListFilter[] {
  return filters.map((f) => {
    if (f.col !== 'id' || DASHBOARD_LIST_SPEC.customOperators?.id?.[f.opr]) return f;
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
