import { z } from 'zod';
import { parseOptions, PostProcessingError } from './errors.ts';
import { labelOf, reshape, withShape, type Frame, type Row } from './frame.ts';
import { escapeSeparator, FLAT_COLUMN_SEPARATOR } from './separator.ts';
import { isNull, pyStr } from './values.ts';

/** Options of `flatten`. */
export const flattenOptionsSchema = z.object({
  reset_index: z.boolean().default(true),
  drop_levels: z.array(z.union([z.number().int(), z.string()])).nullish(),
});
/** Options of `flatten` as written in a step (defaults optional). */
export type FlattenOptions = z.input<typeof flattenOptionsSchema>;

function levelPosition(names: (string | null)[], level: number | string): number {
  const position =
    typeof level === 'number' ? (level < 0 ? names.length + level : level) : names.indexOf(level);
  if (position < 0 || position >= names.length) {
    throw new PostProcessingError(
      typeof level === 'number'
        ? `Too many levels: Index has only ${names.length} levels, not ${level + 1}`
        : `Level ${level} not found`,
    );
  }
  return position;
}

/**
 * Multi-level headers become one name per column: the `drop_levels` are removed, null
 * components skipped, the others stringified with commas escaped and joined with ", ".
 * With `reset_index` the first row-index level becomes the first column.
 */
export function flatten(frame: Frame, options: FlattenOptions = {}): Frame {
  const o = parseOptions(flattenOptionsSchema, options, 'flatten');
  let out = frame;
  if (frame.header) {
    const names = frame.header.names;
    const dropped = new Set((o.drop_levels ?? []).map((level) => levelPosition(names, level)));
    if (dropped.size >= names.length) {
      throw new PostProcessingError(
        `Cannot remove ${dropped.size} levels from an index with ${names.length} levels: at least one level must be left.`,
      );
    }
    const specs = frame.columns.map((key) => {
      const parts = labelOf(frame, key).filter((_, l) => !dropped.has(l));
      const name = parts
        .filter((c) => !isNull(c))
        .map((c) => escapeSeparator(pyStr(c)))
        .join(FLAT_COLUMN_SEPARATOR);
      return { source: key, label: [name] };
    });
    out = reshape(frame, specs, null);
  }
  const index = out.index ?? [];
  if (!o.reset_index || index.length === 0) return out;
  const [first, ...rest] = index;
  if (out.columns.includes(first))
    throw new PostProcessingError(`cannot insert ${first}, already exists`);
  const rows = out.rows.map((row) => {
    const next: Row = { [first]: row[first] };
    for (const name of rest) next[name] = row[name];
    for (const key of out.columns) next[key] = row[key];
    return next;
  });
  return withShape({ columns: [first, ...out.columns], rows }, rest, undefined);
}
