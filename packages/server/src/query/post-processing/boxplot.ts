import { z } from 'zod';
import { parseOptions, PostProcessingError } from './errors.ts';
import { assertColumns, resolveColumn, type Frame, type Row } from './frame.ts';
import { groupRows } from './group.ts';
import { nanMean, nanMedian, sortedQuantile } from './stats.ts';
import { coerceNumber, isNumericColumn, toNumber } from './values.ts';

/** Options of `boxplot`. */
export const boxplotOptionsSchema = z.object({
  groupby: z.array(z.string()).nullish(),
  metrics: z.array(z.string()),
  whisker_type: z.enum(['tukey', 'min/max', 'percentile']),
  percentiles: z.array(z.unknown()).nullish(),
});
/** Options of `boxplot` as written in a step (defaults optional). */
export type BoxplotOptions = z.input<typeof boxplotOptionsSchema>;

/** Statistics in output order; each becomes `<metric>__<statistic>`. */
export const BOXPLOT_STATISTICS = [
  'mean',
  'median',
  'max',
  'min',
  'q1',
  'q3',
  'count',
  'outliers',
] as const;

type Whiskers = (sorted: readonly number[]) => [low: number | null, high: number | null];

function whiskersFor(type: string, percentiles: readonly unknown[] | null | undefined): Whiskers {
  const q = (
    sorted: readonly number[],
    p: number,
    method: 'linear' | 'midpoint' = 'linear',
  ): number | null => sortedQuantile(sorted, p / 100, method);
  if (type === 'tukey') {
    return (sorted) => {
      const q1 = q(sorted, 25, 'midpoint');
      const q3 = q(sorted, 75, 'midpoint');
      if (q1 === null || q3 === null) return [null, null];
      const high = q3 + 1.5 * (q3 - q1);
      const low = q1 - 1.5 * (q3 - q1);
      const inHigh = sorted.filter((v) => v <= high);
      const inLow = sorted.filter((v) => v >= low);
      return [inLow.length ? inLow[0] : null, inHigh.length ? inHigh[inHigh.length - 1] : null];
    };
  }
  if (type === 'percentile') {
    const valid =
      Array.isArray(percentiles) &&
      percentiles.length === 2 &&
      percentiles.every((p) => typeof p === 'number') &&
      (percentiles[0] as number) < (percentiles[1] as number);
    if (!valid) {
      throw new PostProcessingError(
        'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
      );
    }
    const [low, high] = percentiles as [number, number];
    return (sorted) => [q(sorted, low), q(sorted, high)];
  }
  return (sorted) => (sorted.length ? [sorted[0], sorted[sorted.length - 1]] : [null, null]);
}

/**
 * Box statistics per group and metric: `<m>__mean, __median, __max, __min, __q1, __q3,
 * __count, __outliers` (max/min are the whiskers; outliers are the values above the high
 * whisker then those below the low one, in row order). Quartiles use midpoint interpolation
 * and ignore nulls; `count` counts every row of the group, as `np.ma.count` does.
 */
export function boxplot(frame: Frame, options: BoxplotOptions): Frame {
  const o = parseOptions(boxplotOptionsSchema, options, 'boxplot');
  const groupby = o.groupby ?? [];
  assertColumns(frame, groupby);
  assertColumns(frame, o.metrics);
  const whiskers = whiskersFor(o.whisker_type, o.percentiles);
  const metricValues = o.metrics.map((metric) => {
    const key = resolveColumn(frame, metric);
    const cells = frame.rows.map((row) => row[key]);
    return isNumericColumn(cells) ? cells.map(toNumber) : cells.map(coerceNumber);
  });
  const groups =
    groupby.length > 0
      ? groupRows(
          frame,
          groupby.map((g) => resolveColumn(frame, g)),
        )
      : [{ values: [], rows: frame.rows.map((_, i) => i) }];
  const columns = [
    ...groupby,
    ...BOXPLOT_STATISTICS.flatMap((stat) => o.metrics.map((m) => `${m}__${stat}`)),
  ];
  const rows = groups.map((group) => {
    const row: Row = {};
    groupby.forEach((label, i) => (row[label] = group.values[i]));
    o.metrics.forEach((metric, m) => {
      const values = group.rows.map((r) => metricValues[m][r]);
      const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
      const [low, high] = whiskers(sorted);
      const stats: Record<(typeof BOXPLOT_STATISTICS)[number], unknown> = {
        mean: nanMean(values),
        median: nanMedian(values),
        max: high,
        min: low,
        q1: sortedQuantile(sorted, 0.25, 'midpoint'),
        q3: sortedQuantile(sorted, 0.75, 'midpoint'),
        count: values.length,
        outliers: [
          ...values.filter((v): v is number => v !== null && high !== null && v > high),
          ...values.filter((v): v is number => v !== null && low !== null && v < low),
        ],
      };
      for (const stat of BOXPLOT_STATISTICS) row[`${metric}__${stat}`] = stats[stat];
    });
    return row;
  });
  return { columns, rows };
}
