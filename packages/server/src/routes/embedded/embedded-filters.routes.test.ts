import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, PG_URL } from '../../../test/pg-database.ts';
import { layout } from '../dashboard/dashboard-fixture.ts';
import { embeddedFixture, guestClient, must, type EmbeddedFixture } from './embedded-fixture.ts';

const STORES: { name: string; pg: boolean }[] = [
  { name: 'SQLite', pg: false },
  ...(PG_URL ? [{ name: 'PostgreSQL', pg: true }] : []),
];

// A guest's native filters read the values of the columns the dashboard's filters name, and no other.
describe.each(STORES)('native filters of an embedded dashboard ($name metadata)', ({ pg }) => {
  let f: EmbeddedFixture;
  let drop: (() => Promise<void>) | null = null;
  let guest: ReturnType<typeof guestClient>;

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (pg) {
      const temp = await createTempPgDatabase(PG_URL, 'sl_embedded_filters');
      drop = temp.drop;
      env = { SIGHTLINE_METADATA_URL: temp.url };
    }
    f = await embeddedFixture(env);
    const filter = (id: string, column: string, filterType: string) => ({
      id,
      type: 'NATIVE_FILTER',
      name: column,
      filterType,
      targets: [{ datasetId: f.salesId, column: { name: column } }],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      controlValues: {},
      cascadeParentIds: [],
      description: '',
    });
    must(
      await f.api.put(`/api/v1/dashboard/${f.embedded}`, {
        json_metadata: JSON.stringify({
          positions: layout([f.regionChart]),
          native_filter_configuration: [
            filter('NATIVE_FILTER-region', 'region', 'filter_select'),
            filter('NATIVE_FILTER-qty', 'quantity', 'filter_range'),
          ],
        }),
      }),
      200,
    );
    const uuid = must(
      await f.api.post(`/api/v1/dashboard/${f.embedded}/embedded`, { allowed_domains: [] }),
      200,
    ).json().result.uuid as string;
    const token = must(
      await f.api.post('/api/v1/security/guest_token/', {
        resources: [{ type: 'dashboard', id: uuid }],
        rls: [],
      }),
      200,
    ).json().token as string;
    guest = guestClient(f.t, token);
  }, 120_000);
  afterAll(async () => {
    await f?.t.close();
    await drop?.();
  });

  const query = (q: Record<string, unknown>) => ({
    datasource: { id: f.salesId, type: 'table' },
    form_data: { viz_type: 'filter_select', datasource: `${f.salesId}__table` },
    queries: [{ row_limit: 1000, ...q }],
  });

  it('reads the values of a filter column and the bounds of a range filter', async () => {
    const values = await guest.post(
      '/api/v1/chart/data',
      query({ columns: ['region'], metrics: [], orderby: [['region', true]] }),
    );
    expect(values.statusCode, values.body).toBe(200);
    const expected = (await f.raw('SELECT DISTINCT region FROM sales ORDER BY region')).map(
      ([r]) => r,
    );
    expect(values.json().result[0].data.map((r: { region: string }) => r.region)).toEqual(expected);
    const bound = (aggregate: string) => ({
      expressionType: 'SIMPLE',
      aggregate,
      column: { column_name: 'quantity' },
      label: aggregate.toLowerCase(),
    });
    const bounds = await guest.post(
      '/api/v1/chart/data',
      query({ columns: [], metrics: [bound('MIN'), bound('MAX')], orderby: [] }),
    );
    expect(bounds.statusCode, bounds.body).toBe(200);
    const [[min, max]] = (await f.raw('SELECT MIN(quantity), MAX(quantity) FROM sales')) as [
      [number, number],
    ];
    expect(bounds.json().result[0].data[0]).toMatchObject({ min: Number(min), max: Number(max) });
  });

  it('is refused other columns, other aggregates and SQL', async () => {
    for (const q of [
      { columns: ['customer'], metrics: [] },
      { columns: ['region', 'customer'], metrics: [] },
      { columns: ['region'], metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(sales)' }] },
      {
        columns: [],
        metrics: [
          {
            expressionType: 'SIMPLE',
            aggregate: 'SUM',
            column: { column_name: 'quantity' },
            label: 's',
          },
        ],
      },
      { columns: ['region'], metrics: [], orderby: [['sales', true]] },
      { columns: ['region'], metrics: [], extras: { where: '1 = 1' } },
    ]) {
      const res = await guest.post('/api/v1/chart/data', query(q));
      expect(res.statusCode, JSON.stringify(q)).toBe(403);
    }
  });
});
