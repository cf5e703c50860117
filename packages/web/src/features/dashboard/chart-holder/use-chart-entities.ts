import { useEffect, useMemo, useState } from 'react';
import { requestJson } from '../../../api/http.ts';
import type { DashboardChart } from '../../../api/dashboard-api.ts';
import type { DashboardChartEntity } from '../dashboard-context.ts';

/** `result` of GET /api/v1/chart/<pk> as far as a dashboard needs it. */
interface ChartItem {
  id: number;
  slice_name: string;
  description: string | null;
  params: string | null;
  viz_type: string;
  datasource_id: number;
  datasource_type: string;
}

/** The form data of a chart item, as the dashboard charts route builds it (docs/api.md §5.4). */
export function formDataOfChartItem(item: ChartItem): Record<string, unknown> {
  let params: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(item.params ?? '{}') as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) params = parsed as Record<string, unknown>;
  } catch {
    params = {};
  }
  return { ...params, slice_id: item.id, viz_type: item.viz_type, datasource: `${item.datasource_id}__${item.datasource_type}` };
}

/**
 * The charts the dashboard draws: those of GET /dashboard/<id>/charts, plus any chart dropped in
 * from the pane since, fetched one by one.
 */
export function useChartEntities(dashboardCharts: DashboardChart[], layoutChartIds: number[]): ReadonlyMap<number, DashboardChartEntity> {
  const [extra, setExtra] = useState<Record<number, DashboardChartEntity>>({});
  const known = useMemo(() => new Map(dashboardCharts.map((c) => [c.id, { id: c.id, slice_name: c.slice_name, description: c.description, form_data: c.form_data }])), [dashboardCharts]);
  const missing = layoutChartIds.filter((id) => !known.has(id) && !extra[id]);
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!missingKey) return undefined;
    let isCancelled = false;
    missingKey.split(',').map(Number).forEach((id) => {
      requestJson<{ result: ChartItem }>(`/api/v1/chart/${id}`)
        .then(({ result }) => {
          if (isCancelled) return;
          setExtra((current) => ({ ...current, [id]: { id, slice_name: result.slice_name, description: result.description, form_data: formDataOfChartItem(result) } }));
        })
        .catch(() => undefined);
    });
    return () => {
      isCancelled = true;
    };
  }, [missingKey]);
  return useMemo(() => {
    const all = new Map(known);
    Object.values(extra).forEach((entity) => all.set(entity.id, entity));
    return all;
  }, [known, extra]);
}
