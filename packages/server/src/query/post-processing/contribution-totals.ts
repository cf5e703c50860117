import { columnValues, type Frame } from './frame.ts';
import { type PostProcessingStep } from './registry.ts';
import { isNumericColumn, toNumber } from './values.ts';

/** The parts of a query object the totals pre-pass looks at. */
export interface TotalsQueryShape {
  columns?: readonly unknown[] | null;
  metrics?: readonly unknown[] | null;
  post_processing?: readonly (PostProcessingStep | null)[] | null;
}

/** Which query gives the totals and which queries receive them. */
export interface ContributionTotalsPlan {
  totalsQueryIndex: number;
  contributionQueryIndexes: number[];
}

const hasContribution = (query: TotalsQueryShape): boolean =>
  (query.post_processing ?? []).some((step) => step?.operation === 'contribution');

/**
 * §4.6: when some query has a `contribution` step and some query has no columns, has metrics and
 * no post-processing, the first such query is the totals query (to run without row limit and
 * uncached). Null when the pre-pass does not apply.
 */
export function planContributionTotals(
  queries: readonly TotalsQueryShape[],
): ContributionTotalsPlan | null {
  const contributionQueryIndexes = queries.flatMap((q, i) => (hasContribution(q) ? [i] : []));
  const totalsQueryIndex = queries.findIndex(
    (q) => !q.columns?.length && !!q.metrics?.length && !q.post_processing?.length,
  );
  if (contributionQueryIndexes.length === 0 || totalsQueryIndex < 0) return null;
  return { totalsQueryIndex, contributionQueryIndexes };
}

/** `{column: sum}` over every numeric column of the totals query's result (nulls skipped). */
export function sumNumericColumns(frame: Frame): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const key of frame.columns) {
    const values = columnValues(frame, key);
    if (isNumericColumn(values))
      totals[key] = values.reduce<number>((acc, v) => acc + (toNumber(v) ?? 0), 0);
  }
  return totals;
}

/** Copies of the steps with `contribution_totals` set on every `contribution` step. */
export function injectContributionTotals(
  steps: readonly PostProcessingStep[],
  totals: Record<string, number>,
): PostProcessingStep[] {
  return steps.map((step) =>
    step.operation === 'contribution'
      ? {
          ...step,
          options: {
            ...((step.options as Record<string, unknown> | undefined) ?? {}),
            contribution_totals: totals,
          },
        }
      : step,
  );
}
