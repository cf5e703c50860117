import { z } from 'zod';
import { parseOptions, PostProcessingError } from './errors.ts';
import { type Frame, type Row } from './frame.ts';
import { resampleGrid } from './resample-rule.ts';
import { nanMean, nanMedian } from './stats.ts';
import { isNull, toNumber } from './values.ts';

/** Resample methods Superset allows. */
export const RESAMPLE_METHODS = [
  'asfreq',
  'bfill',
  'ffill',
  'linear',
  'median',
  'mean',
  'sum',
] as const;

/** Options of `resample`. */
export const resampleOptionsSchema = z.object({
  rule: z.string(),
  method: z.string(),
  fill_value: z.union([z.number(), z.string()]).nullish(),
});
/** Options of `resample` as written in a step (defaults optional). */
export type ResampleOptions = z.input<typeof resampleOptionsSchema>;

const DAY = 86_400_000;

/**
 * Re-buckets a frame with a datetime row index onto the rule's regular grid. `asfreq` keeps
 * exact matches (then fills every null with `fill_value` when given), `ffill`/`bfill` take the
 * row at or before/after each grid point, `linear` interpolates by position, `sum`/`mean`/
 * `median` aggregate the rows of each bin (an empty bin sums to 0).
 */
export function resample(frame: Frame, options: ResampleOptions): Frame {
  const o = parseOptions(resampleOptionsSchema, options, 'resample');
  const index = frame.index ?? [];
  const name = index[0];
  const isDatetime =
    index.length === 1 && frame.rows.every((row) => row[name] instanceof Date || isNull(row[name]));
  if (!isDatetime) throw new PostProcessingError('Resample operation requires DatetimeIndex');
  if (!(RESAMPLE_METHODS as readonly string[]).includes(o.method)) {
    throw new PostProcessingError(`Resample method should be in ${RESAMPLE_METHODS.join(', ')}.`);
  }
  const source = frame.rows
    .filter((row) => row[name] instanceof Date)
    .map((row) => ({ t: (row[name] as Date).getTime(), row }))
    .sort((a, b) => a.t - b.t);
  if (source.length === 0) return frame;
  const grid = resampleGrid(o.rule, source[0].t, source[source.length - 1].t);
  const method = o.method;
  let rows: Row[];
  if (method === 'sum' || method === 'mean' || method === 'median') {
    rows = downsample(frame, source, grid.edges, grid.closedRight, method);
  } else {
    for (let i = 1; i < source.length; i += 1) {
      if (source[i].t === source[i - 1].t)
        throw new PostProcessingError('cannot reindex on an axis with duplicate labels');
    }
    const points = grid.closedRight ? grid.edges.slice(1) : grid.edges.slice(0, -1);
    rows =
      method === 'linear'
        ? interpolate(frame, source, points)
        : upsample(frame, source, points, method);
    if (method === 'asfreq' && !isNull(o.fill_value)) {
      rows = rows.map((row) => {
        const out: Row = { ...row };
        for (const key of frame.columns) if (isNull(out[key])) out[key] = o.fill_value;
        return out;
      });
    }
  }
  rows = rows.map((row) => ({ [name]: row[name], ...row }));
  return { ...frame, rows };
}

interface Point {
  t: number;
  row: Row;
}

function blankRow(frame: Frame, name: string, t: number): Row {
  const row: Row = { [name]: new Date(t) };
  for (const key of frame.columns) row[key] = null;
  return row;
}

function upsample(frame: Frame, source: Point[], points: number[], method: string): Row[] {
  const name = frame.index![0];
  let j = 0;
  return points.map((t) => {
    while (j < source.length && source[j].t < t) j += 1;
    let match: Point | undefined;
    if (method === 'asfreq') match = j < source.length && source[j].t === t ? source[j] : undefined;
    else if (method === 'bfill') match = source[j];
    else match = j < source.length && source[j].t === t ? source[j] : source[j - 1];
    return match ? { ...match.row, [name]: new Date(t) } : blankRow(frame, name, t);
  });
}

/** Linear interpolation by position over the grid merged with the original timestamps. */
function interpolate(frame: Frame, source: Point[], points: number[]): Row[] {
  const name = frame.index![0];
  const bySource = new Map(source.map((p) => [p.t, p.row]));
  const times = [...new Set([...points, ...source.map((p) => p.t)])].sort((a, b) => a - b);
  const merged = times.map((t) => bySource.get(t) ?? blankRow(frame, name, t));
  const filled = merged.map((row) => ({ ...row }));
  for (const key of frame.columns) {
    const values = merged.map((row) => toNumber(row[key]));
    let previous = -1;
    values.forEach((v, i) => {
      if (v === null) return;
      // np.interp: slope * (x - x0) + y0.
      const slope = previous >= 0 ? (v - values[previous]!) / (i - previous) : 0;
      for (let k = previous + 1; k < i && previous >= 0; k += 1)
        filled[k][key] = slope * (k - previous) + values[previous]!;
      previous = i;
    });
    for (let k = previous + 1; previous >= 0 && k < values.length; k += 1)
      filled[k][key] = values[previous];
  }
  const wanted = new Set(points);
  return filled
    .filter((_, i) => wanted.has(times[i]))
    .map((row, i) => ({ ...row, [name]: new Date(points[i]) }));
}

function downsample(
  frame: Frame,
  source: Point[],
  edges: number[],
  closedRight: boolean,
  method: string,
): Row[] {
  const name = frame.index![0];
  // Right-closed calendar bins span their whole last day (pandas `_adjust_bin_edges`).
  const bounds = closedRight ? edges.map((e) => e + DAY - 1) : edges;
  const rows: Row[] = [];
  let j = 0;
  for (let b = 1; b < edges.length; b += 1) {
    const members: Row[] = [];
    while (j < source.length && (closedRight ? source[j].t <= bounds[b] : source[j].t < bounds[b]))
      members.push(source[j++].row);
    const row: Row = { [name]: new Date(closedRight ? edges[b] : edges[b - 1]) };
    for (const key of frame.columns) {
      const values = members.map((m) => m[key]);
      if (method === 'sum')
        row[key] = values.reduce<number>((acc, v) => acc + (toNumber(v) ?? 0), 0);
      else row[key] = method === 'mean' ? nanMean(values) : nanMedian(values);
    }
    rows.push(row);
  }
  return rows;
}
