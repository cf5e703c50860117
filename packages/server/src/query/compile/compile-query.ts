import {
  columnLabel,
  GenericDataType,
  isAdhocColumn,
  metricLabel,
  type ColumnRef,
  type MetricRef,
} from '@sightline/core';
import { findColumn, type Datasource } from '../datasource.ts';
import type { QueryObject } from '../query-object.ts';
import { CompileContext, type CompileOptions } from './compile-context.ts';
import { QueryCompileError } from './compile-errors.ts';
import {
  applyGrain,
  columnSql,
  dimension,
  metric,
  timeAxisSql,
  type SelectItem,
} from './expressions.ts';
import { filterPredicates, rangePredicate, type FilterReport } from './filters.ts';

/** The SQL of one query object and how to read its result. */
export interface CompiledQuery {
  sql: string;
  /** Output column labels in SELECT order. */
  labels: string[];
  /** Output labels holding datetimes (parsed after execution). */
  temporalLabels: string[];
  /** Aliases the engine could not keep (md5) -> their labels. */
  aliasToLabel: Record<string, string>;
  report: FilterReport;
}

const isTemporal = (ds: Datasource, name: string) => {
  const c = findColumn(ds, name);
  return !!c && (c.isDttm || c.generic === GenericDataType.TEMPORAL);
};

/** Resolves the legacy granularity column (docs/query-object.md §1.6). */
function resolveGranularity(ds: Datasource, qo: QueryObject): string | null {
  if (!qo.granularity) {
    if (qo.isTimeseries) {
      if (!ds.mainDttmCol)
        throw new QueryCompileError(
          'Datetime column not provided as part table configuration and is required by this type of chart',
        );
      return ds.mainDttmCol;
    }
    return null;
  }
  if (isTemporal(ds, qo.granularity)) return qo.granularity;
  if (ds.mainDttmCol) return ds.mainDttmCol;
  if (qo.isTimeseries)
    throw new QueryCompileError(
      'Datetime column not provided as part table configuration and is required by this type of chart',
    );
  if (!findColumn(ds, qo.granularity))
    throw new QueryCompileError(`Time column "${qo.granularity}" does not exist in dataset`);
  return qo.granularity;
}

function metricInOrder(
  ref: ColumnRef | MetricRef,
  metricNames: Set<string>,
  savedNames: Set<string>,
): boolean {
  if (typeof ref === 'string') return metricNames.has(ref) || savedNames.has(ref);
  return (
    'expressionType' in ref &&
    (ref.expressionType === 'SIMPLE' || ref.expressionType === 'SQL') &&
    !isAdhocColumn(ref)
  );
}

async function orderByItem(
  ctx: CompileContext,
  ref: ColumnRef | MetricRef,
  metrics: SelectItem[],
): Promise<string> {
  if (typeof ref === 'object' && ref !== null) {
    if (isAdhocColumn(ref))
      return `(${await ctx.sanitize(ctx.render(ref.sqlExpression, 'column'), 'orderby')})`;
    const m = await metric(ctx, ref as MetricRef);
    const same = metrics.find((x) => x.expr === m.expr || x.label === m.label);
    return same ? ctx.alias(same.label) : m.expr;
  }
  const selected = metrics.find((x) => x.label === ref);
  if (selected) return ctx.alias(selected.label);
  const saved = ctx.ds.metrics.find((m) => m.name === ref);
  if (saved) return ctx.render(saved.expression, 'metric');
  const col = findColumn(ctx.ds, ref);
  if (col) return columnSql(ctx, col);
  throw new QueryCompileError(`Unknown column used in orderby: ${ref}`);
}

