import { PostProcessingError } from './errors.ts';
import { toNumber } from './values.ts';

/** numpy quantile methods accepted by `percentile`/`nanpercentile` and rolling `quantile`. */
export const QUANTILE_METHODS = ['linear', 'lower', 'higher', 'midpoint', 'nearest'] as const;
/** A numpy quantile method. */
export type QuantileMethod = (typeof QUANTILE_METHODS)[number];

/** numpy `_lerp`: a + t(b - a), computed from b when t >= 0.5 as numpy does. */
export function lerp(a: number, b: number, t: number): number {
  const diff = b - a;
  return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
}

/** numpy quantile of ascending-sorted values at fraction `q` in [0, 1]; null when empty. */
export function sortedQuantile(
  sorted: readonly number[],
  q: number,
  method: QuantileMethod = 'linear',
): number | null {
  const n = sorted.length;
  if (n === 0) return null;
  const virtual = (n - 1) * q;
  const lo = Math.floor(virtual);
  const hi = Math.min(lo + 1, n - 1);
  const gamma = virtual - lo;
  switch (method) {
    case 'lower':
      return sorted[lo];
    case 'higher':
      return sorted[gamma > 0 ? hi : lo];
    case 'nearest': {
      const i = Math.abs(virtual % 1) === 0.5 ? 2 * Math.round(virtual / 2) : Math.round(virtual);
      return sorted[Math.min(i, n - 1)];
    }
    case 'midpoint':
      return gamma > 0 ? lerp(sorted[lo], sorted[hi], 0.5) : sorted[lo];
    default:
      return gamma > 0 ? lerp(sorted[lo], sorted[hi], gamma) : sorted[lo];
  }
}

/** The non-null numbers among `values`, ascending. */
export function sortedNumbers(values: readonly unknown[]): number[] {
  const out: number[] = [];
  for (const v of values) {
    const x = toNumber(v);
    if (x !== null) out.push(x);
  }
  return out.sort((a, b) => a - b);
}

