import { z } from 'zod';
import { parseOptions, PostProcessingError } from './errors.ts';
import {
  assertColumns,
  columnValues,
  identitySpecs,
  labelOf,
  levelNamesOf,
  reshape,
  type ColumnSpec,
  type Frame,
} from './frame.ts';
import { isNumericColumn, nanToNull, toNumber } from './values.ts';

/** Options of `contribution`; `contribution_totals` is injected by the totals pre-pass. */
export const contributionOptionsSchema = z.object({
  orientation: z.enum(['row', 'column']).nullish(),
  columns: z.array(z.string()).nullish(),
  time_shifts: z.array(z.string()).nullish(),
  rename_columns: z.array(z.string()).nullish(),
  contribution_totals: z.record(z.string(), z.number().nullable()).nullish(),
});
/** Options of `contribution` as written in a step (defaults optional). */
export type ContributionOptions = z.input<typeof contributionOptionsSchema>;

interface Target {
  key: string;
  label: unknown[];
}

/**
 * Share of total. `column` orientation: each value / its column's total (from
 * `contribution_totals` when given, where a missing or zero total gives 0; else the sum of the
 * rows, nulls counting as 0). `row` orientation: each value / the row sum of the selected
 * columns, columns ending with one of `time_shifts` forming their own groups. Results
 * overwrite the columns, or are added under `rename_columns`.
 */
export function contribution(frame: Frame, options: ContributionOptions = {}): Frame {
  const o = parseOptions(contributionOptionsSchema, options, 'contribution');
  assertColumns(frame, o.columns);
  const numeric = frame.columns.filter((key) => isNumericColumn(columnValues(frame, key)));
  let selected = numeric;
  if (o.columns && o.columns.length > 0) {
    for (const column of o.columns) {
      if (frame.header || !numeric.includes(column)) {
        throw new PostProcessingError(
          `Column "${column}" is not numeric or does not exists in the query results.`,
        );
      }
    }
    selected = o.columns;
  }
  const renames = o.rename_columns && o.rename_columns.length > 0 ? o.rename_columns : null;
  if (renames && renames.length !== selected.length) {
    throw new PostProcessingError('`rename_columns` must have the same length as `columns`.');
  }
  // A plain name assigned to a multi-level frame gets '' on the other levels, as in pandas.
  const padding = (levelNamesOf(frame) ?? [null]).slice(1).map(() => '');
  const targets: Target[] = selected.map((key, i) => ({
    key,
    label: renames ? [renames[i], ...padding] : labelOf(frame, key),
  }));
  const results = new Map<Target, (number | null)[]>();

  if ((o.orientation ?? 'column') === 'column') {
    const totals =
      o.contribution_totals && Object.keys(o.contribution_totals).length > 0
        ? o.contribution_totals
        : null;
    for (const target of targets) {
      const values = columnValues(frame, target.key).map((v) => toNumber(v) ?? 0);
      if (totals) {
        const total = Object.hasOwn(totals, target.key) ? totals[target.key] : null;
        results.set(
          target,
          values.map((v) => (total === null || total === 0 ? 0 : v / total)),
        );
      } else {
        const total = values.reduce((a, v) => a + v, 0);
        results.set(
          target,
          values.map((v) => nanToNull(v / total)),
        );
      }
    }
  } else {
    for (const group of columnGroups(frame, targets, o.time_shifts ?? [])) {
      const sums = frame.rows.map((row) =>
        group.reduce((acc, t) => acc + (toNumber(row[t.key]) ?? 0), 0),
      );
      for (const target of group) {
        results.set(
          target,
          frame.rows.map((row, r) => {
            const v = toNumber(row[target.key]);
            return v === null ? null : nanToNull(v / sums[r]);
          }),
        );
      }
    }
  }
  const specs: ColumnSpec[] = identitySpecs(frame);
  for (const target of targets) {
    const existing = specs.find((spec) => spec.source === target.key && !renames);
    if (existing) existing.values = results.get(target);
    else specs.push({ source: target.key, label: target.label, values: results.get(target) });
  }
  return reshape(frame, specs, levelNamesOf(frame));
}

/** Splits the columns into the non-shifted group and one group per time shift (by level-0 suffix). */
function columnGroups(frame: Frame, targets: Target[], timeShifts: readonly string[]): Target[][] {
  const plain: Target[] = [];
  const shifted = new Map<string, Target[]>();
  for (const target of targets) {
    const first = labelOf(frame, target.key)[0];
    const shift =
      typeof first === 'string' ? timeShifts.find((ts) => first.endsWith(ts)) : undefined;
    if (shift === undefined) plain.push(target);
    else shifted.set(shift, [...(shifted.get(shift) ?? []), target]);
  }
  return [plain, ...shifted.values()];
}
