// Legacy advanced analytics (LAA, docs/chart-types.md §3.8) as server post-processing, for the legacy
// charts that otherwise keep their own long-row query and reshape client-side (rose, partition).
// Server-safe (reached from build-query). The steps follow the legacy `process_data` order:
// pivot, resample, rolling / cumsum, contribution, then the time-shift comparison, then flatten.
import type { DataRecord } from '../../query/data-record.ts';
import { ensureArray, getMetricLabel } from '../../query/labels.ts';
import { contributionOperator } from '../../query/operators/contribution-operator.ts';
import { resampleOperator } from '../../query/operators/resample-operator.ts';
import { rollingWindowOperator } from '../../query/operators/rolling-window-operator.ts';
import { timeCompareOperator } from '../../query/operators/time-compare-operator.ts';
import {
  getMetricOffsetsMap,
  isTimeComparison,
  TIME_COMPARISON_SEPARATOR,
} from '../../query/operators/time-comparison.ts';
import type { PostProcessingRule, QueryFormData, QueryObject } from '../../query/types.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
import { toTimeOffset } from './legacy-timeseries.ts';

const ROLLING_TYPES: readonly unknown[] = ['mean', 'sum', 'std', 'cumsum'];

/** True when the LAA controls ask for any step: a rolling function, a time shift, or a resample rule with a method. */
export function hasLegacyAnalytics(formData: QueryFormData): boolean {
  const isRolling = ROLLING_TYPES.includes(formData.rolling_type);
  const isShifting =
    ensureArray(formData.time_compare as string | string[] | null | undefined).length > 0;
  return isRolling || isShifting || Boolean(formData.resample_rule && formData.resample_method);
}

/**
 * The LAA keys spelled the way the shared operators read them: `None` -> no rolling, `1 year` ->
 * `1 year ago`, `absolute` -> `difference`, `contribution` -> row contribution.
 */
export function toModernAnalytics(formData: QueryFormData): QueryFormData {
  return {
    ...formData,
    rolling_type: formData.rolling_type === 'None' ? null : formData.rolling_type,
    time_compare: ensureArray(formData.time_compare as string | string[] | null | undefined).map(
      toTimeOffset,
    ),
    comparison_type:
      formData.comparison_type === 'absolute'
        ? 'difference'
        : (formData.comparison_type ?? 'values'),
    contributionMode: formData.contribution === true ? 'row' : null,
  };
}

/** How the pivot fills its cells: `mean` places each value (missing stays missing), `sum` adds deeper rows up and fills 0. */
export type LegacyPivotAggregate = 'mean' | 'sum';

/**
 * The LAA steps for a query whose rows are `__timestamp` × `columns` × metrics: pivot by time and
 * `columns` (with the `<metric>__<offset>` columns during a time shift), resample, rolling or cum,
 * row contribution (each time shift on its own), compare with the shifted values when the
 * comparison type is not `values` (originals dropped), flatten. `withTimeShifts: false` ignores
 * time_compare (the partition's legacy payload has no shifted series).
 */
export function legacyAnalyticsSteps(
  formData: QueryFormData,
  queryObject: QueryObject,
  options: { columns: string[]; aggregate: LegacyPivotAggregate; withTimeShifts: boolean },
): PostProcessingRule[] {
  const modern = toModernAnalytics(
    options.withTimeShifts ? formData : { ...formData, time_compare: [] },
  );
  const isComparing = isTimeComparison(modern, queryObject);
  const offsets = isComparing ? ensureArray(modern.time_compare as string[]) : [];
  const metricLabels = ensureArray(queryObject.metrics).map(getMetricLabel);
  const pivoted = isComparing
    ? [
        ...new Set([
          ...getMetricOffsetsMap(modern, queryObject).values(),
          ...getMetricOffsetsMap(modern, queryObject).keys(),
        ]),
      ]
    : metricLabels;
  const pivot: PostProcessingRule = {
    operation: 'pivot',
    options: {
      index: [DTTM_ALIAS],
      columns: options.columns,
      aggregates: Object.fromEntries(
        pivoted.map((label) => [label, { operator: options.aggregate }]),
      ),
      drop_missing_columns: false,
      ...(options.aggregate === 'sum' ? { metric_fill_value: 0 } : {}),
    },
  };
  const steps = [
    pivot,
    resampleOperator(modern, queryObject),
    rollingWindowOperator(modern, queryObject),
    contributionOperator(modern, queryObject, offsets),
    timeCompareOperator(modern, queryObject),
    { operation: 'flatten' },
  ];
  return steps.filter((step): step is PostProcessingRule => step !== undefined);
}

/** One flattened column of an LAA result: its metric, its group values and its legacy time shift (null when not shifted). */
export interface LegacySeriesColumn {
  column: string;
  metric: string;
  groups: string[];
  shift: string | null;
}

/**
 * The non-time columns of a flattened LAA result, read back into metric, group values and time
 * shift from `label_map` (else the name split on ", "). Level 0 is the metric, `<metric>__<offset>`
 * or, after a comparison, `<type>__<metric>__<metric>__<offset>`.
 */
export function readLegacyColumns(
  colnames: readonly string[],
  labelMap: Record<string, string[]> | undefined,
  formData: Record<string, unknown>,
  metrics: readonly string[],
): LegacySeriesColumn[] {
  const comparisonType =
    formData.comparison_type === 'absolute' ? 'difference' : (formData.comparison_type ?? 'values');
  const shifts = ensureArray(formData.time_compare as string | string[] | null | undefined);
  const level0 = new Map<string, { metric: string; shift: string | null }>(
    metrics.map((metric) => [metric, { metric, shift: null }]),
  );
  for (const metric of metrics) {
    for (const shift of shifts) {
      const shifted = `${metric}${TIME_COMPARISON_SEPARATOR}${toTimeOffset(shift)}`;
      level0.set(shifted, { metric, shift });
      level0.set([comparisonType, metric, shifted].join(TIME_COMPARISON_SEPARATOR), {
        metric,
        shift,
      });
    }
  }
  return colnames.flatMap((column) => {
    if (column === DTTM_ALIAS) return [];
    const [first = '', ...groups] = labelMap?.[column] ?? column.split(', ');
    const known = level0.get(first);
    return known ? [{ column, ...known, groups }] : [];
  });
}

/**
 * The legacy series name of a column: the group values with one metric, the metric alone without
 * groupby, else the metric and the group values; a shifted series adds `<shift> offset`.
 */
export function legacySeriesName(
  column: LegacySeriesColumn,
  metricCount: number,
  hasGroupby: boolean,
): string {
  const base = !hasGroupby
    ? [column.metric]
    : metricCount > 1
      ? [column.metric, ...column.groups]
      : column.groups;
  return [...base, ...(column.shift === null ? [] : [`${column.shift} offset`])].join(', ');
}

/** Numeric cell of a pivoted row: null, NaN and non-numbers count as missing. */
export function cellValue(row: DataRecord, column: string): number | null {
  const value = row[column];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
