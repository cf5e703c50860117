import { GenericDataType, columnLabel, metricLabel } from '@sightline/core';
import type { ColumnRef, MetricRef } from '@sightline/core';
import type { ExploreDatasource } from '../../../api/explore-api.ts';

/** A column of the chart's result as the explore panel can predict it from form data. */
export interface ResultColumn {
  key: string;
  type: GenericDataType;
  isMetric: boolean;
}

const list = (v: unknown): unknown[] =>
  Array.isArray(v) ? v : v === null || v === undefined || v === '' ? [] : [v];

function isRaw(formData: Record<string, unknown>): boolean {
  if (formData.query_mode === 'raw') return true;
  if (formData.query_mode === 'aggregate') return false;
  return list(formData.all_columns).length > 0;
}

/**
 * The result columns of the current form data, in table order: dimensions (or raw columns), then
 * metrics, then percent metrics (labelled `%<metric>`, as the table names them). Dimension types come
 * from the dataset; metrics are numeric.
 */
export function resultColumns(
  formData: Record<string, unknown>,
  datasource: ExploreDatasource,
): ResultColumn[] {
  const typeOf = (label: string): GenericDataType => {
    const column = datasource.columns.find((c) => c.column_name === label);
    if (column?.is_dttm) return GenericDataType.TEMPORAL;
    return column?.type_generic ?? GenericDataType.STRING;
  };
  const dims = isRaw(formData)
    ? list(formData.all_columns)
    : [...list(formData.groupby), ...list(formData.columns)];
  const out: ResultColumn[] = dims.map((c) => {
    const key = columnLabel(c as ColumnRef);
    return { key, type: typeOf(key), isMetric: false };
  });
  if (!isRaw(formData)) {
    for (const m of [...list(formData.metrics), ...list(formData.metric)])
      out.push({ key: metricLabel(m as MetricRef), type: GenericDataType.NUMERIC, isMetric: true });
    for (const m of list(formData.percent_metrics))
      out.push({
        key: `%${metricLabel(m as MetricRef)}`,
        type: GenericDataType.NUMERIC,
        isMetric: true,
      });
  }
  const seen = new Set<string>();
  return out.filter((c) => !seen.has(c.key) && seen.add(c.key));
}
