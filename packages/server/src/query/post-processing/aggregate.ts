import { z } from 'zod';
import { parseOptions } from './errors.ts';
import { assertColumns, keysForLabels, resolveColumn, type Frame, type Row } from './frame.ts';
import { groupRows } from './group.ts';
import { aggregateFunctions } from './stats.ts';

/** One entry of `aggregates`: `{operator, column = its name, options}`. */
export const aggregateSpecSchema = z.object({
  operator: z.string().optional(),
  column: z.string().optional(),
  options: z.record(z.string(), z.unknown()).optional(),
});

/** Options of `aggregate`. */
export const aggregateOptionsSchema = z.object({
  groupby: z.array(z.string()).nullish(),
  aggregates: z.record(z.string(), aggregateSpecSchema).nullish(),
});
/** Options of `aggregate` as written in a step (defaults optional). */
export type AggregateOptions = z.input<typeof aggregateOptionsSchema>;

/**
 * Groups rows by `groupby` (all rows form one group when empty) and computes each named
 * aggregate. Output: groupby columns then aggregate names, no row index.
 */
export function aggregate(frame: Frame, options: AggregateOptions): Frame {
  const o = parseOptions(aggregateOptionsSchema, options, 'aggregate');
  const groupby = o.groupby ?? [];
  assertColumns(frame, groupby);
  const funcs = aggregateFunctions(o.aggregates ?? {}, (c) => keysForLabels(frame, [c]).length > 0);
  const sources = funcs.map((f) => resolveColumn(frame, f.column));
  const groupKeys = groupby.map((label) => resolveColumn(frame, label));
  const groups =
    groupby.length > 0
      ? groupRows(frame, groupKeys)
      : [{ values: [], rows: frame.rows.map((_, i) => i) }];
  const names = funcs.map((f) => f.name);
  const rows = groups.map((group) => {
    const row: Row = {};
    groupby.forEach((label, i) => (row[label] = group.values[i]));
    funcs.forEach(
      (f, i) => (row[f.name] = f.reduce(group.rows.map((r) => frame.rows[r][sources[i]]))),
    );
    return row;
  });
  return { columns: [...groupby, ...names.filter((n) => !groupby.includes(n))], rows };
}
