import { z } from 'zod';
import { parseOptions } from './errors.ts';
import { appendColumns, assertColumns, columnValues, keysForLabels, type Frame } from './frame.ts';
import { toNumber } from './values.ts';

/** Options of `diff`; `axis` 0 (or "index") differences rows, 1 (or "columns") columns. */
export const diffOptionsSchema = z.object({
  columns: z.record(z.string(), z.string()),
  periods: z.number().int().default(1),
  axis: z.union([z.literal(0), z.literal(1), z.enum(['index', 'rows', 'columns'])]).default(0),
});
/** Options of `diff` as written in a step (defaults optional). */
export type DiffOptions = z.input<typeof diffOptionsSchema>;

function difference(a: unknown, b: unknown): number | null {
  const x = toNumber(a);
  const y = toNumber(b);
  return x === null || y === null ? null : x - y;
}

/** Difference of each mapped column with the value `periods` rows (or columns) earlier. */
export function diff(frame: Frame, options: DiffOptions): Frame {
  const o = parseOptions(diffOptionsSchema, options, 'diff');
  assertColumns(frame, Object.keys(o.columns));
  const keys = keysForLabels(frame, Object.keys(o.columns));
  const p = o.periods;
  const computed = new Map<string, unknown[]>();
  if (o.axis === 1 || o.axis === 'columns') {
    keys.forEach((key, j) => {
      computed.set(
        key,
        frame.rows.map((row) =>
          j - p >= 0 && j - p < keys.length ? difference(row[key], row[keys[j - p]]) : null,
        ),
      );
    });
  } else {
    for (const key of keys) {
      const values = columnValues(frame, key);
      computed.set(
        key,
        values.map((v, i) =>
          i - p >= 0 && i - p < values.length ? difference(v, values[i - p]) : null,
        ),
      );
    }
  }
  return appendColumns(frame, computed, o.columns);
}
