import type { ChartProps, DataRecord } from '../../contract.ts';
import { DTTM_ALIAS, getXAxisLabel } from '../../query/x-axis.ts';
import { withoutDrills } from '../_nvd3/legacy-controls.ts';
import { toTimeseriesFormData } from '../_nvd3/legacy-timeseries.ts';
import { toNumber } from '../_timeseries/series.ts';
import {
  transformTimeseriesProps,
  type TimeseriesChartProps,
} from '../_timeseries/transform-props.ts';
import type { CompareFormData } from './form-data.ts';

// nvd3 disables a line whose index value is (nearly) zero rather than dividing by it.
const MIN_INDEX_VALUE = 0.00001;

/**
 * Each series as its change relative to its index point, `(value - index) / index`. The index
 * point is the series' first non-null value (nvd3 starts at the first point and hides series
 * that are missing there; the draggable index is not offered).
 */
export function rebaseToIndex(rows: readonly DataRecord[], names: readonly string[]): DataRecord[] {
  const index = new Map(
    names.map((name) => [
      name,
      rows.map((row) => toNumber(row[name])).find((v) => v !== null) ?? null,
    ]),
  );
  return rows.map((row) => {
    const rebased: DataRecord = { ...row };
    for (const name of names) {
      const base = index.get(name) ?? null;
      const value = toNumber(row[name]);
      rebased[name] =
        base === null || Math.abs(base) < MIN_INDEX_VALUE || value === null
          ? null
          : (value - base) / base;
    }
    return rebased;
  });
}

/** The legacy query's rows re-based to percent change, drawn as lines with a percent y-axis. */
export function transformCompareProps(
  chartProps: ChartProps<CompareFormData>,
): TimeseriesChartProps {
  const formData = toTimeseriesFormData(chartProps.formData, { y_axis_format: ',.1%' });
  const result = chartProps.queriesData[0];
  const xLabel = getXAxisLabel(formData) ?? DTTM_ALIAS;
  const rebased = result
    ? [
        {
          ...result,
          data: rebaseToIndex(
            result.data,
            result.colnames.filter((c) => c !== xLabel),
          ),
        },
      ]
    : [];
  return withoutDrills(
    transformTimeseriesProps({ ...chartProps, formData, queriesData: rebased }, { type: 'line' }),
  );
}
