import type { ListQuery } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { CHART_LIST_SPEC } from '../../meta/repos/chart-list-spec.ts';
import type { ChartRecord } from '../../meta/repos/charts-repo.ts';
import { dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';

/** A page of the charts the user may see (docs/api.md §2.2), with the columns the list may be ordered by. */
export async function listCharts(
  ctx: AppContext,
  q: ListQuery,
  actor: CurrentUser | null,
): Promise<{ count: number; rows: ChartRecord[]; orderColumns: string[] }> {
  const { count, rows } = await repos(ctx).charts.list(q, {
    userId: actor?.id ?? null,
    access: dataAccessOf(actor),
  });
  return {
    count,
    rows,
    orderColumns: Object.keys(CHART_LIST_SPEC.orderColumns).filter((c) => c !== 'changed_on'),
  };
}
