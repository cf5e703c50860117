import {
  formatTime,
  GenericDataType,
  getSinceUntil,
  isAdhocColumn,
  TimeRangeError,
  type ColumnRef,
} from '@sightline/core';
import { findColumn, type DatasourceColumn } from '../datasource.ts';
import type { NormalizedFilter, QueryObject } from '../query-object.ts';
import type { CompileContext } from './compile-context.ts';
import { QueryCompileError } from './compile-errors.ts';
import {
  applyGrain,
  columnSql,
  isFormattedTime,
  nativeGeneric,
  timeAxisSql,
} from './expressions.ts';

/** Filter columns reported back in the payload. */
export interface FilterReport {
  applied: { column: string }[];
  rejected: { reason: 'not_in_datasource' | 'no_temporal_column'; column: string }[];
}

const UNARY = new Set(['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE']);
const COMPARISON = new Set(['>', '<', '>=', '<=']);

interface Target {
  expr: string;
  generic: GenericDataType;
  type: string | null;
  column: DatasourceColumn | null;
  label: string;
}

async function resolveTarget(
  ctx: CompileContext,
  col: ColumnRef,
  granularity: string | null,
): Promise<Target | null> {
  if (typeof col === 'string') {
    const name = col === '__timestamp' && granularity ? granularity : col;
    const c = findColumn(ctx.ds, name);
    if (!c) return null;
    return {
      expr: columnSql(ctx, c),
      generic: c.isDttm ? GenericDataType.TEMPORAL : c.generic,
      type: c.type,
      column: c,
      label: col,
    };
  }
  if (!isAdhocColumn(col)) return null;
  const rendered = ctx.render(col.sqlExpression, 'column').trim();
  const c = findColumn(ctx.ds, rendered);
  if (c)
    return {
      expr: columnSql(ctx, c),
      generic: c.isDttm ? GenericDataType.TEMPORAL : c.generic,
      type: c.type,
      column: c,
      label: col.label,
    };
  const expr = `(${await ctx.sanitize(rendered, 'expression')})`;
  return { expr, generic: GenericDataType.STRING, type: null, column: null, label: col.label };
}

/** Coerces one filter value by the column's generic type (docs/query-object.md §2.6 rule 5). */
export function coerceValue(
  value: unknown,
  generic: GenericDataType,
  op: string,
  advanced: boolean,
): unknown {
  if (value === '<NULL>') return null;
  if (value === '<empty string>') return '';
  let v = typeof value === 'string' ? value.replace(/^[\t\n]+|[\t\n]+$/g, '') : value;
  if (advanced) return v === null || v === undefined ? null : String(v);
  if (generic === GenericDataType.TEMPORAL && typeof v === 'number' && Number.isFinite(v))
    return new Date(v);
  if (
    generic === GenericDataType.NUMERIC &&
    op !== 'LIKE' &&
    op !== 'ILIKE' &&
    op !== 'NOT LIKE' &&
    typeof v === 'string'
  ) {
    const n = Number(v.trim());
    v = v.trim() !== '' && Number.isFinite(n) ? n : null;
  }
  if (generic === GenericDataType.BOOLEAN && v !== null && v !== undefined) {
    if (typeof v === 'boolean') return v;
    if (typeof v === 'number') return v !== 0;
    return String(v).trim().toLowerCase() === 'true';
  }
  return v === undefined ? null : v;
}

/** Renders a coerced value as an engine literal; unknown shapes are refused. */
export function literal(ctx: CompileContext, v: unknown, type: string | null): string {
  if (v === null || v === undefined) return 'NULL';
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) throw new QueryCompileError('Invalid date value in filter');
    return ctx.engine.sql.dateTimeLiteral(v, type);
  }
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return 'NULL';
    return String(v);
  }
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'boolean') return ctx.engine.sql.booleanLiteral(v);
  if (typeof v === 'string') return ctx.engine.sql.quoteString(v);
  throw new QueryCompileError(`Invalid filter value: ${JSON.stringify(v)}`);
}

/** The bounds of a TEMPORAL_RANGE value, resolved with the query's shift and anchors. */
export function resolveRange(
  ctx: CompileContext,
  qo: QueryObject,
  value: unknown,
): { since: Date | null; until: Date | null } {
  try {
    return getSinceUntil(typeof value === 'string' ? value : null, {
      now: ctx.now,
      relativeStart: qo.extras.relative_start,
      relativeEnd: qo.extras.relative_end,
      timeShift: qo.timeShift,
    });
  } catch (e) {
    if (e instanceof TimeRangeError) throw new QueryCompileError(e.message);
    throw e;
  }
}

/** What a time bound needs to know about the column it is compared with. */
export type BoundColumn = Pick<DatasourceColumn, 'type' | 'pythonDateFormat'>;

/**
 * A time bound against a column (docs/query-object.md §2.7): the engine's literal for temporal native types;
 * for other columns the `python_date_format` decides (epoch seconds or milliseconds as numbers, a
 * strftime pattern as a formatted string, or as a number for a numeric column: `%Y` -> 2006), else the
 * engine's default literal.
 */
export function boundLiteral(ctx: CompileContext, d: Date, col: BoundColumn): string {
  const format = col.pythonDateFormat;
  if (format && isFormattedTime(ctx, col)) {
    if (format === 'epoch_s') return String(Math.floor(d.getTime() / 1000));
    if (format === 'epoch_ms') return String(d.getTime());
    const text = formatTime(format, d);
    if (nativeGeneric(ctx, col) === GenericDataType.NUMERIC && /^\d+$/.test(text))
      return String(Number(text));
    return ctx.engine.sql.quoteString(text);
  }
  return ctx.engine.sql.dateTimeLiteral(d, col.type);
}

