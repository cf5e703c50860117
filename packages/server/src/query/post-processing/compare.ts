import { z } from 'zod';
import { parseOptions, PostProcessingError } from './errors.ts';
import {
  assertColumns,
  identitySpecs,
  keysForLabels,
  labelOf,
  levelNamesOf,
  reshape,
  type ColumnSpec,
  type Frame,
} from './frame.ts';
import { compareTuples, nanToNull, roundHalfEven, toNumber, tupleKey } from './values.ts';

/** Options of `compare`. */
export const compareOptionsSchema = z.object({
  source_columns: z.array(z.string()),
  compare_columns: z.array(z.string()),
  compare_type: z.string(),
  drop_original_columns: z.boolean().default(false),
  precision: z.number().int().default(4),
});
/** Options of `compare` as written in a step (defaults optional). */
export type CompareOptions = z.input<typeof compareOptionsSchema>;

/** Separator of time-comparison column names (`SUM(x)__1 year ago`, `difference__a__b`). */
export const TIME_COMPARISON = '__';

const OPERATIONS: Record<string, (s: number, c: number, precision: number) => number> = {
  difference: (s, c) => s - c,
  percentage: (s, c, p) => roundHalfEven((s - c) / c, p),
  ratio: (s, c, p) => roundHalfEven(s / c, p),
};

/**
 * For each (source, compare) pair adds `<type>__<source>__<compare>`: difference `s - c`,
 * percentage `(s - c) / c` or ratio `s / c` (both rounded half-to-even to `precision`).
 * Division by zero gives ±Infinity, 0/0 null. On multi-level frames the pairs are matched on
 * the remaining header levels (pandas alignment: same order, else the sorted union).
 */
export function compare(frame: Frame, options: CompareOptions): Frame {
  const o = parseOptions(compareOptionsSchema, options, 'compare');
  assertColumns(frame, o.source_columns);
  assertColumns(frame, o.compare_columns);
  if (o.source_columns.length !== o.compare_columns.length) {
    throw new PostProcessingError(
      '`compare_columns` must have the same length as `source_columns`.',
    );
  }
  const operation = Object.hasOwn(OPERATIONS, o.compare_type)
    ? OPERATIONS[o.compare_type]
    : undefined;
  if (!operation)
    throw new PostProcessingError('`compare_type` must be `difference`, `percentage` or `ratio`');
  if (o.source_columns.length === 0) return frame;

  const specs: ColumnSpec[] = identitySpecs(frame);
  o.source_columns.forEach((source, i) => {
    const target = o.compare_columns[i];
    const rest = (key: string): unknown[] => labelOf(frame, key).slice(1);
    const sources = new Map(keysForLabels(frame, [source]).map((k) => [tupleKey(rest(k)), k]));
    const targets = new Map(keysForLabels(frame, [target]).map((k) => [tupleKey(rest(k)), k]));
    const name = [o.compare_type, source, target].join(TIME_COMPARISON);
    for (const tail of alignedTails(frame, [...sources.values()], [...targets.values()])) {
      const s = sources.get(tupleKey(tail));
      const c = targets.get(tupleKey(tail));
      const values = frame.rows.map((row) => {
        const x = s === undefined ? null : toNumber(row[s]);
        const y = c === undefined ? null : toNumber(row[c]);
        return x === null || y === null ? null : nanToNull(operation(x, y, o.precision));
      });
      specs.push({ source: s ?? c!, label: [name, ...tail], values });
    }
  });
  const dropped = new Set<unknown>(
    o.drop_original_columns ? [...o.source_columns, ...o.compare_columns] : [],
  );
  const kept = specs.filter((spec) => spec.values !== undefined || !dropped.has(spec.label[0]));
  return reshape(frame, kept, levelNamesOf(frame));
}

function alignedTails(frame: Frame, sources: string[], targets: string[]): unknown[][] {
  const tails = (keys: string[]): unknown[][] => keys.map((k) => labelOf(frame, k).slice(1));
  const a = tails(sources);
  const b = tails(targets);
  const same = a.length === b.length && a.every((t, i) => tupleKey(t) === tupleKey(b[i]));
  if (same) return a;
  const union = new Map<string, unknown[]>();
  for (const t of [...a, ...b]) union.set(tupleKey(t), t);
  return [...union.values()].sort(compareTuples);
}
