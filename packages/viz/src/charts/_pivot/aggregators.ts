import { naturalSort, type DataRecordValue } from './natural-sort.ts';

/** The `aggregateFunction` choices of pivot_table_v2 (docs/chart-types.md §4.J), in the control's order. */
export const AGGREGATE_FUNCTIONS = [
  'Count',
  'Count Unique Values',
  'List Unique Values',
  'Sum',
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
  'Count as Fraction of Total',
  'Count as Fraction of Rows',
  'Count as Fraction of Columns',
] as const;
export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

/** What a cell shows: a number, a text (List Unique Values, First/Last of strings) or nothing. */
export type AggregateValue = number | string | null;

/** Accumulates the values that fall into one cell (or subtotal, or total). */
export interface Aggregator {
  push(value: DataRecordValue): void;
  value(): AggregateValue;
}

/** Which total a fraction aggregator divides by. */
export type FractionBase = 'total' | 'row' | 'col';

/** One aggregate function: how to build its accumulator and how its values read. */
export interface AggregatorDefinition {
  create(): Aggregator;
  /** Set for the "as Fraction of" functions: the cell value is divided by this total's. */
  fractionOf?: FractionBase;
  /** Values are shares (formatted as percentages). */
  isPercent: boolean;
}

/** Numbers as they are, numeric strings parsed (react-pivottable's parseFloat); anything else is NaN. */
function toNumber(value: DataRecordValue): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return parseFloat(value);
  return Number.NaN;
}

function count(): Aggregator {
  let n = 0;
  return { push: () => void (n += 1), value: () => n };
}

function sum(): Aggregator {
  let total = 0;
  return {
    push(value) {
      const x = toNumber(value);
      if (!Number.isNaN(x)) total += x;
    },
    value: () => total,
  };
}

function uniques(read: (values: DataRecordValue[]) => AggregateValue): Aggregator {
  const seen = new Set<DataRecordValue>();
  return { push: (value) => void seen.add(value), value: () => read([...seen]) };
}

/** Welford's running mean and sum of squared deviations; variance uses n - 1 (sample). */
function runningStat(mode: 'mean' | 'var' | 'stdev'): Aggregator {
  let n = 0;
  let mean = 0;
  let squares = 0;
  return {
    push(value) {
      const x = toNumber(value);
      if (Number.isNaN(x)) return;
      n += 1;
      const next = mean + (x - mean) / n;
      squares += (x - mean) * (x - next);
      mean = next;
    },
    value() {
      if (n === 0) return null;
      if (mode === 'mean') return mean;
      // react-pivottable's choice: one value has no spread rather than an undefined one.
      if (n <= 1) return 0;
      return mode === 'var' ? squares / (n - 1) : Math.sqrt(squares / (n - 1));
    },
  };
}

function median(): Aggregator {
  const values: number[] = [];
  return {
    push(value) {
      const x = toNumber(value);
      if (!Number.isNaN(x)) values.push(x);
    },
    value() {
      if (values.length === 0) return null;
      values.sort((a, b) => a - b);
      const i = (values.length - 1) / 2;
      return (values[Math.floor(i)] + values[Math.ceil(i)]) / 2;
    },
  };
}

function extreme(mode: 'min' | 'max'): Aggregator {
  let best: number | null = null;
  return {
    push(value) {
      const x = toNumber(value);
      if (!Number.isNaN(x)) best = best === null ? x : Math[mode](best, x);
    },
    value: () => best,
  };
}

/** react-pivottable's First / Last: the lowest / highest value in natural sort order, not arrival order. */
function ordinal(mode: 'first' | 'last'): Aggregator {
  let best: DataRecordValue | undefined;
  return {
    push(value) {
      if (best === undefined) best = value;
      else if (mode === 'first' ? naturalSort(value, best) < 0 : naturalSort(value, best) > 0)
        best = value;
    },
    value: () =>
      best === undefined || typeof best === 'boolean'
        ? best === undefined
          ? null
          : String(best)
        : best,
  };
}

const plain = (create: () => Aggregator): AggregatorDefinition => ({ create, isPercent: false });
const fraction = (create: () => Aggregator, fractionOf: FractionBase): AggregatorDefinition => ({
  create,
  fractionOf,
  isPercent: true,
});

/** Every aggregate function by name. */
export const AGGREGATORS: Record<AggregateFunction, AggregatorDefinition> = {
  Count: plain(count),
  'Count Unique Values': plain(() => uniques((values) => values.length)),
  'List Unique Values': plain(() =>
    uniques((values) => values.sort(naturalSort).map(String).join(', ')),
  ),
  Sum: plain(sum),
  Average: plain(() => runningStat('mean')),
  Median: plain(median),
  'Sample Variance': plain(() => runningStat('var')),
  'Sample Standard Deviation': plain(() => runningStat('stdev')),
  Minimum: plain(() => extreme('min')),
  Maximum: plain(() => extreme('max')),
  First: plain(() => ordinal('first')),
  Last: plain(() => ordinal('last')),
  'Sum as Fraction of Total': fraction(sum, 'total'),
  'Sum as Fraction of Rows': fraction(sum, 'row'),
  'Sum as Fraction of Columns': fraction(sum, 'col'),
  'Count as Fraction of Total': fraction(count, 'total'),
  'Count as Fraction of Rows': fraction(count, 'row'),
  'Count as Fraction of Columns': fraction(count, 'col'),
};