/** Median of non-null values (pandas groupby median); null when there are none. */
export function nanMedian(values: readonly unknown[]): number | null {
  const s = sortedNumbers(values);
  if (s.length === 0) return null;
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Mean of non-null values; null when there are none. */
export function nanMean(values: readonly unknown[]): number | null {
  let sum = 0;
  let n = 0;
  for (const v of values) {
    const x = toNumber(v);
    if (x !== null) {
      sum += x;
      n += 1;
    }
  }
  return n === 0 ? null : sum / n;
}

type Reducer = (values: readonly unknown[], options: Record<string, unknown>) => unknown;

const numbers = (values: readonly unknown[]): (number | null)[] => values.map(toNumber);
const present = (values: readonly unknown[]): number[] =>
  numbers(values).filter((x): x is number => x !== null);
const hasNull = (values: readonly unknown[]): boolean => values.some((v) => toNumber(v) === null);

/** Sum, mean, min and max of the non-null numbers in one pass (Series methods skip nulls). */
function fold(values: readonly unknown[], op: 'sum' | 'mean' | 'min' | 'max'): number | null {
  let acc = op === 'sum' || op === 'mean' ? 0 : NaN;
  let n = 0;
  for (const v of values) {
    const x = toNumber(v);
    if (x === null) continue;
    n += 1;
    if (op === 'sum' || op === 'mean') acc += x;
    else if (n === 1 || (op === 'min' ? x < acc : x > acc)) acc = x;
  }
  if (op === 'sum') return acc;
  if (n === 0) return null;
  return op === 'mean' ? acc / n : acc;
}

function sum(xs: readonly number[]): number {
  let total = 0;
  for (const x of xs) total += x;
  return total;
}

function variance(xs: readonly number[], ddof: number): number | null {
  const n = xs.length;
  if (n - ddof <= 0) return null;
  const mean = sum(xs) / n;
  let ss = 0;
  for (const x of xs) ss += (x - mean) * (x - mean);
  return ss / (n - ddof);
}

function argExtreme(values: readonly unknown[], sign: 1 | -1): number {
  let best: number | null = null;
  let at = -1;
  numbers(values).forEach((x, i) => {
    if (x !== null && (best === null || sign * (x - best) > 0)) {
      best = x;
      at = i;
    }
  });
  return at;
}

function percentile(
  values: readonly unknown[],
  options: Record<string, unknown>,
  skipNull: boolean,
): number | null {
  const q = options.q;
  if (typeof q !== 'number')
    throw new PostProcessingError(`Invalid options for percentile: ${JSON.stringify(options)}`);
  if (q < 0 || q > 100) throw new PostProcessingError('Percentiles must be in the range [0, 100]');
  if (!skipNull && hasNull(values)) return null;
  const method = options.method ?? options.interpolation ?? 'linear';
  if (!(QUANTILE_METHODS as readonly unknown[]).includes(method))
    throw new PostProcessingError(`Invalid options for percentile: ${JSON.stringify(options)}`);
  return sortedQuantile(sortedNumbers(values), q / 100, method as QuantileMethod);
}

function cumulativeSingle(values: readonly unknown[]): unknown {
  if (values.length !== 1) throw new PostProcessingError('Must produce aggregated value');
  return toNumber(values[0]);
}

/**
 * The numpy functions Superset allows as aggregate operators, applied to one group's cells.
 * Functions numpy dispatches to pandas Series methods (sum, mean, min, max, prod, std, var,
 * argmin, argmax) skip nulls; median, average and percentile propagate them; `nan*` skip them.
 * `count` is `np.ma.count`, which counts null cells too. `std`/`var` are population (ddof=0).
 */
export const NUMPY_FUNCTIONS: Record<string, Reducer> = {
  average: (v) => (hasNull(v) ? null : nanMean(v)),
  argmin: (v) => argExtreme(v, -1),
  argmax: (v) => argExtreme(v, 1),
  count: (v) => v.length,
  count_nonzero: (v) => present(v).filter((x) => x !== 0).length,
  cumsum: cumulativeSingle,
  cumprod: cumulativeSingle,
  max: (v) => fold(v, 'max'),
  mean: (v) => fold(v, 'mean'),
  median: (v) => (hasNull(v) ? null : nanMedian(v)),
  nansum: (v) => fold(v, 'sum'),
  nanmin: (v) => fold(v, 'min'),
  nanmax: (v) => fold(v, 'max'),
  nanmean: (v) => nanMean(v),
  nanmedian: (v) => nanMedian(v),
  nanpercentile: (v, o) => percentile(v, o, true),
  min: (v) => fold(v, 'min'),
  percentile: (v, o) => percentile(v, o, false),
  prod: (v) => present(v).reduce((a, b) => a * b, 1),
  product: (v) => present(v).reduce((a, b) => a * b, 1),
  std: (v, o) => {
    const r = variance(present(v), typeof o.ddof === 'number' ? o.ddof : 0);
    return r === null ? null : Math.sqrt(r);
  },
  sum: (v) => fold(v, 'sum'),
  var: (v, o) => variance(present(v), typeof o.ddof === 'number' ? o.ddof : 0),
};

const ALLOWED_OPTIONS: Record<string, readonly string[]> = {
  percentile: ['q', 'method', 'interpolation'],
  nanpercentile: ['q', 'method', 'interpolation'],
  std: ['ddof'],
  var: ['ddof'],
};

/** One aggregate of an `aggregate`/`pivot` step, resolved to its source column and reducer. */
export interface AggregateFunction {
  name: string;
  column: string;
  reduce: (values: readonly unknown[]) => unknown;
}

/** An `aggregates` option entry. */
export interface AggregateSpec {
  operator?: string;
  column?: string;
  options?: Record<string, unknown>;
}

/**
 * Superset `_get_aggregate_funcs`: checks the referenced column, the operator and its options.
 * `hasColumn` decides whether a source column exists.
 */
export function aggregateFunctions(
  aggregates: Record<string, AggregateSpec>,
  hasColumn: (c: string) => boolean,
): AggregateFunction[] {
  return Object.entries(aggregates).map(([name, spec]) => {
    const column = spec.column ?? name;
    if (!hasColumn(column))
      throw new PostProcessingError(`Column referenced by aggregate is undefined: ${column}`);
    if (spec.operator === undefined)
      throw new PostProcessingError(`Operator undefined for aggregator: ${name}`);
    const fn = Object.hasOwn(NUMPY_FUNCTIONS, spec.operator)
      ? NUMPY_FUNCTIONS[spec.operator]
      : undefined;
    if (!fn) throw new PostProcessingError(`Invalid numpy function: ${spec.operator}`);
    const options = spec.options ?? {};
    const allowed = ALLOWED_OPTIONS[spec.operator] ?? [];
    if (Object.keys(options).some((k) => !allowed.includes(k))) {
      throw new PostProcessingError(
        `Invalid options for ${spec.operator}: ${JSON.stringify(options)}`,
      );
    }
    if (allowed.includes('q')) percentile([], options, true);
    return { name, column, reduce: (values) => fn(values, options) };
  });
}
