import { z } from 'zod';
import { parseOptions } from './errors.ts';
import {
  assertColumns,
  columnValues,
  resolveColumn,
  withPlainColumns,
  type Frame,
} from './frame.ts';
import { groupRows } from './group.ts';
import { toNumber } from './values.ts';

/** Options of `rank`. */
export const rankOptionsSchema = z.object({
  metric: z.string(),
  group_by: z.union([z.string(), z.array(z.string())]).nullish(),
});
/** Options of `rank` as written in a step (defaults optional). */
export type RankOptions = z.input<typeof rankOptionsSchema>;

/** Percentile ranks (average ties, in (0, 1]) of the non-null values at `rows`, written into `out`. */
function percentileRanks(
  values: readonly (number | null)[],
  rows: readonly number[],
  out: (number | null)[],
): void {
  const present = rows.filter((r) => values[r] !== null).sort((a, b) => values[a]! - values[b]!);
  const n = present.length;
  for (let i = 0; i < n;) {
    let j = i;
    while (j + 1 < n && values[present[j + 1]] === values[present[i]]) j += 1;
    const rank = (i + j + 2) / 2;
    for (let k = i; k <= j; k += 1) out[present[k]] = rank / n;
    i = j + 1;
  }
}

/** Adds column `rank`: the percentile rank of `metric`, within `group_by` groups when given. */
export function rank(frame: Frame, options: RankOptions): Frame {
  const o = parseOptions(rankOptionsSchema, options, 'rank');
  const groupBy =
    o.group_by === null || o.group_by === undefined
      ? []
      : Array.isArray(o.group_by)
        ? o.group_by
        : [o.group_by];
  assertColumns(frame, [o.metric, ...groupBy]);
  const values = columnValues(frame, resolveColumn(frame, o.metric)).map(toNumber);
  const ranks: (number | null)[] = values.map(() => null);
  if (groupBy.length === 0)
    percentileRanks(
      values,
      values.map((_, i) => i),
      ranks,
    );
  else
    for (const group of groupRows(
      frame,
      groupBy.map((g) => resolveColumn(frame, g)),
    ))
      percentileRanks(values, group.rows, ranks);
  return withPlainColumns(frame, { rank: ranks });
}