/** `col >= since AND col < until` (either side omitted when open), compared with the raw column. */
export function rangePredicate(
  ctx: CompileContext,
  expr: string,
  col: BoundColumn,
  since: Date | null,
  until: Date | null,
): string[] {
  const out: string[] = [];
  if (since) out.push(`${expr} >= ${boundLiteral(ctx, since, col)}`);
  if (until) out.push(`${expr} < ${boundLiteral(ctx, until, col)}`);
  return out;
}

/** One filter -> WHERE predicates; null when it is skipped. */
async function filterPredicate(
  ctx: CompileContext,
  qo: QueryObject,
  f: NormalizedFilter,
  report: FilterReport,
): Promise<string[] | null> {
  const op = f.op.toUpperCase();
  const target = await resolveTarget(ctx, f.col, qo.granularity);
  const label = typeof f.col === 'string' ? f.col : (f.col.label ?? f.col.sqlExpression);
  if (!target) {
    report.rejected.push({ reason: 'not_in_datasource', column: label });
    return null;
  }
  report.applied.push({ column: label });
  if (op === 'TEMPORAL_RANGE') {
    if (!target.column)
      throw new QueryCompileError('Invalid filter operation type: TEMPORAL_RANGE');
    const { since, until } = resolveRange(ctx, qo, f.val);
    return rangePredicate(ctx, target.expr, target.column, since, until);
  }
  const expr = f.grain
    ? applyGrain(ctx, target.column ? timeAxisSql(ctx, target.column) : target.expr, f.grain)
    : target.expr;
  const advanced = Boolean(target.column?.advancedDataType);
  const one = (v: unknown) => coerceValue(v, target.generic, op, advanced);
  const lit = (v: unknown) => literal(ctx, v, target.type);
  const sqlx = ctx.engine.sql;
  switch (op) {
    case 'IS NULL':
      return [`${expr} IS NULL`];
    case 'IS NOT NULL':
      return [`${expr} IS NOT NULL`];
    case 'IS TRUE':
      return [`${expr} IS ${sqlx.booleanLiteral(true)}`];
    case 'IS FALSE':
      return [`${expr} IS ${sqlx.booleanLiteral(false)}`];
    case '==':
    case '!=': {
      const v = one(Array.isArray(f.val) ? f.val[0] : f.val);
      if (v === null) return [`${expr} ${op === '==' ? 'IS NULL' : 'IS NOT NULL'}`];
      return [`${expr} ${op === '==' ? '=' : '!='} ${lit(v)}`];
    }
    case 'IN':
    case 'NOT IN': {
      const raw = Array.isArray(f.val) ? f.val : [f.val];
      if (raw.length === 0) throw new QueryCompileError('Filter value list cannot be empty');
      const values = raw.map(one);
      const hasNull = values.some((v) => v === null);
      const rest = values.filter((v) => v !== null).map(lit);
      const inList = rest.length ? `${expr} IN (${rest.join(', ')})` : null;
      const positive = hasNull
        ? inList
          ? `(${expr} IS NULL OR ${inList})`
          : `${expr} IS NULL`
        : `${inList}`;
      return [
        op === 'IN'
          ? positive
          : hasNull
            ? `NOT ${positive.startsWith('(') ? positive : `(${positive})`}`
            : `(${expr} NOT IN (${rest.join(', ')}))`,
      ];
    }
    case 'LIKE':
    case 'NOT LIKE':
    case 'ILIKE': {
      const pattern = one(Array.isArray(f.val) ? f.val[0] : f.val);
      if (pattern === null)
        throw new QueryCompileError('Must specify a value for filters with comparison operators');
      const subject = target.generic === GenericDataType.STRING ? expr : sqlx.castToString(expr);
      const p = sqlx.quoteString(String(pattern));
      if (op === 'ILIKE') return [sqlx.ilike(subject, p)];
      return [`${subject} ${op} ${p}`];
    }
    default: {
      if (!COMPARISON.has(op))
        throw new QueryCompileError(`Invalid filter operation type: ${f.op}`);
      const v = one(Array.isArray(f.val) ? f.val[0] : f.val);
      if (v === null)
        throw new QueryCompileError('Must specify a value for filters with comparison operators');
      return [`${expr} ${op} ${lit(v)}`];
    }
  }
}

/** Every filter of the query object as WHERE predicates, in order, with the applied/rejected report. */
export async function filterPredicates(
  ctx: CompileContext,
  qo: QueryObject,
  skipColumns: Set<string> = new Set(),
): Promise<{ predicates: string[]; report: FilterReport }> {
  const report: FilterReport = { applied: [], rejected: [] };
  const predicates: string[] = [];
  for (const f of qo.filters) {
    if (!f.col || !f.op) continue;
    if (typeof f.col === 'string' && skipColumns.has(f.col)) {
      report.applied.push({ column: f.col });
      continue;
    }
    const op = f.op.toUpperCase();
    if (
      !UNARY.has(op) &&
      op !== 'TEMPORAL_RANGE' &&
      f.val === undefined &&
      op !== 'IN' &&
      op !== 'NOT IN'
    ) {
      throw new QueryCompileError('Must specify a value for filters with comparison operators');
    }
    const p = await filterPredicate(ctx, qo, f, report);
    if (p) predicates.push(...p);
  }
  return { predicates, report };
}
