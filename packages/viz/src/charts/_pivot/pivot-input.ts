import type { ColumnRef } from '@sightline/core';
import type { DataRecord } from '../../query/data-record.ts';
import { getColumnLabel } from '../../query/labels.ts';

/** The attribute holding the metric name when several metrics share the pivot (Superset's label). */
export const METRIC_KEY = 'Metric';
/** The record field the aggregator reads after unpivoting the metrics. */
export const VALUE_KEY = '__pivot_value__';

/** The form data that decides the pivot's attributes. */
export interface PivotLayoutFormData {
  groupbyRows: readonly ColumnRef[];
  groupbyColumns: readonly ColumnRef[];
  transposePivot: boolean;
  metricsLayout: 'COLUMNS' | 'ROWS';
  combineMetric: boolean;
}

/** Metrics turned into records of one value each (the pivot's input), dropping null values as Superset does. */
export function unpivotMetrics(
  data: readonly DataRecord[],
  metricNames: readonly string[],
): DataRecord[] {
  const records: DataRecord[] = [];
  for (const row of data) {
    for (const name of metricNames) {
      const value = row[name];
      if (value !== null && value !== undefined)
        records.push({ ...row, [METRIC_KEY]: name, [VALUE_KEY]: value });
    }
  }
  return records;
}

/** Row and column attributes: transposition swaps dimensions, then the metric level goes outermost or innermost. */
export function pivotAttributes(fd: PivotLayoutFormData): { rows: string[]; cols: string[] } {
  const groupRows = fd.groupbyRows.map(getColumnLabel);
  const groupCols = fd.groupbyColumns.map(getColumnLabel);
  let [rows, cols] = fd.transposePivot ? [groupCols, groupRows] : [groupRows, groupCols];
  if (fd.metricsLayout === 'ROWS')
    rows = fd.combineMetric ? [...rows, METRIC_KEY] : [METRIC_KEY, ...rows];
  else cols = fd.combineMetric ? [...cols, METRIC_KEY] : [METRIC_KEY, ...cols];
  return { rows, cols };
}
