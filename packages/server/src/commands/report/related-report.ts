import type { AppContext } from '../../context.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { listCharts } from '../chart/list-charts.ts';
import { relatedDatabases } from '../database/related-databases.ts';
import { listDashboards } from '../dashboard/list-dashboards.ts';

type RelatedQuery = { filter?: string; page?: number; page_size?: number };

/**
 * `related/chart`, `related/dashboard` and `related/database` of the report API: the objects the
 * caller may read whose name contains `filter` (databases: starts with), by name, as
 * `{value, text}` (Superset's text fields: slice_name, dashboard_title, database_name).
 */
export async function relatedReportObjects(
  ctx: AppContext,
  col: 'chart' | 'dashboard' | 'database',
  q: RelatedQuery,
  actor: CurrentUser | null,
): Promise<{ count: number; result: { value: number; text: string }[] }> {
  const page = { page: q.page, page_size: q.page_size };
  if (col === 'database') {
    const { count, rows } = await relatedDatabases(ctx, q, actor);
    return { count, result: rows.map((d) => ({ value: d.id, text: d.databaseName })) };
  }
  if (col === 'chart') {
    const filters = q.filter ? [{ col: 'slice_name', opr: 'ct' as const, value: q.filter }] : [];
    const { count, rows } = await listCharts(
      ctx,
      { ...page, filters, order_column: 'slice_name', order_direction: 'asc' },
      actor,
    );
    return { count, result: rows.map((c) => ({ value: c.id, text: c.sliceName })) };
  }
  const filters = q.filter ? [{ col: 'dashboard_title', opr: 'ct' as const, value: q.filter }] : [];
  const { count, rows } = await listDashboards(
    ctx,
    { ...page, filters, order_column: 'dashboard_title', order_direction: 'asc' },
    actor,
  );
  return { count, result: rows.map((d) => ({ value: d.id, text: d.dashboardTitle })) };
}
