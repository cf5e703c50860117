import {
  AGGREGATES,
  GenericDataType,
  isAdhocColumn,
  metricLabel,
  type AdhocMetric,
  type ColumnRef,
  type MetricRef,
} from '@sightline/core';
import { findColumn, type DatasourceColumn } from '../datasource.ts';
import type { CompileContext } from './compile-context.ts';
import { QueryCompileError } from './compile-errors.ts';
import { genericTypeOf } from '../../engines/type-map.ts';

/** A compiled SELECT item. */
export interface SelectItem {
  label: string;
  expr: string;
  /** Dataset column behind the item, when there is one. */
  column?: DatasourceColumn;
  /** The item holds datetimes (a temporal column, a time bucket): parsed after execution. */
  temporal?: boolean;
}

/** The SQL of a dataset column: its calculated expression (rendered, parenthesised) or its quoted name. */
export function columnSql(ctx: CompileContext, col: DatasourceColumn): string {
  if (col.expression && col.expression.trim()) return `(${ctx.render(col.expression, 'column')})`;
  return ctx.q(col.name);
}

/** The generic type of a column's native type (its `generic` says TEMPORAL for every is_dttm column). */
export const nativeGeneric = (
  ctx: CompileContext,
  col: Pick<DatasourceColumn, 'type'>,
): GenericDataType => genericTypeOf(ctx.engine.typeMap, col.type);

/**
 * Whether a column's values are read through its `python_date_format` (docs/query-object.md §3.8): it has
 * one and its native type does not already hold dates or timestamps.
 */
export function isFormattedTime(
  ctx: CompileContext,
  col: Pick<DatasourceColumn, 'type' | 'pythonDateFormat'>,
): boolean {
  return !!col.pythonDateFormat && nativeGeneric(ctx, col) !== GenericDataType.TEMPORAL;
}

/**
 * A temporal column as a timestamp (docs/query-object.md §3.8): epoch_s / epoch_ms numbers through the
 * engine's epoch conversion, strftime patterns (a `%Y` integer, a `%Y%m%d` string) through its parser,
 * as Superset's TableColumn.get_timestamp_expression; the raw column when the engine cannot parse the pattern.
 */
export function timeAxisSql(ctx: CompileContext, col: DatasourceColumn): string {
  const expr = columnSql(ctx, col);
  const format = col.pythonDateFormat;
  if (!format || !isFormattedTime(ctx, col)) return expr;
  if (format === 'epoch_s') return ctx.engine.sql.epochToTimestamp(expr);
  if (format === 'epoch_ms') return ctx.engine.sql.epochToTimestamp(`(${expr}/1000)`);
  const text =
    col.type && nativeGeneric(ctx, col) === GenericDataType.STRING
      ? expr
      : ctx.engine.sql.castToString(expr);
  return ctx.engine.sql.parseTimestamp(text, format) ?? expr;
}

/** Wraps an expression in the engine's time-grain template. */
export function applyGrain(
  ctx: CompileContext,
  expr: string,
  grain: string | null | undefined,
): string {
  if (!grain) return expr;
  const template = ctx.engine.timeGrains[grain];
  if (!template)
    throw new QueryCompileError(`No grain spec for ${grain} for database ${ctx.engine.name}`);
  return template.replace(/\{col\}/g, expr);
}

/** Resolves a column reference used as a dimension or raw column (docs/query-object.md §2.4). */
export async function dimension(
  ctx: CompileContext,
  ref: ColumnRef,
  granularity: string | null,
  grain: string | null,
): Promise<SelectItem> {
  if (typeof ref === 'string') {
    const col = findColumn(ctx.ds, ref);
    if (col) {
      const temporal = col.isDttm || col.generic === GenericDataType.TEMPORAL;
      const expr = temporal ? timeAxisSql(ctx, col) : columnSql(ctx, col);
      return {
        label: ref,
        expr: ref === granularity ? applyGrain(ctx, expr, grain) : expr,
        column: col,
        temporal,
      };
    }
    const sqlText = await ctx.sanitize(ctx.render(ref, 'column'), 'expression');
    return { label: ref, expr: `(${sqlText})` };
  }
  if (!isAdhocColumn(ref))
    throw new QueryCompileError(
      'Invalid column: an adhoc column needs a label and a sqlExpression',
    );
  const rendered = ctx.render(ref.sqlExpression, 'column');
  const col = findColumn(ctx.ds, rendered.trim());
  const temporal = col ? col.isDttm || col.generic === GenericDataType.TEMPORAL : true;
  let expr: string;
  if (col)
    expr = ref.columnType === 'BASE_AXIS' || temporal ? timeAxisSql(ctx, col) : columnSql(ctx, col);
  else expr = `(${await ctx.sanitize(rendered, 'expression')})`;
  const grained = ref.columnType === 'BASE_AXIS' && !!ref.timeGrain && temporal;
  if (grained) expr = applyGrain(ctx, expr, ref.timeGrain);
  return { label: ref.label, expr, column: col, temporal: grained || (col ? temporal : false) };
}

/** Compiles a metric reference to a SELECT item (docs/query-object.md §2.3). */
export async function metric(ctx: CompileContext, ref: MetricRef): Promise<SelectItem> {
  if (typeof ref === 'string') {
    const saved = ctx.ds.metrics.find((m) => m.name === ref);
    if (!saved) throw new QueryCompileError(`Metric '${ref}' does not exist`);
    return { label: ref, expr: ctx.render(saved.expression, 'metric') };
  }
  if (!ref.expressionType) {
    if (!ref.label)
      throw new QueryCompileError(
        'Invalid metric: expected a saved metric name or an adhoc metric',
      );
    return metric(ctx, ref.label);
  }
  const label = metricLabel(ref);
  if (ref.expressionType === 'SIMPLE') return { label, expr: simpleMetric(ctx, ref) };
  if (!ref.sqlExpression || !ref.sqlExpression.trim())
    throw new QueryCompileError('Invalid metric: a SQL metric needs a sqlExpression');
  return { label, expr: await ctx.sanitize(ctx.render(ref.sqlExpression, 'metric'), 'expression') };
}

function simpleMetric(ctx: CompileContext, ref: AdhocMetric): string {
  const aggregate = (ref.aggregate ?? '').toUpperCase();
  if (!(AGGREGATES as readonly string[]).includes(aggregate)) {
    throw new QueryCompileError(
      `Invalid aggregate: ${ref.aggregate ?? 'none'}. Expected one of ${AGGREGATES.join(', ')}`,
    );
  }
  const name = ref.column?.column_name;
  if (!name) throw new QueryCompileError('Invalid metric: a SIMPLE metric needs a column');
  const col = findColumn(ctx.ds, name);
  if (!col) throw new QueryCompileError(`Columns missing in dataset: ['${name}']`);
  const expr = columnSql(ctx, col);
  return aggregate === 'COUNT_DISTINCT' ? `COUNT(DISTINCT ${expr})` : `${aggregate}(${expr})`;
}

/** Labels of a list of metric references. */
export const metricLabels = (metrics: MetricRef[]): string[] => metrics.map(metricLabel);
