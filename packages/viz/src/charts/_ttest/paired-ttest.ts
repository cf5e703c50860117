// The ambient types of jstat must load wherever this file is compiled (web and server builds too).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./jstat.d.ts" />
import jStat from 'jstat';

/** One group's time series of a metric, aligned on the same time buckets as every other group (null = no value). */
export interface TTestGroup {
  /** Dimension values of the group, in groupby order. */
  dims: (string | number | boolean | null)[];
  values: (number | null)[];
}

/** One row of a paired t-test table, relative to the control group. */
export interface TTestRow {
  dims: TTestGroup['dims'];
  isControl: boolean;
  /** (Σ group − Σ control) / Σ control × 100, or NaN / ±Infinity. */
  lift: number;
  /** Two-tailed p-value of the paired differences, NaN when undefined. */
  pValue: number;
  /** p-value at or below the significance level. */
  isSignificant: boolean;
}

/**
 * Lift of a group against the control: the sums' relative difference in percent. Missing values
 * count as 0, as in Superset's table.
 */
export function computeLift(
  group: readonly (number | null)[],
  control: readonly (number | null)[],
): number {
  let sumGroup = 0;
  let sumControl = 0;
  group.forEach((value, i) => {
    sumGroup += value ?? 0;
    sumControl += control[i] ?? 0;
  });
  return ((sumGroup - sumControl) / sumControl) * 100;
}

/**
 * Two-tailed p-value of a paired t-test between a group and the control: only buckets where both
 * have a finite value count, t = mean(d) / (sd(d) / √n), df = n − 1.
 */
export function computePValue(
  group: readonly (number | null)[],
  control: readonly (number | null)[],
): number {
  let n = 0;
  let sum = 0;
  let squares = 0;
  group.forEach((value, i) => {
    const other = control[i];
    if (value === null || other === null || other === undefined) return;
    const diff = other - value;
    if (!Number.isFinite(diff)) return;
    n += 1;
    sum += diff;
    squares += diff * diff;
  });
  if (n < 2) return Number.NaN;
  const t = -Math.abs(sum * Math.sqrt((n - 1) / (n * squares - sum * sum)));
  const p = 2 * jStat.studentt.cdf(t, n - 1);
  return Number.isFinite(p) ? p : Number.NaN;
}

/** The rows of a metric's table for the chosen control group. */
export function pairedTTestRows(
  groups: readonly TTestGroup[],
  control: number,
  alpha: number,
): TTestRow[] {
  const base = groups[control]?.values ?? [];
  return groups.map((group, i) => {
    const isControl = i === control;
    const pValue = isControl ? Number.NaN : computePValue(group.values, base);
    return {
      dims: group.dims,
      isControl,
      lift: isControl ? 0 : computeLift(group.values, base),
      pValue,
      isSignificant: !isControl && pValue <= alpha,
    };
  });
}
