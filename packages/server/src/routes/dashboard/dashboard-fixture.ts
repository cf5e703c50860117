import { chartFixture, type ChartFixture } from '../chart/chart-test-fixture.ts';

/** The chart fixture with two saved charts: a table on `sales` and a pie on `costs`. */
export interface DashboardFixture {
  f: ChartFixture;
  salesChart: number;
  costsChart: number;
}

/** Builds the fixture used by the dashboard route tests. */
export async function dashboardFixture(): Promise<DashboardFixture> {
  const f = await chartFixture();
  const salesChart = (
    await f.api.post('/api/v1/chart/', {
      slice_name: 'Sales',
      viz_type: 'table',
      datasource_id: f.salesId,
      datasource_type: 'table',
      params: '{"metrics":["count"]}',
    })
  ).json().id as number;
  const costsChart = (
    await f.api.post('/api/v1/chart/', {
      slice_name: 'Costs',
      viz_type: 'pie',
      datasource_id: f.costsId,
      datasource_type: 'table',
    })
  ).json().id as number;
  return { f, salesChart, costsChart };
}

/** The admin user as owners, changed_by and created_by show it. */
export const admin = { id: 1, first_name: 'Admin', last_name: 'User' };

/** A layout with the given charts in one row. */
export function layout(chartIds: number[]): Record<string, unknown> {
  const charts = Object.fromEntries(
    chartIds.map((id) => [
      `CHART-${id}`,
      {
        id: `CHART-${id}`,
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
        meta: { chartId: id, width: 4, height: 50 },
      },
    ]),
  );
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': {
      id: 'ROW-1',
      type: 'ROW',
      children: Object.keys(charts),
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    ...charts,
  };
}
