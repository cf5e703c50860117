/* Generic list filtering, ordering and paging for the FAB-style list endpoints (docs/api.md §1.5-1.8). */
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type ListFilter, type ListQuery } from '@sightline/core';
import { AppError } from '../../errors.ts';

// Filters are declared per resource and compose dynamic SQL, so the builder is loosely typed here.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyQB = SelectQueryBuilder<any, any, any>;
type EB = ExpressionBuilder<any, any>;

export type ColumnKind = 'text' | 'number' | 'bool' | 'date' | 'rel_o_m' | 'rel_m_m';

/** A searchable column: its kind decides the allowed operators. */
export interface SearchColumn {
  kind: ColumnKind;
  /** SQL reference, e.g. 'd.table_name'. For rel_m_m: the link table and its columns. */
  ref?: string;
  link?: { table: string; ownerCol: string; targetCol: string };
}

/** A custom operator: returns the WHERE expression for a value. */
export type CustomOperator = (
  eb: EB,
  value: ListFilter['value'],
  ctx: { userId: number | null },
) => Expression<SqlBool>;

export interface ListSpec {
  /** Primary key reference, e.g. 'd.id'. */
  idRef: string;
  searchColumns: Record<string, SearchColumn>;
  customOperators?: Record<string, Record<string, CustomOperator>>;
  orderColumns: Record<string, string>;
  defaultOrder: [string, 'asc' | 'desc'];
  /** -1 allows `page_size: -1` for everything (databases). */
  maxPageSize?: number;
}

const OPERATORS_BY_KIND: Record<ColumnKind, string[]> = {
  text: ['sw', 'nsw', 'ew', 'new', 'ct', 'nct', 'eq', 'neq', 'in', 'not_in'],
  number: ['eq', 'neq', 'gt', 'lt', 'in', 'not_in'],
  bool: ['eq', 'neq'],
  date: ['eq', 'neq', 'gt', 'lt'],
  rel_o_m: ['rel_o_m', 'nrel_o_m'],
  rel_m_m: ['rel_m_m'],
};

/** Own keys only: a filter or order column named `__proto__` or `toString` must not find Object's members. */
const own = <T>(map: Record<string, T> | undefined, key: string): T | undefined =>
  map && Object.hasOwn(map, key) ? map[key] : undefined;

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const ilike = (ref: string, pattern: string) =>
  sql<SqlBool>`lower(${sql.ref(ref)}) like lower(${pattern}) escape '\\'`;

/** Checks every filter's column and operator; throws the contract's 400 messages. */
export function validateFilters(filters: ListFilter[], spec: ListSpec): void {
  for (const f of filters) {
    const custom = own(own(spec.customOperators, f.col), f.opr);
    if (custom) continue;
    const col = own(spec.searchColumns, f.col);
    if (!col) throw new AppError(400, `Filter column: ${f.col} not allowed to filter`);
    if (!own(OPERATORS_BY_KIND, col.kind)?.includes(f.opr)) {
      throw new AppError(400, `Filter operation: ${f.opr} not allowed on column: ${f.col}`);
    }
  }
}

function scalar(v: ListFilter['value']): string | number | boolean | null {
  return Array.isArray(v) ? (v[0] ?? null) : v;
}

function list(v: ListFilter['value']): (string | number | boolean | null)[] {
  return Array.isArray(v) ? v : [v];
}

