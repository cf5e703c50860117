import type { ChartDataRequest, ColumnRef, MetricRef } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import { getColumnLabel, getMetricLabel, removeDuplicates } from '../../query/labels.ts';
import { timeCompareOperator } from '../../query/operators/time-compare-operator.ts';
import { isTimeComparison } from '../../query/operators/time-comparison.ts';
import type {
  BuildQueryOptions,
  OrderByClause,
  PostProcessingRule,
  QueryMode,
  QueryObject,
} from '../../query/types.ts';
import type { TableFormData } from './form-data.ts';

/** `query_mode`, or raw when `all_columns` is non-empty, else aggregate. */
export function getQueryMode(
  formData: Pick<TableFormData, 'query_mode' | 'all_columns'>,
): QueryMode {
  if (formData.query_mode === 'aggregate' || formData.query_mode === 'raw')
    return formData.query_mode;
  return formData.all_columns.length > 0 ? 'raw' : 'aggregate';
}

/** CSV / XLSX exports and "results" requests take all rows up to row_limit, without pagination. */
function isDownload(formData: TableFormData): boolean {
  return (
    ['csv', 'xlsx'].includes(formData.result_format ?? '') ||
    (formData.result_format === 'json' && formData.result_type === 'results')
  );
}

/** Where each result of the table's request sits in `queriesData`. */
export interface TableResultIndexes {
  main: 0;
  rowcount?: number;
  percentBase?: number;
  totals?: number;
}

/** The positions of the row-count, percent-base and totals results (mirrors buildTableQuery's order). */
export function getTableResultIndexes(formData: TableFormData): TableResultIndexes {
  const isAggregate = getQueryMode(formData) === 'aggregate';
  const extras = [
    ['rowcount', formData.server_pagination && !isDownload(formData)],
    [
      'percentBase',
      isAggregate &&
        formData.percent_metric_calculation === 'all_records' &&
        formData.percent_metrics.length > 0,
    ],
    [
      'totals',
      isAggregate &&
        formData.show_totals &&
        formData.metrics.length + formData.percent_metrics.length > 0,
    ],
  ] as const;
  const present = extras.filter(([, isPresent]) => isPresent).map(([name]) => name);
  return { main: 0, ...Object.fromEntries(present.map((name, i) => [name, i + 1])) };
}

function timeOffsetsOf(formData: TableFormData): string[] {
  const offsets = formData.time_compare.filter((o) => o !== 'custom' && o !== 'inherit');
  if (formData.time_compare.includes('custom') && formData.start_date_offset)
    offsets.push(formData.start_date_offset);
  if (formData.time_compare.includes('inherit')) offsets.push('inherit');
  const extra = formData.extra_form_data.time_compare;
  return extra && !offsets.includes(extra) ? [extra] : offsets;
}

function aggregateParts(formData: TableFormData, base: QueryObject, timeOffsets: string[]) {
  const metrics = base.metrics ?? [];
  const sortBy = formData.timeseries_limit_metric;
  const orderby: OrderByClause[] = sortBy
    ? [[sortBy, !formData.order_desc]]
    : metrics.length
      ? [[metrics[0], false]]
      : [];
  const steps: PostProcessingRule[] = [];
  let contribution: PostProcessingRule | undefined;
  let allMetrics: MetricRef[] = metrics;
  if (formData.percent_metrics.length > 0) {
    const labels = formData.percent_metrics.map(getMetricLabel);
    const withOffsets = timeOffsets.length
      ? labels.flatMap((m) => [m, ...timeOffsets.map((o) => `${m}__${o}`)])
      : labels;
    const columns = removeDuplicates(withOffsets);
    allMetrics = removeDuplicates([...metrics, ...formData.percent_metrics], getMetricLabel);
    contribution = {
      operation: 'contribution',
      options: { columns, rename_columns: columns.map((m) => `%${m}`) },
    };
    steps.push(contribution);
  }
  const compare = timeOffsets.length ? timeCompareOperator(formData, base) : undefined;
  if (compare) steps.push(compare);
  // The first temporal physical column becomes the grain-truncated BASE_AXIS column, listed first.
  const grain = formData.extra_form_data.time_grain_sqla || formData.time_grain_sqla;
  const columns: ColumnRef[] = [...(base.columns ?? [])];
  const temporalAt = grain
    ? columns.findIndex((c) => typeof c === 'string' && formData.temporal_columns_lookup?.[c])
    : -1;
  if (temporalAt >= 0) {
    const [name] = columns.splice(temporalAt, 1) as string[];
    columns.unshift({
      timeGrain: grain,
      columnType: 'BASE_AXIS',
      sqlExpression: name,
      label: name,
      expressionType: 'SQL',
    });
  }
  return { metrics: allMetrics, orderby, steps, contribution, columns };
}

