import { z } from 'zod';
import { parseOptions, PostProcessingError } from './errors.ts';
import { appendColumns, assertColumns, columnValues, keysForLabels, type Frame } from './frame.ts';
import { toNumber } from './values.ts';

/** Options of `cum`. */
export const cumOptionsSchema = z.object({
  operator: z.string(),
  columns: z.record(z.string(), z.string()).nullish(),
});
/** Options of `cum` as written in a step (defaults optional). */
export type CumOptions = z.input<typeof cumOptionsSchema>;

const OPERATORS: Record<string, (acc: number, x: number) => number> = {
  sum: (acc, x) => acc + x,
  prod: (acc, x) => acc * x,
  min: (acc, x) => Math.min(acc, x),
  max: (acc, x) => Math.max(acc, x),
};

/** Cumulative sum/prod/min/max down the rows of the mapped columns; nulls count as 0. */
export function cum(frame: Frame, options: CumOptions): Frame {
  const o = parseOptions(cumOptionsSchema, options, 'cum');
  const columns = o.columns ?? {};
  assertColumns(frame, Object.keys(columns));
  const op = Object.hasOwn(OPERATORS, o.operator) ? OPERATORS[o.operator] : undefined;
  if (!op) throw new PostProcessingError(`Invalid cumulative operator: ${o.operator}`);
  const computed = new Map<string, unknown[]>();
  for (const key of keysForLabels(frame, Object.keys(columns))) {
    let acc: number | null = null;
    computed.set(
      key,
      columnValues(frame, key).map((v) => {
        const x = toNumber(v) ?? 0;
        acc = acc === null ? x : op(acc, x);
        return acc;
      }),
    );
  }
  return appendColumns(frame, computed, columns);
}
