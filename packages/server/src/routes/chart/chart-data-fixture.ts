import { client, createTestApp, tokenFor, type TestApp } from '../../../test/test-app.ts';
import { openDatabase } from '../../commands/database/open-database.ts';

/** A test app with the examples database loaded (5,000 sales rows), for the chart-data route tests. */
export interface ChartDataFixture {
  t: TestApp;
  api: ReturnType<typeof client>;
  salesId: number;
  /** Runs raw SQL on the examples database: the independent source of expected answers. */
  raw: (sql: string) => Promise<unknown[][]>;
}

/** Builds the fixture: an admin client, the id of the `sales` dataset and a raw SQL runner. */
export async function chartDataFixture(): Promise<ChartDataFixture> {
  const t = await createTestApp({
    SIGHTLINE_LOAD_EXAMPLES: 'true',
    SIGHTLINE_EXAMPLES_SALES_ROWS: '5000',
  });
  const api = client(t.app, await tokenFor(t.app));
  const salesId = (
    await api.get('/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))')
  ).json().ids[0] as number;
  const db = (await t.ctx.databases.findByName('examples'))!;
  const { driver } = await openDatabase(t.ctx, db);
  const raw = async (sql: string) => (await driver.execute(sql)).rows;
  return { t, api, salesId, raw };
}

/** Total sales per region, largest first: the query most tests ask. */
export const byRegion = {
  columns: ['region'],
  metrics: [
    {
      expressionType: 'SIMPLE',
      aggregate: 'SUM',
      column: { column_name: 'sales' },
      label: 'total',
    },
  ],
  orderby: [['total', false]],
  row_limit: 100,
};
