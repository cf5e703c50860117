import { z } from 'zod';
import { parseOptions } from './errors.ts';
import {
  assertColumns,
  keysForLabels,
  labelOf,
  levelNamesOf,
  reshape,
  type Frame,
} from './frame.ts';
import { renameLabels } from './rename.ts';

/** Options of `select`. */
export const selectOptionsSchema = z.object({
  columns: z.array(z.string()).nullish(),
  exclude: z.array(z.string()).nullish(),
  rename: z.record(z.string(), z.string()).nullish(),
});
/** Options of `select` as written in a step (defaults optional). */
export type SelectOptions = z.input<typeof selectOptionsSchema>;

/** Projection: keep `columns` (in that order), then drop `exclude`, then rename labels. */
export function select(frame: Frame, options: SelectOptions): Frame {
  const o = parseOptions(selectOptionsSchema, options, 'select');
  assertColumns(frame, o.columns);
  assertColumns(frame, o.exclude);
  assertColumns(frame, o.rename ? Object.keys(o.rename) : null);
  let keys = o.columns && o.columns.length > 0 ? keysForLabels(frame, o.columns) : frame.columns;
  if (o.exclude && o.exclude.length > 0) {
    const excluded = new Set<unknown>(o.exclude);
    keys = keys.filter((key) => !excluded.has(labelOf(frame, key)[0]));
  }
  const projected = reshape(
    frame,
    keys.map((key) => ({ source: key, label: labelOf(frame, key) })),
    levelNamesOf(frame),
  );
  return o.rename ? renameLabels(projected, o.rename, null) : projected;
}
