import { type Frame, type Row } from './frame.ts';
import { TIME_COMPARISON } from './compare.ts';
import { isNumericColumn, toNumber, tupleKey, valueKey } from './values.ts';

/** The result of one time-offset query, as returned by the database (plain columns). */
export interface TimeOffsetFrame {
  /** The offset string as given by the client, e.g. `1 year ago` or `inherit`. */
  offset: string;
  frame: Frame;
  /** A `YYYY-MM-DD : YYYY-MM-DD` offset: joined on the non-temporal dimensions only. */
  isDateRange?: boolean;
}

/** How to join offset results onto the main result. */
export interface JoinTimeOffsetsOptions {
  /** Metric labels; only these columns are renamed `<metric>__<offset>`. */
  metrics: readonly string[];
  /** The x-axis grain (`P1W`, `P1M`, ...); none = join on the raw values. */
  timeGrain?: string | null;
  /** Moves a main-table date by the offset (e.g. one year back for `1 year ago`). */
  shift: (date: Date, offset: string) => Date;
  /** Custom join-key producers per grain (Superset TIME_GRAIN_JOIN_COLUMN_PRODUCERS). */
  joinKeyProducers?: Readonly<Record<string, (date: Date) => string>>;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function weekNumber(d: Date, mondayFirst: boolean): number {
  const dayOfYear = Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000);
  const weekday = mondayFirst ? (d.getUTCDay() + 6) % 7 : d.getUTCDay();
  return Math.floor((dayOfYear + 7 - weekday) / 7);
}

/**
 * Superset `generate_join_column`: the grain-formatted key of a (shifted) x-axis value; other
 * grains use the exact instant.
 */
export function timeJoinKey(
  value: Date,
  grain: string | null | undefined,
  producers?: JoinTimeOffsetsOptions['joinKeyProducers'],
): string {
  if (grain && producers && Object.hasOwn(producers, grain)) return producers[grain](value);
  const year = pad(value.getUTCFullYear(), 4);
  switch (grain) {
    case '1969-12-28T00:00:00Z/P1W':
    case 'P1W/1970-01-03T00:00:00Z':
      return `${year}-W${pad(weekNumber(value, false))}`;
    case 'P1W':
    case '1969-12-29T00:00:00Z/P1W':
    case 'P1W/1970-01-04T00:00:00Z':
      return `${year}-W${pad(weekNumber(value, true))}`;
    case 'P1M':
      return `${year}-${pad(value.getUTCMonth() + 1)}`;
    case 'P3M':
      return `${year}-Q${Math.floor(value.getUTCMonth() / 3) + 1}`;
    case 'P1Y':
      return year;
    default:
      return String(value.getTime());
  }
}

/**
 * Left-joins each offset query's result onto the main result (§4.5). Offset metric columns are
 * renamed `<metric>__<offset>`; an empty offset result counts as one row of nulls. The key is
 * the x-axis (first non-metric column; main dates moved by `shift`) formatted by the grain, or
 * compared exactly without one, plus the other non-metric columns. Date-range offsets join on
 * the non-temporal dimensions or, with none, attach the offset's summed metrics to every row;
 * with no non-metric column at all rows are paired by position. Main rows keep their order (a
 * key matching several offset rows repeats the row).
 * Output: non-metric columns, then the main metrics, then each offset's metric columns.
 */
export function joinTimeOffsets(
  main: Frame,
  offsets: readonly TimeOffsetFrame[],
  options: JoinTimeOffsetsOptions,
): Frame {
  const metricSet = new Set(options.metrics);
  const dimensions = main.columns.filter((c) => !metricSet.has(c));
  const metricColumns = main.columns.filter((c) => metricSet.has(c));
  const temporal = new Set(dimensions.filter((c) => main.rows.some((r) => r[c] instanceof Date)));
  let columns = [...dimensions, ...metricColumns];
  let rows: Row[] = main.rows.map((r) => ({ ...r }));

  for (const { offset, frame, isDateRange } of offsets) {
    const sources = frame.columns.filter((c) => metricSet.has(c));
    const added = sources.map((name) => `${name}${TIME_COMPARISON}${offset}`);
    let right: Row[] =
      frame.rows.length > 0
        ? frame.rows
        : [Object.fromEntries(frame.columns.map((c) => [c, null]))];
    const fill = (row: Row, match: Row | undefined): Row => {
      const out: Row = { ...row };
      for (let j = 0; j < sources.length; j += 1)
        out[added[j]] = match ? (match[sources[j]] ?? null) : null;
      return out;
    };
    columns = [...columns, ...added.filter((c) => !columns.includes(c))];
    if (dimensions.length === 0 && !isDateRange) {
      // No key at all: Superset falls back to an outer join on row position.
      const length = Math.max(rows.length, right.length);
      rows = Array.from({ length }, (_, i) => fill(rows[i] ?? {}, right[i]));
      continue;
    }
    const keys = joinKeys({
      dimensions,
      temporal,
      offset,
      isDateRange: isDateRange ?? false,
      options,
    });
    if (isDateRange && !keys.hasKeys) right = [sumRow(right, sources)];
    const keyOf = keys.keyOf;
    const index = new Map<string, Row[]>();
    for (const row of right) {
      const key = keyOf(row, false);
      const list = index.get(key);
      if (list) list.push(row);
      else index.set(key, [row]);
    }
    rows = rows.flatMap((row) => {
      const matches = index.get(keyOf(row, true));
      return matches ? matches.map((match) => fill(row, match)) : [fill(row, undefined)];
    });
  }
  return {
    columns,
    rows: rows.map((row) => {
      const out: Row = {};
      for (const c of columns) out[c] = row[c] ?? null;
      return out;
    }),
  };
}

/** What identifies a row in the join, for main rows (shifted) and offset rows. */
interface JoinKeys {
  hasKeys: boolean;
  keyOf: (row: Row, isMain: boolean) => string;
}

function joinKeys(ctx: {
  dimensions: string[];
  temporal: Set<string>;
  offset: string;
  isDateRange: boolean;
  options: JoinTimeOffsetsOptions;
}): JoinKeys {
  const { dimensions, temporal, offset, options } = ctx;
  if (ctx.isDateRange) {
    const keys = dimensions.filter((c) => !temporal.has(c));
    return { hasKeys: keys.length > 0, keyOf: (row) => tupleKey(keys.map((k) => row[k])) };
  }
  const [xAxis, ...rest] = dimensions;
  const first = (row: Row, isMain: boolean): string => {
    const x = row[xAxis];
    if (!(x instanceof Date)) return valueKey(x);
    const date = isMain ? options.shift(x, offset) : x;
    return options.timeGrain
      ? timeJoinKey(date, options.timeGrain, options.joinKeyProducers)
      : valueKey(date);
  };
  return {
    hasKeys: true,
    keyOf: (row, isMain) =>
      rest.length
        ? `${first(row, isMain)}\u001e${tupleKey(rest.map((k) => row[k]))}`
        : first(row, isMain),
  };
}

/** Sums the numeric offset metrics into one row (non-numeric ones keep their first value). */
function sumRow(rows: readonly Row[], columns: readonly string[]): Row {
  const out: Row = {};
  for (const c of columns) {
    const values = rows.map((r) => r[c]);
    out[c] = isNumericColumn(values)
      ? values.reduce<number>((acc, v) => acc + (toNumber(v) ?? 0), 0)
      : (values[0] ?? null);
  }
  return out;
}
