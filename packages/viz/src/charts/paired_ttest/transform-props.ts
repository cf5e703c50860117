import { GenericDataType } from '@sightline/core';
import type { ChartProps, DataRecordValue } from '../../contract.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { TTestGroup } from '../_ttest/paired-ttest.ts';
import type { PairedTtestFormData } from './form-data.ts';

/** The legacy time bucket column of a `is_timeseries` query. */
const TIMESTAMP = '__timestamp';

/** One metric's groups, each a time series aligned on the same buckets. */
export interface TTestMetricTable {
  metric: string;
  groups: TTestGroup[];
}

/** Props of PairedTtestChart. */
export interface PairedTtestChartProps {
  width: number;
  height: number;
  groupby: string[];
  tables: TTestMetricTable[];
  alpha: number;
  pValuePrecision: number;
  liftPrecision: number;
}

const compareDims = (a: readonly DataRecordValue[], b: readonly DataRecordValue[]) => {
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] === b[i]) continue;
    if (a[i] === null) return -1;
    if (b[i] === null) return 1;
    return String(a[i]) < String(b[i]) ? -1 : 1;
  }
  return 0;
};

/**
 * Rows of the time-series query -> per metric, one series per group over every time bucket (gaps as
 * null), groups sorted by their dimension values as the legacy pivot did.
 */
export function transformPairedTtestProps(
  chartProps: ChartProps<PairedTtestFormData>,
): PairedTtestChartProps {
  const { formData: fd, queriesData, width, height } = chartProps;
  const result = queriesData[0];
  const data = result?.data ?? [];
  const groupby = fd.groupby.map(getColumnLabel);
  const timeColumn = result?.colnames.includes(TIMESTAMP)
    ? TIMESTAMP
    : result?.colnames.find((_, i) => result.coltypes[i] === GenericDataType.TEMPORAL);
  const times = [...new Set(data.map((row) => Number(row[timeColumn ?? TIMESTAMP])))].sort(
    (a, b) => a - b,
  );
  const timeIndex = new Map(times.map((t, i) => [t, i]));
  const groups = new Map<string, DataRecordValue[]>();
  for (const row of data) {
    const dims = groupby.map((c) => row[c] ?? null);
    groups.set(JSON.stringify(dims), dims);
  }
  const ordered = [...groups.entries()].sort(([, a], [, b]) => compareDims(a, b));
  const position = new Map(ordered.map(([key], i) => [key, i]));
  const tables = fd.metrics.map(getMetricLabel).map((metric) => {
    const series: TTestGroup[] = ordered.map(([, dims]) => ({
      dims,
      values: times.map(() => null),
    }));
    for (const row of data) {
      const value = row[metric];
      const group = series[position.get(JSON.stringify(groupby.map((c) => row[c] ?? null))) ?? -1];
      const at = timeIndex.get(Number(row[timeColumn ?? TIMESTAMP]));
      if (group && at !== undefined) group.values[at] = typeof value === 'number' ? value : null;
    }
    return { metric, groups: series };
  });
  return {
    width,
    height,
    groupby,
    tables,
    alpha: fd.significance_level,
    pValuePrecision: fd.pvalue_precision,
    liftPrecision: fd.liftvalue_precision,
  };
}
