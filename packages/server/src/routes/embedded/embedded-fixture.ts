import type { LightMyRequestResponse } from 'fastify';
import { buildChartDataRequest } from '@sightline/viz/query';
import { client, createTestApp, tokenFor, type TestApp } from '../../../test/test-app.ts';
import { openDatabase } from '../../commands/database/open-database.ts';
import { layout } from '../dashboard/dashboard-fixture.ts';

/** Total sales per region, as the embedded chart draws them. */
export const REGION_TOTALS = {
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['region'],
  metrics: [
    {
      expressionType: 'SIMPLE',
      aggregate: 'SUM',
      column: { column_name: 'sales' },
      label: 'total',
    },
  ],
  row_limit: 100,
};

/**
 * An app on the examples data (SQLite metadata, or PostgreSQL with `env`), with two charts on `sales`
 * and two draft dashboards: `embedded` holds the region chart and is embedded; `other` holds the
 * other chart and is not.
 */
export async function embeddedFixture(env: Record<string, string> = {}) {
  const t: TestApp = await createTestApp({
    SIGHTLINE_LOAD_EXAMPLES: 'true',
    SIGHTLINE_EXAMPLES_SALES_ROWS: '2000',
    ...env,
  });
  const api = client(t.app, await tokenFor(t.app));
  const salesId = (
    await api.get('/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))')
  ).json().ids[0] as number;
  const chart = async (name: string, params: Record<string, unknown>) =>
    must(
      await api.post('/api/v1/chart/', {
        slice_name: name,
        viz_type: params.viz_type,
        datasource_id: salesId,
        datasource_type: 'table',
        params: JSON.stringify({ ...params, datasource: `${salesId}__table` }),
      }),
      201,
    ).json().id as number;
  const regionChart = await chart('Region totals', REGION_TOTALS);
  const otherChart = await chart('Country totals', { ...REGION_TOTALS, groupby: ['country'] });
  const dashboard = async (title: string, chartId: number) => {
    const id = must(await api.post('/api/v1/dashboard/', { dashboard_title: title }), 201).json()
      .id as number;
    must(
      await api.put(`/api/v1/dashboard/${id}`, {
        json_metadata: JSON.stringify({ positions: layout([chartId]) }),
      }),
      200,
    );
    return id;
  };
  const embedded = await dashboard('Embedded', regionChart);
  const other = await dashboard('Other', otherChart);
  const db = (await t.ctx.databases.findByName('examples'))!;
  const { driver } = await openDatabase(t.ctx, db);
  const raw = async (sql: string) => (await driver.execute(sql)).rows;
  return { t, api, salesId, regionChart, otherChart, embedded, other, raw };
}

export type EmbeddedFixture = Awaited<ReturnType<typeof embeddedFixture>>;

/** Fails with the answer when a setup call is not what it must be. */
export function must(res: LightMyRequestResponse, status: number): LightMyRequestResponse {
  if (res.statusCode !== status) throw new Error(`setup: ${res.statusCode} ${res.body}`);
  return res;
}

/** The chart-data request the browser sends for a saved chart (its params with slice_id). */
export function savedChartRequest(
  salesId: number,
  chartId: number,
  params: Record<string, unknown>,
): Record<string, unknown> {
  return buildChartDataRequest({
    ...params,
    datasource: `${salesId}__table`,
    slice_id: chartId,
  }) as unknown as Record<string, unknown>;
}

/** A client sending a guest token. */
export function guestClient(t: TestApp, token: string) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { 'x-guesttoken': token },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload: unknown = {}) => send('POST', url, payload),
    put: (url: string, payload: unknown = {}) => send('PUT', url, payload),
    delete: (url: string) => send('DELETE', url),
  };
}
