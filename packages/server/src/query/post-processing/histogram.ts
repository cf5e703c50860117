import { z } from 'zod';
import { parseOptions, PostProcessingError } from './errors.ts';
import { assertColumns, columnValues, resolveColumn, type Frame, type Row } from './frame.ts';
import { groupRows } from './group.ts';
import { coerceNumber, isNull, isNumericColumn, pyFloatRepr } from './values.ts';

/** Options of `histogram`. */
export const histogramOptionsSchema = z.object({
  column: z.string(),
  groupby: z.array(z.string()).nullish(),
  bins: z.number().int().min(1).default(5),
  cumulative: z.boolean().default(false),
  normalize: z.boolean().default(false),
});
/** Options of `histogram` as written in a step (defaults optional). */
export type HistogramOptions = z.input<typeof histogramOptionsSchema>;

/** `np.histogram_bin_edges(values, bins)`: equal-width edges over [min, max] (±0.5 when equal). */
export function binEdges(values: readonly number[], bins: number): number[] {
  let lo = values.length ? Infinity : 0;
  let hi = values.length ? -Infinity : 1;
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (!Number.isFinite(lo) || !Number.isFinite(hi))
    throw new PostProcessingError(`autodetected range of [${lo}, ${hi}] is not finite`);
  if (lo === hi) {
    lo -= 0.5;
    hi += 0.5;
  }
  const step = (hi - lo) / bins;
  const edges = Array.from({ length: bins + 1 }, (_, i) => i * step + lo);
  edges[bins] = hi;
  return edges;
}

/** Bin of `v` ([lo, hi), the last bin closed), or -1 outside the edges. */
function binOf(edges: readonly number[], v: number): number {
  const last = edges.length - 1;
  if (!(v >= edges[0] && v <= edges[last])) return -1;
  if (v === edges[last]) return last - 1;
  let lo = 0;
  let hi = last;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (edges[mid] <= v) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * Counts `column`'s values in `bins` equal-width bins over the whole column, one row per
 * `groupby` group (or one row): groupby columns then one column per bin named `"<lo> - <hi>"`
 * (Python float repr). A column holding non-numbers is coerced and then may hold no null.
 */
export function histogram(frame: Frame, options: HistogramOptions): Frame {
  const o = parseOptions(histogramOptionsSchema, options, 'histogram');
  const groupby = o.groupby ?? [];
  assertColumns(frame, [o.column, ...groupby]);
  const key = resolveColumn(frame, o.column);
  const raw = columnValues(frame, key);
  // A numeric column (pandas numeric dtype) may hold nulls, which np.histogram ignores; an
  // object column is coerced and must then be entirely numeric.
  const values = raw.map(coerceNumber);
  if (!isNumericColumn(raw) && values.some(isNull)) {
    throw new PostProcessingError(`Column '${o.column}' contains non-numeric values`);
  }
  const edges = binEdges(
    values.filter((v): v is number => v !== null),
    o.bins,
  );
  const labels = edges
    .slice(0, -1)
    .map((lo, i) => `${pyFloatRepr(lo)} - ${pyFloatRepr(edges[i + 1])}`);
  const count = (rows: readonly number[]): number[] => {
    const counts = labels.map(() => 0);
    for (const r of rows) {
      const bin = values[r] === null ? -1 : binOf(edges, values[r]!);
      if (bin >= 0) counts[bin] += 1;
    }
    if (o.cumulative) for (let i = 1; i < counts.length; i += 1) counts[i] += counts[i - 1];
    return counts;
  };
  const groupKeys = groupby.map((label) => resolveColumn(frame, label));
  const groups =
    groupby.length > 0 ? groupRows(frame, groupKeys) : [{ values: [], rows: raw.map((_, i) => i) }];
  const counted = groups.map((g) => ({
    values: g.values,
    counts: count(g.rows) as (number | null)[],
  }));
  if (o.normalize) {
    const total = counted.reduce(
      (acc, g) => acc + g.counts.reduce<number>((a, c) => a + (c ?? 0), 0),
      0,
    );
    for (const g of counted) g.counts = g.counts.map((c) => (total === 0 ? null : c! / total));
  }
  const rows = counted.map((g) => {
    const row: Row = {};
    groupby.forEach((label, i) => (row[label] = g.values[i]));
    labels.forEach((label, i) => (row[label] = g.counts[i]));
    return row;
  });
  return { columns: [...groupby, ...labels], rows };
}
