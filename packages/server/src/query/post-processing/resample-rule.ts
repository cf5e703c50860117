import { PostProcessingError } from './errors.ts';

/**
 * pandas offset aliases for `resample`, on naive timestamps held as UTC `Date`s.
 * Tick rules (`S`, `T`/`min`, `H`/`h`, `D`, `L`/`ms`, with a multiple) bin from midnight of the
 * first timestamp, closed and labelled left. Anchored rules (`MS`, `QS`, `AS`/`YS` left;
 * `M`/`ME`, `Q`/`QE`, `A`/`Y`/`YE`, `W`/`W-<DAY>` right) follow pandas' calendar edges.
 */
export interface ResampleGrid {
  /** Bin edges (epoch ms), ascending. */
  edges: number[];
  /** Whether bins are closed on the right (and labelled by their right edge). */
  closedRight: boolean;
}

const DAY = 86_400_000;
/** Guard against rules far finer than the data (e.g. `1S` over years). */
const MAX_BINS = 5_000_000;
const TICKS: Record<string, number> = {
  L: 1,
  ms: 1,
  S: 1000,
  s: 1000,
  T: 60_000,
  min: 60_000,
  H: 3_600_000,
  h: 3_600_000,
  D: DAY,
};
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** An anchored offset as a sequence of anchor instants indexed by integers. */
interface Anchored {
  at: (k: number) => number;
  /** Largest k with at(k) <= t. */
  floor: (t: number) => number;
  closedRight: boolean;
}

const monthStart = (m: number): number => Date.UTC(Math.floor(m / 12), ((m % 12) + 12) % 12, 1);
const monthEnd = (m: number): number => monthStart(m + 1) - DAY;
const monthOf = (t: number): number =>
  new Date(t).getUTCFullYear() * 12 + new Date(t).getUTCMonth();

function months(step: number, offset: number, end: boolean): Anchored {
  const at = (k: number): number =>
    end ? monthEnd(k * step + offset) : monthStart(k * step + offset);
  const floor = (t: number): number => {
    let k = Math.floor((monthOf(t) - offset) / step);
    while (at(k) > t) k -= 1;
    while (at(k + 1) <= t) k += 1;
    return k;
  };
  return { at, floor, closedRight: end };
}

function weeks(day: number): Anchored {
  // 1970-01-01 was a Thursday (day 4).
  const base = (((day - 4) % 7) + 7) % 7;
  return {
    at: (k) => (7 * k + base) * DAY,
    floor: (t) => Math.floor((Math.floor(t / DAY) - base) / 7),
    closedRight: true,
  };
}

function anchoredFor(unit: string): Anchored | null {
  if (unit === 'MS') return months(1, 0, false);
  if (unit === 'M' || unit === 'ME') return months(1, 0, true);
  if (unit === 'QS') return months(3, 0, false);
  if (unit === 'Q' || unit === 'QE') return months(3, 2, true);
  if (unit === 'AS' || unit === 'YS') return months(12, 0, false);
  if (unit === 'A' || unit === 'Y' || unit === 'YE') return months(12, 11, true);
  if (unit === 'W') return weeks(0);
  const week = /^W-([A-Z]{3})$/.exec(unit);
  if (week && WEEKDAYS.includes(week[1])) return weeks(WEEKDAYS.indexOf(week[1]));
  return null;
}

/** Computes the bin edges covering [min, max] for `rule`; unknown rules fail like pandas. */
export function resampleGrid(rule: string, min: number, max: number): ResampleGrid {
  const match = /^\s*(\d*)\s*([A-Za-z]+(?:-[A-Za-z]+)?)\s*$/.exec(rule);
  const n = match && match[1] ? Number(match[1]) : 1;
  const unit = match ? match[2] : '';
  if (!match || n < 1) throw new PostProcessingError(`Invalid frequency: ${rule}`);
  if (Object.hasOwn(TICKS, unit)) return tickGrid(n * TICKS[unit], min, max);
  const anchored = anchoredFor(unit);
  if (!anchored) throw new PostProcessingError(`Invalid frequency: ${rule}`);
  return anchoredGrid(anchored, n, min, max);
}

function tickGrid(freq: number, min: number, max: number): ResampleGrid {
  const origin = Math.floor(min / DAY) * DAY;
  const first = min - ((min - origin) % freq);
  const lastOffset = (max - origin) % freq;
  const last = lastOffset > 0 ? max + (freq - lastOffset) : max + freq;
  if ((last - first) / freq > MAX_BINS)
    throw new PostProcessingError(`Resample rule gives more than ${MAX_BINS} rows`);
  const edges: number[] = [];
  for (let t = first; t <= last; t += freq) edges.push(t);
  return { edges, closedRight: false };
}

function anchoredGrid(a: Anchored, n: number, min: number, max: number): ResampleGrid {
  const first = Math.floor(min / DAY) * DAY;
  const last = Math.floor(max / DAY) * DAY;
  const firstOnOffset = a.at(a.floor(first)) === first;
  const k0 = a.closedRight ? a.floor(first) - (firstOnOffset ? n : n - 1) : a.floor(first);
  const kLast = a.floor(last) + n;
  const edges: number[] = [];
  for (let k = k0; k <= kLast; k += n) edges.push(a.at(k));
  if (a.closedRight && edges.length >= 2 && edges[edges.length - 2] + DAY - 1 > max) edges.pop();
  return { edges, closedRight: a.closedRight };
}
