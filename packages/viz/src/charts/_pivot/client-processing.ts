// `result_type: post_processed` for pivot_table_v2 (docs/query-object.md §5.1): the pivot the browser shows,
// computed on the server for "Export to pivoted CSV" and reports, with the same engine as the chart.
import type { ColumnRef, MetricRef } from '@sightline/core';
import type { ClientProcessed, ProcessableResult } from '../../query/chart-query.ts';
import type { DataRecordValue } from '../../query/data-record.ts';
import { getMetricLabel } from '../../query/labels.ts';
import type { AggregateFunction } from './aggregators.ts';
import { sortAs } from './natural-sort.ts';
import { buildPivot, type PivotKey } from './pivot-engine.ts';
import { METRIC_KEY, VALUE_KEY, pivotAttributes, unpivotMetrics } from './pivot-input.ts';

const str = (v: unknown, fallback: string): string => (typeof v === 'string' && v ? v : fallback);
const bool = (v: unknown): boolean => v === true || v === 'true';

/** The label of a header path; `Total (<aggregate>)` for the total, as Superset's pivot_df names it. */
function label(key: PivotKey, total: string): string {
  return key.length === 0
    ? total
    : key
        .map((v) => String(v))
        .join(' ')
        .trim();
}

/** pivot_table_v2's processing: rows × columns of aggregated metrics with the saved totals and subtotals. */
export function pivotTableClientProcessing(
  result: ProcessableResult,
  formData: Record<string, unknown>,
): ClientProcessed {
  const aggregate = str(formData.aggregateFunction, 'Sum') as AggregateFunction;
  const metrics = (Array.isArray(formData.metrics) ? (formData.metrics as MetricRef[]) : []).map(
    getMetricLabel,
  );
  const { rows, cols } = pivotAttributes({
    groupbyRows: (formData.groupbyRows as ColumnRef[] | undefined) ?? [],
    groupbyColumns: (formData.groupbyColumns as ColumnRef[] | undefined) ?? [],
    transposePivot: bool(formData.transposePivot),
    metricsLayout: formData.metricsLayout === 'ROWS' ? 'ROWS' : 'COLUMNS',
    combineMetric: bool(formData.combineMetric),
  });
  const pivot = buildPivot(unpivotMetrics(result.data, metrics), {
    rows,
    cols,
    valueKey: VALUE_KEY,
    aggregateFunction: aggregate,
    rowSubtotals: bool(formData.rowSubTotals),
    colSubtotals: bool(formData.colSubTotals),
    rowSubtotalsOnTop: bool(formData.rowSubtotalPosition),
    colSubtotalsOnTop: bool(formData.colSubtotalPosition),
    sorters: { [METRIC_KEY]: sortAs(metrics) },
  });
  const total = `Total (${aggregate})`;
  const rowKeys: PivotKey[] = [
    ...pivot.rowKeys,
    ...(bool(formData.colTotals) || pivot.rowKeys.length === 0 ? [[]] : []),
  ];
  const colKeys: PivotKey[] = [
    ...pivot.colKeys,
    ...(bool(formData.rowTotals) || pivot.colKeys.length === 0 ? [[]] : []),
  ];
  const toCell = (v: unknown): DataRecordValue =>
    typeof v === 'number' || typeof v === 'string' || v === null ? v : String(v);
  return {
    indexnames: rowKeys.map((k) => label(k, total)),
    colnames: colKeys.map((k) => label(k, total)),
    rows: rowKeys.map((r) => colKeys.map((c) => toCell(pivot.value(r, c)))),
    coltypes: colKeys.map(() => 0),
  };
}