/** Compiles a normalised query object into one SELECT for the dataset's engine (docs/query-object.md §2). */
export async function compileQuery(
  ds: Datasource,
  qo: QueryObject,
  opts: CompileOptions = {},
): Promise<CompiledQuery> {
  const ctx = new CompileContext(ds, opts);
  const granularity = resolveGranularity(ds, qo);
  const grain = qo.extras.time_grain_sqla;
  const columns = qo.columns.filter((c) => c !== '__timestamp');
  const savedNames = new Set(ds.metrics.map((m) => m.name));
  const metricRefs = qo.metrics ?? [];
  const metricNames = new Set(metricRefs.map(metricLabel));
  const needGroupby =
    qo.metrics !== null || qo.orderby.some(([ref]) => metricInOrder(ref, metricNames, savedNames));
  if (qo.metrics === null && columns.length === 0 && !(qo.isTimeseries && granularity))
    throw new QueryCompileError('Empty query?');

  const metrics: SelectItem[] = [];
  for (const m of metricRefs) metrics.push(await metric(ctx, m));
  const dims: SelectItem[] = [];
  if (qo.isTimeseries && granularity) {
    const col = findColumn(ds, granularity)!;
    dims.push({
      label: '__timestamp',
      expr: applyGrain(ctx, timeAxisSql(ctx, col), grain),
      column: col,
      temporal: true,
    });
  }
  for (const c of columns)
    dims.push(await dimension(ctx, c, needGroupby ? granularity : null, grain));

  const seen = new Set<string>();
  const selectItems = [...dims, ...(needGroupby ? metrics : [])].filter((i) =>
    seen.has(i.label) ? false : (seen.add(i.label), true),
  );
  if (selectItems.length === 0) selectItems.push({ label: 'ccount', expr: 'COUNT(*)' });

  let virtualSql =
    ds.sql !== null ? ctx.render(ds.sql.replace(/^[\s;]+|[\s;]+$/g, ''), 'virtual dataset') : null;
  if (virtualSql !== null && !virtualSql.trim())
    throw new QueryCompileError('Virtual dataset query cannot be empty');
  if (virtualSql !== null && opts.validateVirtualSql)
    virtualSql = opts.validateVirtualSql(virtualSql);
  const from = ctx.fromClause(virtualSql);

  // The FROM is rendered first, so templates in the dataset SQL can take over filters (remove_filter).
  const { predicates, report } = await filterPredicates(
    ctx,
    qo,
    new Set(opts.removedFilterColumns ?? []),
  );
  const where: string[] = [];
  if (granularity && (qo.isTimeseries || qo.granularity)) {
    const col = findColumn(ds, granularity)!;
    where.push(...rangePredicate(ctx, columnSql(ctx, col), col, qo.fromDttm, qo.toDttm));
    if (ds.alwaysFilterMainDttm && ds.mainDttmCol && ds.mainDttmCol !== granularity) {
      const main = findColumn(ds, ds.mainDttmCol);
      if (main)
        where.push(...rangePredicate(ctx, columnSql(ctx, main), main, qo.fromDttm, qo.toDttm));
    }
  }
  where.push(...predicates);
  // RLS predicates come rendered (compile-options.ts); they are checked like any free WHERE fragment.
  for (const rls of opts.rlsClauses ?? []) where.push(`(${await ctx.sanitize(rls, 'where')})`);
  if (qo.extras.where.trim())
    where.push(`(${await ctx.sanitize(ctx.render(qo.extras.where, 'WHERE'), 'where')})`);
  if (qo.applyFetchValuesPredicate && ds.fetchValuesPredicate)
    where.push(`(${ctx.render(ds.fetchValuesPredicate, 'WHERE')})`);
  const having = qo.extras.having.trim()
    ? await ctx.sanitize(ctx.render(qo.extras.having, 'HAVING'), 'having')
    : '';

  const orderParts: string[] = [];
  for (const [ref, asc] of qo.orderby)
    orderParts.push(`${await orderByItem(ctx, ref, metrics)} ${asc ? 'ASC' : 'DESC'}`);

  const groupDims = needGroupby ? selectItems.filter((i) => dims.includes(i)) : [];
  const series = await seriesLimitJoin(ctx, qo, groupDims, metrics, from, where, granularity);
  const render = (item: SelectItem) => series.rewrite(item);
  const selectSql = selectItems
    .map((i) => `${render(i)} AS ${ctx.alias(i.label)}`)
    .join(',\n       ');
  const lines = [`SELECT ${selectSql}`, `FROM ${from}${series.join}`];
  if (where.length) lines.push(`WHERE ${where.join('\n  AND ')}`);
  if (groupDims.length) lines.push(`GROUP BY ${groupDims.map(render).join(', ')}`);
  if (having) lines.push(`HAVING ${having}`);
  if (orderParts.length) lines.push(`ORDER BY ${orderParts.join(', ')}`);
  const tail = ds.engine.sql.limitOffset(qo.rowLimit || null, qo.rowOffset || null);
  if (tail) lines.push(tail);
  let sql = lines.join('\n');
  if (qo.isRowcount) sql = `SELECT COUNT(*) AS ${ctx.q('rowcount')}\nFROM (${sql}) AS rowcount_qry`;
  return {
    sql,
    labels: qo.isRowcount ? ['rowcount'] : selectItems.map((i) => i.label),
    temporalLabels: qo.isRowcount ? [] : selectItems.filter((i) => i.temporal).map((i) => i.label),
    aliasToLabel: Object.fromEntries(ctx.aliasToLabel),
    report,
  };
}

