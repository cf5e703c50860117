import type { ChartRecord, DashboardRecord } from '../records.ts';
import { hashOf } from './screenshot-cache.ts';

/**
 * A chart's digest (Superset's `chart.digest`): changes whenever what the chart draws could, so a
 * thumbnail URL names one version of the chart and a stale one redirects to the current.
 */
export function chartDigest(
  chart: Pick<ChartRecord, 'params' | 'queryContext' | 'vizType' | 'datasourceId' | 'changedOn'>,
): string {
  return hashOf(
    chart.params,
    chart.queryContext,
    chart.vizType,
    chart.datasourceId,
    chart.changedOn,
  );
}

/** A dashboard's digest: its layout, CSS, metadata (filters, colours) and charts. */
export function dashboardDigest(
  dashboard: Pick<
    DashboardRecord,
    'positionJson' | 'css' | 'jsonMetadata' | 'changedOn' | 'charts'
  >,
): string {
  return hashOf(
    dashboard.positionJson,
    dashboard.css,
    dashboard.jsonMetadata,
    dashboard.changedOn,
    dashboard.charts.map((c) => c.id),
  );
}

/** `thumbnail_url` of a chart in list and item answers (docs/api.md §2.2). */
export const chartThumbnailUrl = (chart: Parameters<typeof chartDigest>[0] & { id: number }) =>
  `/api/v1/chart/${chart.id}/thumbnail/${chartDigest(chart)}/`;

/** `thumbnail_url` of a dashboard in list and item answers (docs/api.md §2.7). */
export const dashboardThumbnailUrl = (
  dashboard: Parameters<typeof dashboardDigest>[0] & { id: number },
) => `/api/v1/dashboard/${dashboard.id}/thumbnail/${dashboardDigest(dashboard)}/`;
