import { z } from 'zod';
import { parseOptions, PostProcessingError } from './errors.ts';
import {
  assertColumns,
  identitySpecs,
  labelOf,
  levelNamesOf,
  reshape,
  type Frame,
} from './frame.ts';

/** Options of `rename`. */
export const renameOptionsSchema = z.object({
  columns: z.record(z.string(), z.string().nullable()),
  inplace: z.boolean().default(false),
  level: z.union([z.number().int(), z.string()]).nullish(),
});
/** Options of `rename` as written in a step (defaults optional). */
export type RenameOptions = z.input<typeof renameOptionsSchema>;

/** Position of a header level given by number or name. */
export function resolveLevel(frame: Frame, level: number | string): number {
  const names = levelNamesOf(frame) ?? [null];
  const position =
    typeof level === 'number' ? (level < 0 ? names.length + level : level) : names.indexOf(level);
  if (position < 0 || position >= names.length)
    throw new PostProcessingError(`Level ${level} not found`);
  return position;
}

/**
 * Renames header labels through `mapping` on one level, or on every level when `level` is null
 * (pandas `df.rename(columns=..., level=...)`). A null target blanks the component, which
 * `flatten` then skips.
 */
export function renameLabels(
  frame: Frame,
  mapping: Record<string, string | null>,
  level: number | null,
): Frame {
  const specs = identitySpecs(frame).map((spec) => ({
    ...spec,
    label: spec.label.map((c, l) =>
      (level === null || l === level) && typeof c === 'string' && Object.hasOwn(mapping, c)
        ? mapping[c]
        : c,
    ),
  }));
  return reshape(frame, specs, levelNamesOf(frame));
}

/**
 * Renames column labels. Fails with "Label already exists" when every target already exists on
 * that level (level 0 when none is given). On a single-level frame a null target gives the
 * column an empty name.
 */
export function rename(frame: Frame, options: RenameOptions): Frame {
  const o = parseOptions(renameOptionsSchema, options, 'rename');
  const entries = Object.entries(o.columns);
  if (entries.length === 0) return frame;
  assertColumns(frame, Object.keys(o.columns));
  const level = o.level === null || o.level === undefined ? null : resolveLevel(frame, o.level);
  const existing = new Set(frame.columns.map((key) => labelOf(frame, key)[level ?? 0]));
  if (entries.every(([, target]) => existing.has(target)))
    throw new PostProcessingError('Label already exists');
  return renameLabels(frame, o.columns, level);
}