/** The series-limit join (docs/query-object.md §2.12); a no-op when inactive. */
async function seriesLimitJoin(
  ctx: CompileContext,
  qo: QueryObject,
  groupDims: SelectItem[],
  metrics: SelectItem[],
  from: string,
  where: string[],
  granularity: string | null,
): Promise<{ join: string; rewrite: (i: SelectItem) => string }> {
  const inactive = { join: '', rewrite: (i: SelectItem) => i.expr };
  if (!qo.seriesLimit || groupDims.length === 0) return inactive;
  const seriesLabels = new Set(qo.seriesColumns.map(columnLabel));
  const seriesDims = groupDims.filter((d) =>
    seriesLabels.size
      ? seriesLabels.has(d.label)
      : qo.isTimeseries && d.label !== '__timestamp' && d.label !== granularity,
  );
  if (seriesDims.length === 0) return inactive;
  const innerAlias = (d: SelectItem) => ctx.q(`${d.label}__`);
  let orderExpr: string;
  if (qo.seriesLimitMetric) orderExpr = (await metric(ctx, qo.seriesLimitMetric)).expr;
  else orderExpr = metrics[0]?.expr ?? 'COUNT(*)';
  const inner = [
    `SELECT ${seriesDims.map((d) => `${d.expr} AS ${innerAlias(d)}`).join(', ')}, ${orderExpr} AS ${ctx.q('mme_inner__')}`,
    `FROM ${from}`,
    ...(where.length ? [`WHERE ${where.join('\n  AND ')}`] : []),
    `GROUP BY ${seriesDims.map((d) => d.expr).join(', ')}`,
    `ORDER BY ${ctx.q('mme_inner__')} ${qo.orderDesc ? 'DESC' : 'ASC'}`,
    ctx.engine.sql.limitOffset(qo.seriesLimit, null),
  ].join('\n');
  const on = seriesDims.map((d) => `${d.expr} = series_limit.${innerAlias(d)}`).join(' AND ');
  const others = qo.groupOthersWhenLimitReached;
  const join = `\n${others ? 'LEFT OUTER JOIN' : 'JOIN'} (${inner}) AS series_limit ON ${on}`;
  const rewrite = (i: SelectItem) => {
    if (!others || !seriesDims.includes(i)) return i.expr;
    const text =
      i.column && i.column.generic !== GenericDataType.STRING
        ? ctx.engine.sql.castToString(i.expr)
        : i.expr;
    return `CASE WHEN series_limit.${innerAlias(i)} IS NOT NULL THEN ${text} ELSE ${ctx.engine.sql.quoteString('Others')} END`;
  };
  return { join, rewrite };
}
