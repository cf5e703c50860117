import { type Bounds } from './rolling-window.ts';

/** pandas rolling quantile interpolations. */
export type Interpolation = 'linear' | 'lower' | 'higher' | 'nearest' | 'midpoint';

/** A Fenwick tree counting values by rank, with k-th smallest lookup in O(log n). */
class RankCounter {
  private readonly tree: Int32Array;
  private readonly top: number;
  size = 0;

  constructor(n: number) {
    this.tree = new Int32Array(n + 1);
    let top = 1;
    while (top * 2 <= n) top *= 2;
    this.top = top;
  }

  update(rank: number, delta: number): void {
    this.size += delta;
    for (let i = rank + 1; i < this.tree.length; i += i & -i) this.tree[i] += delta;
  }

  /** Rank of the k-th smallest (0-based) value held. */
  kth(k: number): number {
    let pos = 0;
    let remaining = k + 1;
    for (let step = this.top; step > 0; step >>= 1) {
      const next = pos + step;
      if (next < this.tree.length && this.tree[next] < remaining) {
        pos = next;
        remaining -= this.tree[next];
      }
    }
    return pos;
  }
}

/**
 * Rolling quantile at `q` in [0, 1] (median = 0.5 with midpoint averaging as pandas'
 * `roll_median_c`) over non-null values; null while fewer than `minp` values are present.
 */
export function rollQuantile(
  values: readonly (number | null)[],
  b: Bounds,
  minp: number,
  q: number,
  interpolation: Interpolation | 'median',
): (number | null)[] {
  const sortedDistinct = [...new Set(values.filter((v): v is number => v !== null))].sort(
    (x, y) => x - y,
  );
  const rankOf = new Map(sortedDistinct.map((v, i) => [v, i]));
  const counter = new RankCounter(sortedDistinct.length);
  const at = (k: number): number => sortedDistinct[counter.kth(k)];
  const out: (number | null)[] = new Array(values.length);
  let added = 0;
  let removed = 0;
  for (let i = 0; i < values.length; i += 1) {
    for (; added < b.end[i]; added += 1)
      if (values[added] !== null) counter.update(rankOf.get(values[added]!)!, 1);
    for (; removed < b.start[i]; removed += 1)
      if (values[removed] !== null) counter.update(rankOf.get(values[removed]!)!, -1);
    const nobs = counter.size;
    if (nobs < minp || nobs === 0) {
      out[i] = null;
    } else if (interpolation === 'median') {
      const mid = nobs >> 1;
      out[i] = nobs % 2 === 0 ? (at(mid) + at(mid - 1)) / 2 : at(mid);
    } else {
      out[i] = quantileAt(at, nobs, q, interpolation);
    }
  }
  return out;
}

function quantileAt(
  at: (k: number) => number,
  nobs: number,
  q: number,
  interpolation: Interpolation,
): number {
  if (nobs === 1) return at(0);
  const position = q * (nobs - 1);
  const idx = Math.trunc(position);
  const fraction = position - idx;
  if (fraction === 0) return at(idx);
  switch (interpolation) {
    case 'lower':
      return at(idx);
    case 'higher':
      return at(idx + 1);
    case 'nearest':
      if (fraction === 0.5) return idx % 2 === 0 ? at(idx) : at(idx + 1);
      return fraction < 0.5 ? at(idx) : at(idx + 1);
    case 'midpoint':
      return (at(idx) + at(idx + 1)) / 2;
    default: {
      const low = at(idx);
      return low + (at(idx + 1) - low) * fraction;
    }
  }
}
