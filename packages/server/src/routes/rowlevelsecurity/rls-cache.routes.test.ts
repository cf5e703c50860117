import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rlsFixture, type RlsFixture } from './rls-fixture.ts';

// The cache key holds each caller's predicates as they run, so a result filtered for one user is
// never served to another; samples, drill to detail, exports and explore_json are filtered too.
describe('row level security and the cache, samples and exports (DuckDB)', () => {
  let f: RlsFixture;
  beforeAll(async () => {
    f = await rlsFixture('duckdb');
  }, 120_000);
  afterAll(async () => f?.close());

  it('keeps a templated rule per user in the cache', async () => {
    const east = await f.userOf('east', 'Gamma');
    const west = await f.userOf('west', 'Gamma');
    const res = await f.admin.post('/api/v1/rowlevelsecurity/', {
      name: 'own region',
      filter_type: 'Regular',
      tables: [f.datasetId],
      roles: [await f.roleId('Gamma')],
      clause: "region = '{{ current_username() }}'",
    });
    expect(res.statusCode, res.body).toBe(201);
    const run = async (api: RlsFixture['admin']) => {
      const r = await f.chartData(api, {});
      expect(r.statusCode, r.body).toBe(200);
      const q = r.json().result[0];
      return {
        total: Number(q.data[0].total ?? 0),
        cached: Boolean(q.is_cached),
        key: q.cache_key,
      };
    };
    const admin1 = await run(f.admin);
    const east1 = await run(east);
    const east2 = await run(east);
    const west1 = await run(west);
    const admin2 = await run(f.admin);
    expect([admin1.total, east1.total, east2.total, west1.total, admin2.total]).toEqual([
      310, 30, 30, 120, 310,
    ]);
    expect([east1.cached, east2.cached, west1.cached, admin2.cached]).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect(new Set([admin1.key, east1.key, west1.key]).size).toBe(3);

    // The query result type shows the predicate as it runs.
    const query = await f.chartData(east, { result_type: 'query' });
    expect(query.json().result[0].query).toContain("region = 'east'");
  });

  it('filters samples, drill to detail, CSV exports and explore_json', async () => {
    const gamma = await f.userOf('gamma_samples', 'Gamma');
    const earlier = (await f.admin.get('/api/v1/rowlevelsecurity/')).json().ids as number[];
    await f.admin.delete(`/api/v1/rowlevelsecurity/?q=!(${earlier.join(',')})`);
    await f.admin.post('/api/v1/rowlevelsecurity/', {
      name: 'west rows',
      filter_type: 'Regular',
      tables: [f.datasetId],
      roles: [await f.roleId('Gamma')],
      clause: "region = 'west'",
    });
    const samples = await f.chartData(gamma, { result_type: 'samples' });
    expect(samples.statusCode, samples.body).toBe(200);
    const rows = samples.json().result[0].data as { region: string }[];
    expect(rows.map((r) => r.region).sort()).toEqual(['west', 'west']);
    expect(
      (await f.chartData(f.admin, { result_type: 'samples' })).json().result[0].data,
    ).toHaveLength(5);

    const drill = await gamma.post(
      `/datasource/samples?datasource_id=${f.datasetId}&datasource_type=table&per_page=50&page=1`,
      { filters: [] },
    );
    expect(drill.statusCode, drill.body).toBe(200);
    expect(drill.json().result.total_count).toBe(2);

    const csv = await f.chartData(gamma, { result_format: 'csv', result_type: 'full' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.trim().split('\n')).toEqual(['total', '120']);

    const formData = {
      datasource: `${f.datasetId}__table`,
      viz_type: 'big_number_total',
      metric: {
        expressionType: 'SIMPLE',
        aggregate: 'SUM',
        column: { column_name: 'amount' },
        label: 'total',
      },
    };
    const legacy = await gamma.post(
      `/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify(formData))}`,
    );
    expect(legacy.statusCode, legacy.body).toBe(200);
    expect(JSON.stringify(legacy.json().data)).toContain('120');
  });
});
