/**
 * Trailing/centred fixed-size window aggregations over one column, following pandas'
 * `window_aggregations` (Kahan-compensated running sums, the same add/remove order, the
 * "all values equal" shortcuts), so results match Superset to the last bit where practical.
 * Every kernel is O(n) or O(n log n) whatever the window size.
 */

/** Inclusive-start, exclusive-end bounds of each row's window (pandas FixedWindowIndexer). */
export interface Bounds {
  start: Int32Array;
  end: Int32Array;
}

/** Window bounds for `n` rows; a centred window is shifted forward by (window - 1) / 2 rows. */
export function windowBounds(n: number, window: number, center: boolean): Bounds {
  const offset = center ? Math.floor((window - 1) / 2) : 0;
  const start = new Int32Array(n);
  const end = new Int32Array(n);
  for (let i = 0; i < n; i += 1) {
    end[i] = Math.min(n, i + 1 + offset);
    start[i] = Math.max(0, i + 1 + offset - window);
  }
  return { start, end };
}

type Column = readonly (number | null)[];
type Out = (number | null)[];

/** A running sum with separate Kahan compensations for additions and removals (pandas). */
class KahanSum {
  sum = 0;
  private compAdd = 0;
  private compRemove = 0;
  add(value: number): void {
    const y = value - this.compAdd;
    const t = this.sum + y;
    this.compAdd = t - this.sum - y;
    this.sum = t;
  }
  remove(value: number): void {
    const y = -value - this.compRemove;
    const t = this.sum + y;
    this.compRemove = t - this.sum - y;
    this.sum = t;
  }
}

/** Runs `add`/`remove` over the sliding windows (deletes before adds, as pandas does). */
function slide(
  values: Column,
  b: Bounds,
  reset: (first: number | null) => void,
  add: (v: number) => void,
  remove: (v: number) => void,
  emit: (i: number) => void,
): void {
  for (let i = 0; i < values.length; i += 1) {
    const s = b.start[i];
    const e = b.end[i];
    if (i === 0 || s >= b.end[i - 1]) {
      reset(values[s] ?? null);
      for (let j = s; j < e; j += 1) if (values[j] !== null) add(values[j]!);
    } else {
      for (let j = b.start[i - 1]; j < s; j += 1) if (values[j] !== null) remove(values[j]!);
      for (let j = b.end[i - 1]; j < e; j += 1) if (values[j] !== null) add(values[j]!);
    }
    emit(i);
  }
}

/** Rolling sum (`mean` = sum / nobs with pandas' sign and equal-value corrections). */
export function rollSumMean(values: Column, b: Bounds, minp: number, mean: boolean): Out {
  const out: Out = new Array(values.length);
  let nobs = 0;
  let neg = 0;
  let same = 0;
  let prev: number | null = null;
  let acc = new KahanSum();
  slide(
    values,
    b,
    (first) => {
      nobs = neg = same = 0;
      prev = first;
      acc = new KahanSum();
    },
    (v) => {
      nobs += 1;
      acc.add(v);
      if (v < 0 || Object.is(v, -0)) neg += 1;
      same = v === prev ? same + 1 : 1;
      prev = v;
    },
    (v) => {
      nobs -= 1;
      acc.remove(v);
      if (v < 0 || Object.is(v, -0)) neg -= 1;
    },
    (i) => {
      if (mean) {
        if (nobs < minp || nobs === 0) out[i] = null;
        else if (same >= nobs) out[i] = prev;
        else {
          const r = acc.sum / nobs;
          out[i] = (neg === 0 && r < 0) || (neg === nobs && r > 0) ? 0 : r;
        }
      } else if (nobs === 0 && minp === 0) out[i] = 0;
      else out[i] = nobs >= minp ? (same >= nobs ? prev! * nobs : acc.sum) : null;
    },
  );
  return out;
}

/** Rolling variance with `ddof` (Welford updates as pandas `roll_var`). */
export function rollVar(values: Column, b: Bounds, minp: number, ddof: number): Out {
  const out: Out = new Array(values.length);
  let nobs = 0;
  let mean = 0;
  let ssqdm = 0;
  let compAdd = 0;
  let compRemove = 0;
  let same = 0;
  let prev: number | null = null;
  slide(
    values,
    b,
    (first) => {
      nobs = mean = ssqdm = compAdd = compRemove = same = 0;
      prev = first;
    },
    (v) => {
      same = v === prev ? same + 1 : 1;
      prev = v;
      nobs += 1;
      const prevMean = mean - compAdd;
      const y = v - compAdd;
      const t = y - mean;
      compAdd = t + mean - y;
      mean = nobs ? mean + t / nobs : 0;
      ssqdm += (v - prevMean) * (v - mean);
    },
    (v) => {
      nobs -= 1;
      if (nobs) {
        const prevMean = mean - compRemove;
        const y = v - compRemove;
        const t = y - mean;
        compRemove = t + mean - y;
        mean -= t / nobs;
        ssqdm -= (v - prevMean) * (v - mean);
      } else {
        mean = ssqdm = 0;
      }
    },
    (i) => {
      if (nobs >= minp && nobs > ddof)
        out[i] = nobs === 1 || same >= nobs ? 0 : ssqdm / (nobs - ddof);
      else out[i] = null;
    },
  );
  return out;
}

