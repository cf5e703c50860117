import { useEffect, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { chartApi } from '../../../api/chart-api.ts';
import type { ChartDetail } from '../../../api/chart-api.ts';
import type { DashboardChart } from '../../../api/dashboard-api.ts';
import type { AppDispatch } from '../../../app/store.ts';
import type { DashboardChartEntity } from '../dashboard-context.ts';

/** `result` of GET /api/v1/chart/<pk> as far as a dashboard needs it. */
type ChartItem = Pick<
  ChartDetail,
  'id' | 'slice_name' | 'description' | 'params' | 'viz_type' | 'datasource_id' | 'datasource_type'
>;

/** The form data of a chart item, as the dashboard charts route builds it (docs/api.md §5.4). */
export function formDataOfChartItem(item: ChartItem): Record<string, unknown> {
  let params: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(item.params ?? '{}') as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      params = parsed as Record<string, unknown>;
  } catch {
    params = {};
  }
  return {
    ...params,
    slice_id: item.id,
    viz_type: item.viz_type,
    datasource: `${item.datasource_id}__${item.datasource_type}`,
  };
}

/**
 * The charts the dashboard draws: those of GET /dashboard/<id>/charts, plus any chart dropped in
 * from the pane since, fetched one by one.
 */
export function useChartEntities(
  dashboardCharts: DashboardChart[],
  layoutChartIds: number[],
): ReadonlyMap<number, DashboardChartEntity> {
  const dispatch = useDispatch<AppDispatch>();
  const [extra, setExtra] = useState<Record<number, DashboardChartEntity>>({});
  const known = useMemo(
    () =>
      new Map(
        dashboardCharts.map((c) => [
          c.id,
          {
            id: c.id,
            slice_name: c.slice_name,
            description: c.description,
            form_data: c.form_data,
          },
        ]),
      ),
    [dashboardCharts],
  );
  const missing = layoutChartIds.filter((id) => !known.has(id) && !extra[id]);
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!missingKey) return undefined;
    let isCancelled = false;
    const requests = missingKey
      .split(',')
      .map(Number)
      .map((id) => {
        const request = dispatch(chartApi.endpoints.getChart.initiate(id));
        request
          .unwrap()
          .then((result) => {
            if (isCancelled) return;
            setExtra((current) => ({
              ...current,
              [id]: {
                id,
                slice_name: result.slice_name,
                description: result.description,
                form_data: formDataOfChartItem(result),
              },
            }));
          })
          .catch(() => undefined);
        return request;
      });
    return () => {
      isCancelled = true;
      requests.forEach((request) => request.unsubscribe());
    };
  }, [dispatch, missingKey]);
  return useMemo(() => {
    const all = new Map(known);
    Object.values(extra).forEach((entity) => all.set(entity.id, entity));
    return all;
  }, [known, extra]);
}