function filterExpression(
  eb: EB,
  f: ListFilter,
  spec: ListSpec,
  ctx: { userId: number | null },
): Expression<SqlBool> {
  const custom = own(own(spec.customOperators, f.col), f.opr);
  if (custom) return custom(eb, f.value, ctx);
  const col = own(spec.searchColumns, f.col)!;
  const ref = col.ref ?? f.col;
  let v = scalar(f.value);
  let values = list(f.value);
  if (col.kind === 'number' && !['sw', 'nsw', 'ew', 'new', 'ct', 'nct'].includes(f.opr)) {
    if (v !== null) v = numberValue(v, f.col);
    values = values.map((x) => (x === null ? null : numberValue(x, f.col)));
  }
  if (col.kind === 'rel_o_m' || col.kind === 'rel_m_m') {
    v = v === null ? null : intValue(v, f.col);
    values = values.map((x) => intValue(x, f.col));
  }
  if (col.kind === 'text' && v !== null && typeof v === 'string' && v.includes('\u0000'))
    throw new AppError(400, `Filter value is not valid for column: ${f.col}`);
  const str = v === null ? '' : String(v);
  switch (f.opr) {
    case 'sw':
      return ilike(ref, `${escapeLike(str)}%`);
    case 'nsw':
      return eb.not(ilike(ref, `${escapeLike(str)}%`));
    case 'ew':
      return ilike(ref, `%${escapeLike(str)}`);
    case 'new':
      return eb.not(ilike(ref, `%${escapeLike(str)}`));
    case 'ct':
      return ilike(ref, `%${escapeLike(str)}%`);
    case 'nct':
      return eb.not(ilike(ref, `%${escapeLike(str)}%`));
    case 'eq':
      return v === null
        ? eb(ref, 'is', null)
        : eb(ref, '=', col.kind === 'bool' ? toBoolParam(v) : v);
    case 'neq':
      return v === null
        ? eb(ref, 'is not', null)
        : eb(ref, '!=', col.kind === 'bool' ? toBoolParam(v) : v);
    case 'gt':
      return eb(ref, '>', v);
    case 'lt':
      return eb(ref, '<', v);
    case 'in':
      return values.length ? eb(ref, 'in', values) : sql<SqlBool>`1 = 0`;
    case 'not_in':
      return values.length ? eb(ref, 'not in', values) : sql<SqlBool>`1 = 1`;
    case 'rel_o_m':
      return v === null ? eb(ref, 'is', null) : eb(ref, '=', v);
    case 'nrel_o_m':
      return v === null ? eb(ref, 'is not', null) : eb.or([eb(ref, '!=', v), eb(ref, 'is', null)]);
    case 'rel_m_m': {
      const link = col.link!;
      return eb(
        spec.idRef,
        'in',
        eb
          .selectFrom(link.table)
          .select(link.ownerCol)
          .where(link.targetCol, 'in', values as number[]),
      );
    }
    default:
      throw new AppError(400, `Filter operation: ${f.opr} not allowed on column: ${f.col}`);
  }
}

const INT_MAX = 2_147_483_647;

/** A value compared with an integer column must be a whole number in range (else 400, never a database error). */
function intValue(v: ListFilter['value'], col: string): number {
  const n =
    typeof v === 'number'
      ? v
      : typeof v === 'string' && /^-?\d{1,10}$/.test(v.trim())
        ? Number(v)
        : Number.NaN;
  if (!Number.isInteger(n) || Math.abs(n) > INT_MAX)
    throw new AppError(400, `Filter value ${JSON.stringify(v)} is not valid for column: ${col}`);
  return n;
}

/** A value compared with a numeric column must be a finite number. */
function numberValue(v: ListFilter['value'], col: string): number {
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  if (!Number.isFinite(n) || Math.abs(n) > INT_MAX)
    throw new AppError(400, `Filter value ${JSON.stringify(v)} is not valid for column: ${col}`);
  return n;
}

function toBoolParam(v: string | number | boolean): boolean {
  return v === true || v === 1 || v === 'true' || v === '1';
}

/** Adds the filters of a list query to a select. */
export function applyFilters<QB extends AnyQB>(
  qb: QB,
  filters: ListFilter[],
  spec: ListSpec,
  ctx: { userId: number | null },
): QB {
  if (filters.length === 0) return qb;
  return qb.where((eb: EB) => eb.and(filters.map((f) => filterExpression(eb, f, spec, ctx)))) as QB;
}

/** Resolved ordering and paging of a list query. */
export interface Paging {
  orderRef: string;
  direction: 'asc' | 'desc';
  offset: number;
  limit: number | null;
}

/** Validates order column and clamps the page size (docs/api.md §1.8). */
export function resolvePaging(q: ListQuery, spec: ListSpec): Paging {
  const orderColumn = q.order_column ?? spec.defaultOrder[0];
  const orderRef = own(spec.orderColumns, orderColumn);
  if (!orderRef) throw new AppError(400, `Invalid order by column: ${orderColumn}`);
  const direction = q.order_direction ?? (q.order_column ? 'asc' : spec.defaultOrder[1]);
  const page = q.page ?? 0;
  let size = q.page_size ?? DEFAULT_PAGE_SIZE;
  const max = spec.maxPageSize ?? MAX_PAGE_SIZE;
  if (max === -1 && size === -1) return { orderRef, direction, offset: 0, limit: null };
  const cap = max === -1 ? MAX_PAGE_SIZE : max;
  if (size < 1 || size > cap) size = cap;
  return { orderRef, direction, offset: page * size, limit: size };
}

/** Applies order, offset and limit. */
export function applyPaging<QB extends AnyQB>(qb: QB, p: Paging, idRef: string): QB {
  let out = qb.orderBy(sql.ref(p.orderRef), p.direction).orderBy(sql.ref(idRef), 'asc') as QB;
  if (p.limit !== null) out = out.limit(p.limit).offset(p.offset) as QB;
  return out;
}