/** Rolling skewness (`order` 3) or excess kurtosis (`order` 4), bias-corrected as pandas. */
export function rollMoment(values: Column, b: Bounds, minp: number, order: 3 | 4): Out {
  // pandas shifts the values by their rounded mean first, for precision.
  let count = 0;
  let total = 0;
  let min = Infinity;
  for (const v of values) {
    if (v === null) continue;
    count += 1;
    total += v;
    if (v < min) min = v;
  }
  const meanAll = count > 0 ? total / count : 0;
  const shift =
    count > 0 && min - meanAll > -1e5 ? Math.sign(meanAll) * Math.round(Math.abs(meanAll)) : 0;
  const shifted = values.map((v) => (v === null ? null : v - shift));
  const powers = (v: number): number[] => [v, v * v, v * v * v, v * v * v * v];
  const out: Out = new Array(values.length);
  let nobs = 0;
  let same = 0;
  let prev: number | null = null;
  let sums: KahanSum[] = [];
  slide(
    shifted,
    b,
    (first) => {
      nobs = same = 0;
      prev = first;
      sums = [0, 1, 2, 3].map(() => new KahanSum());
    },
    (v) => {
      nobs += 1;
      powers(v).forEach((p, k) => sums[k].add(p));
      same = v === prev ? same + 1 : 1;
      prev = v;
    },
    (v) => {
      nobs -= 1;
      powers(v).forEach((p, k) => sums[k].remove(p));
    },
    (i) => {
      out[i] =
        nobs >= minp
          ? momentStatistic(
              nobs,
              order,
              same >= nobs,
              sums[0].sum,
              sums[1].sum,
              sums[2].sum,
              sums[3].sum,
            )
          : null;
    },
  );
  return out;
}

function momentStatistic(
  n: number,
  order: 3 | 4,
  constant: boolean,
  x: number,
  xx: number,
  xxx: number,
  xxxx: number,
): number | null {
  if (n < order) return null;
  if (constant) return order === 3 ? 0 : -3;
  const a = x / n;
  const bb = xx / n - a * a;
  const c = xxx / n - a * a * a - 3 * a * bb;
  if (bb <= 1e-14) return null;
  if (order === 3) {
    const r = Math.sqrt(bb);
    return (Math.sqrt(n * (n - 1)) * c) / ((n - 2) * r * r * r);
  }
  const d = xxxx / n - a * a * a * a - 6 * bb * a * a - 4 * c * a;
  const k = ((n * n - 1) * d) / (bb * bb) - 3 * (n - 1) ** 2;
  return k / ((n - 2) * (n - 3));
}

/** Rolling minimum or maximum with a monotonic deque. */
export function rollExtreme(values: Column, b: Bounds, minp: number, max: boolean): Out {
  const out: Out = new Array(values.length);
  const deque: number[] = [];
  let head = 0;
  let added = 0;
  let nobs = 0;
  let removedTo = 0;
  for (let i = 0; i < values.length; i += 1) {
    for (; added < b.end[i]; added += 1) {
      const v = values[added];
      if (v === null) continue;
      nobs += 1;
      while (
        deque.length > head &&
        (max ? values[deque[deque.length - 1]]! <= v : values[deque[deque.length - 1]]! >= v)
      )
        deque.pop();
      deque.push(added);
    }
    for (; removedTo < b.start[i]; removedTo += 1) if (values[removedTo] !== null) nobs -= 1;
    while (deque.length > head && deque[head] < b.start[i]) head += 1;
    out[i] = nobs >= minp && deque.length > head ? values[deque[head]] : null;
  }
  return out;
}

/** Rolling count of non-null values; null while fewer than `minp` rows are in the window. */
export function rollCount(values: Column, b: Bounds, minp: number): Out {
  const prefix = new Int32Array(values.length + 1);
  values.forEach((v, i) => (prefix[i + 1] = prefix[i] + (v === null ? 0 : 1)));
  return values.map((_, i) =>
    b.end[i] - b.start[i] >= minp ? prefix[b.end[i]] - prefix[b.start[i]] : null,
  );
}
