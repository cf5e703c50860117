import { z } from 'zod';
import { parseOptions, PostProcessingError } from './errors.ts';
import { appendColumns, assertColumns, columnValues, keysForLabels, type Frame } from './frame.ts';
import { rollQuantile, type Interpolation } from './rolling-order.ts';
import {
  rollCount,
  rollExtreme,
  rollMoment,
  rollSumMean,
  rollVar,
  windowBounds,
  type Bounds,
} from './rolling-window.ts';
import { toNumber } from './values.ts';

/** Rolling aggregations Superset allows. */
export const ROLLING_TYPES = [
  'count',
  'corr',
  'cov',
  'kurt',
  'max',
  'mean',
  'median',
  'min',
  'std',
  'skew',
  'sum',
  'var',
  'quantile',
] as const;
type RollingType = (typeof ROLLING_TYPES)[number];

/** Options of `rolling`. */
export const rollingOptionsSchema = z.object({
  rolling_type: z.string(),
  columns: z.record(z.string(), z.string()),
  window: z.number().int().nullish(),
  min_periods: z.number().int().nullish(),
  center: z.boolean().nullish(),
  win_type: z.string().nullish(),
  rolling_type_options: z.record(z.string(), z.unknown()).nullish(),
});
/** Options of `rolling` as written in a step (defaults optional). */
export type RollingOptions = z.input<typeof rollingOptionsSchema>;

const INTERPOLATIONS = ['linear', 'lower', 'higher', 'nearest', 'midpoint'];
const ACCEPTED_OPTIONS: Partial<Record<RollingType, string[]>> = {
  std: ['ddof'],
  var: ['ddof'],
  cov: ['ddof', 'pairwise', 'other'],
  corr: ['ddof', 'pairwise', 'other'],
  quantile: ['quantile', 'q', 'interpolation'],
};
const COMMON_OPTIONS = ['numeric_only', 'engine', 'engine_kwargs'];

interface Kernel {
  (values: (number | null)[], bounds: Bounds, minp: number): (number | null)[];
}

function kernelFor(type: RollingType, options: Record<string, unknown>): Kernel {
  const invalid = (): PostProcessingError =>
    new PostProcessingError(`Invalid options for ${type}: ${JSON.stringify(options)}`);
  const accepted = [...(ACCEPTED_OPTIONS[type] ?? []), ...COMMON_OPTIONS];
  if (Object.keys(options).some((k) => !accepted.includes(k))) throw invalid();
  const ddof = options.ddof ?? 1;
  if (typeof ddof !== 'number' || !Number.isInteger(ddof)) throw invalid();
  const variance: Kernel = (v, b, m) => rollVar(v, b, m, ddof);
  switch (type) {
    case 'sum':
    case 'mean':
      return (v, b, m) => rollSumMean(v, b, m, type === 'mean');
    case 'var':
      return variance;
    case 'std':
      return (v, b, m) =>
        variance(v, b, m).map((x) => (x === null ? null : Math.sqrt(Math.max(0, x))));
    case 'cov':
      // Without `other` pandas pairs each column with itself: the diagonal, i.e. the variance.
      return (v, b, m) => covariance(v, b, m, ddof);
    case 'corr':
      return (v, b, m) => {
        const vars = variance(v, b, m);
        return covariance(v, b, m, ddof).map((c, i) =>
          c === null || vars[i] === null || vars[i] === 0 ? null : c / vars[i]!,
        );
      };
    case 'skew':
    case 'kurt':
      return (v, b, m) => rollMoment(v, b, m, type === 'skew' ? 3 : 4);
    case 'min':
    case 'max':
      return (v, b, m) => rollExtreme(v, b, m, type === 'max');
    case 'count':
      return rollCount;
    case 'median':
      return (v, b, m) => rollQuantile(v, b, m, 0.5, 'median');
    case 'quantile': {
      const q = options.quantile ?? options.q;
      const interpolation = options.interpolation ?? 'linear';
      if (
        typeof q !== 'number' ||
        q < 0 ||
        q > 1 ||
        !INTERPOLATIONS.includes(interpolation as string)
      )
        throw invalid();
      return (v, b, m) => rollQuantile(v, b, m, q, interpolation as Interpolation);
    }
  }
}

/** pandas rolling `cov` of a column with itself: (mean(x²) - mean(x)²) · n / (n - ddof). */
function covariance(
  values: (number | null)[],
  b: Bounds,
  minp: number,
  ddof: number,
): (number | null)[] {
  const squares = values.map((x) => (x === null ? null : x * x));
  const meanXX = rollSumMean(squares, b, minp, true);
  const meanX = rollSumMean(values, b, minp, true);
  const counts = rollCount(values, b, 0);
  return values.map((_, i) => {
    const n = counts[i]!;
    if (meanXX[i] === null || meanX[i] === null || n - ddof <= 0) return null;
    return (meanXX[i]! - meanX[i]! * meanX[i]!) * (n / (n - ddof));
  });
}

/**
 * Moving-window aggregate of the mapped columns over `window` rows (trailing, or centred).
 * A value is null until `min_periods` (default: the window) non-null values are in the window;
 * when `min_periods` > 0 the first `min_periods - 1` rows are removed from the output.
 */
export function rolling(frame: Frame, options: RollingOptions): Frame {
  const o = parseOptions(rollingOptionsSchema, options, 'rolling');
  assertColumns(frame, Object.keys(o.columns));
  if (o.window === null || o.window === undefined)
    throw new PostProcessingError('Undefined window for rolling operation');
  if (o.window <= 0) throw new PostProcessingError('Window must be > 0');
  const minPeriods = o.min_periods ?? o.window;
  if (minPeriods < 0) throw new PostProcessingError('min_periods must be >= 0');
  if (minPeriods > o.window)
    throw new PostProcessingError(`min_periods ${minPeriods} must be <= window ${o.window}`);
  if (o.win_type) throw new PostProcessingError(`Unsupported win_type: ${o.win_type}`);
  if (!(ROLLING_TYPES as readonly string[]).includes(o.rolling_type))
    throw new PostProcessingError(`Invalid rolling_type: ${o.rolling_type}`);
  const kernel = kernelFor(o.rolling_type as RollingType, o.rolling_type_options ?? {});
  const bounds = windowBounds(frame.rows.length, o.window, o.center ?? false);
  const computed = new Map<string, unknown[]>();
  for (const key of keysForLabels(frame, Object.keys(o.columns))) {
    computed.set(key, kernel(columnValues(frame, key).map(toNumber), bounds, minPeriods));
  }
  const result = appendColumns(frame, computed, o.columns);
  return o.min_periods ? { ...result, rows: result.rows.slice(o.min_periods - 1) } : result;
}