/**
 * The table's queries (docs/chart-types.md §4.J): aggregate mode (groupby + metrics + percent metrics,
 * ordered by the sort metric or the first metric) or raw mode (`all_columns`, `order_by_cols`);
 * server pagination (page limit/offset, header sort, search, plus a row-count query); and the
 * percent-base and totals queries.
 */
export function buildTableQuery(
  formData: TableFormData,
  options?: BuildQueryOptions,
): ChartDataRequest {
  const mode = getQueryMode(formData);
  const ownState = options?.ownState ?? {};
  const isDownloading = isDownload(formData);
  const isPaginated = formData.server_pagination && !isDownloading;
  return buildQueryContext({ ...formData, query_mode: mode }, (base) => {
    const isComparing = mode === 'aggregate' && isTimeComparison(formData, base);
    const timeOffsets = isComparing ? timeOffsetsOf(formData) : [];
    const parts = mode === 'aggregate' ? aggregateParts(formData, base, timeOffsets) : undefined;
    const pageSize = Number(ownState.pageSize ?? formData.server_page_length) || 0;
    const sortBy = ownState.sortBy?.[0];
    let query: QueryObject = {
      ...base,
      columns: parts?.columns ?? base.columns ?? [],
      metrics: parts?.metrics ?? base.metrics,
      orderby:
        isPaginated && sortBy
          ? [[sortBy.key, !sortBy.desc]]
          : (parts?.orderby ?? base.orderby ?? []),
      post_processing: parts?.steps ?? [],
      time_offsets: timeOffsets,
      ...(isDownloading ? { row_limit: formData.row_limit, row_offset: 0 } : {}),
      ...(isPaginated
        ? { row_limit: pageSize, row_offset: (Number(ownState.currentPage) || 0) * pageSize }
        : {}),
    };
    if (isPaginated && ownState.searchText && ownState.searchColumn) {
      query = {
        ...query,
        filters: [
          ...(query.filters ?? []),
          { col: ownState.searchColumn, op: 'ILIKE', val: `${ownState.searchText}%` },
        ],
      };
    }
    const interactiveGroupby = formData.extra_form_data.interactive_groupby;
    if (interactiveGroupby?.length)
      query.columns = removeDuplicates(
        [...(query.columns ?? []), ...interactiveGroupby],
        getColumnLabel,
      );

    const extra: QueryObject[] = [];
    if (
      mode === 'aggregate' &&
      formData.percent_metric_calculation === 'all_records' &&
      formData.percent_metrics.length > 0
    ) {
      extra.push({
        ...query,
        columns: [],
        metrics: formData.percent_metrics,
        post_processing: [],
        row_limit: 0,
        row_offset: 0,
        orderby: [],
        is_timeseries: false,
      });
    }
    if (mode === 'aggregate' && formData.show_totals && query.metrics?.length) {
      extra.push({
        ...query,
        columns: [],
        row_limit: 0,
        row_offset: 0,
        post_processing: parts?.contribution ? [parts.contribution] : [],
        order_desc: undefined,
        orderby: undefined,
      });
    }
    const rowcount: QueryObject[] = isPaginated
      ? [
          {
            ...query,
            time_offsets: [],
            row_limit: formData.row_limit,
            row_offset: 0,
            post_processing: [],
            is_rowcount: true,
          },
        ]
      : [];
    return [query, ...rowcount, ...extra];
  });
}
