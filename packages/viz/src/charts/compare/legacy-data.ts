import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
import {
  wideRowsToNvd3,
  type LegacyQueryResult,
  type Nvd3Series,
  type WideColumn,
} from '../_nvd3/legacy-data.ts';
import { toTimeOffset } from '../_nvd3/legacy-timeseries.ts';
import { compareFormDataSchema } from './form-data.ts';

/**
 * The flattened columns of the time-series family's result read back into metric, groups and time
 * shift. Its `rename` step drops the metric from the name with one metric and a groupby, and names a
 * shifted column by its offset (`1 year ago`, or `<metric>, 1 year ago` with several metrics).
 */
export function readCompareColumns(
  result: LegacyQueryResult,
  metrics: readonly string[],
  hasGroupby: boolean,
  shifts: readonly string[],
): WideColumn[] {
  const shiftOf = new Map(shifts.map((shift) => [toTimeOffset(shift), shift]));
  return result.colnames.flatMap((column): WideColumn[] => {
    if (column === DTTM_ALIAS) return [];
    const parts = result.label_map?.[column] ?? column.split(', ');
    const [first = '', second] = parts;
    // Several metrics: a shifted column's first level is renamed `<metric>, <offset>`.
    const renamed = metrics
      .flatMap((metric) =>
        [...shiftOf].map(([offset, shift]) => ({ metric, shift, name: `${metric}, ${offset}` })),
      )
      .find((r) => r.name === first);
    if (renamed)
      return [{ column, metric: renamed.metric, groups: parts.slice(1), shift: renamed.shift }];
    if (shiftOf.has(first))
      return [
        { column, metric: metrics[0], groups: parts.slice(1), shift: shiftOf.get(first) ?? null },
      ];
    if (metrics.includes(first)) {
      const shift = second !== undefined ? shiftOf.get(second) : undefined;
      return [
        {
          column,
          metric: first,
          groups: parts.slice(shift === undefined ? 1 : 2),
          shift: shift ?? null,
        },
      ];
    }
    return metrics.length === 1 && hasGroupby
      ? [{ column, metric: metrics[0], groups: parts, shift: null }]
      : [];
  });
}

/**
 * The legacy `data` of `compare` (NVD3CompareTimeSeriesViz): `[{key, values: [{x: epoch ms, y}]}]`
 * sorted by key, the raw values (nvd3 re-bases them in the browser); time-shift series add an
 * `<shift> offset` key part and `classed: time-shift-<i>`.
 */
export function compareLegacyData(
  formData: Record<string, unknown>,
  results: readonly LegacyQueryResult[],
): Nvd3Series[] {
  const fd = compareFormDataSchema.parse(formData);
  const result = results[0];
  if (!result) return [];
  const metrics = fd.metrics.map(getMetricLabel);
  const columns = readCompareColumns(
    result,
    metrics,
    fd.groupby.map(getColumnLabel).length > 0,
    fd.time_compare,
  );
  return wideRowsToNvd3(result.data, columns, metrics.length, fd.time_compare);
}
