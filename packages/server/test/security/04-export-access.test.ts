import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_URL } from '../pg-database.ts';
import { assetsFixture, exportedFiles, grant, type AssetsFixture } from './04-assets-fixture.ts';

// Issue #13 point 12 (export): the export routes only export what the caller may read.

describe('exports contain only what the caller may read', () => {
  let f: AssetsFixture;

  beforeAll(async () => {
    f = await assetsFixture();
  });
  afterAll(() => f.t.close());

  it("answers 404 for another user's saved query", async () => {
    const res = await f.sqlLab.api.get(`/api/v1/saved_query/export/?q=!(${f.adminQueryId})`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
    // Gamma runs no SQL and holds no saved-query permission at all.
    expect(
      (await f.gamma.api.get(`/api/v1/saved_query/export/?q=!(${f.adminQueryId})`)).statusCode,
    ).toBe(403);
  });

  it("leaves a dashboard's charts on unreadable data out of its bundle", async () => {
    const board = await f.admin.post('/api/v1/dashboard/', {
      dashboard_title: 'Shared board',
      owners: [1, f.gamma.id],
    });
    expect(board.statusCode).toBe(201);
    const costsChart = await f.admin.post('/api/v1/chart/', {
      slice_name: 'Costs chart',
      viz_type: 'table',
      datasource_id: f.costsId,
      datasource_type: 'table',
      dashboards: [board.json().id],
    });
    expect(costsChart.statusCode).toBe(201);
    expect(
      (await f.admin.put(`/api/v1/chart/${f.adminChartId}`, { dashboards: [board.json().id] }))
        .statusCode,
    ).toBe(200);
    const asAdmin = await exportedFiles(f.admin, 'dashboard', [board.json().id]);
    expect(
      Object.values(asAdmin)
        .filter((d) => d.slice_name)
        .map((d) => d.slice_name)
        .sort(),
    ).toEqual(['Admin chart', 'Costs chart']);
    const asGamma = await exportedFiles(f.gamma.api, 'dashboard', [board.json().id]);
    expect(
      Object.values(asGamma)
        .filter((d) => d.slice_name)
        .map((d) => d.slice_name),
    ).toEqual(['Admin chart']);
    expect(
      Object.values(asGamma)
        .filter((d) => d.table_name)
        .map((d) => d.table_name),
    ).toEqual(['sales']);
  });

  // Runs after the dashboard case: the grant below opens every dataset of the database to Gamma.
  it('answers 404 for a database the user has no access to, like a missing one', async () => {
    await grant(f.t, 'Gamma', 'can_export', 'Database');
    const refused = await f.gamma.api.get(`/api/v1/database/export/?q=!(${f.dbId})`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(
      (await f.gamma.api.get('/api/v1/database/export/?q=!(987654)')).json(),
    );
    await grant(f.t, 'Gamma', 'database_access', `[shop].(id:${f.dbId})`);
    const files = await exportedFiles(f.gamma.api, 'database', [f.dbId]);
    expect(Object.keys(files).sort()).toEqual(['databases/shop.yaml', 'metadata.yaml']);
  });

  it.runIf(PG_URL)('masks the password of an exported database', async () => {
    const uri = new URL(PG_URL);
    uri.password = 'sec04-secret-pw';
    const created = await f.admin.post('/api/v1/database/', {
      database_name: 'warehouse_pg',
      sqlalchemy_uri: uri.toString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await f.admin.get(`/api/v1/database/export/?q=!(${created.json().id})`);
    expect(res.statusCode).toBe(200);
    const text = Object.values(unzipSync(res.rawPayload))
      .map((b) => new TextDecoder().decode(b))
      .join('\n');
    expect(text).not.toContain('sec04-secret-pw');
    expect(text).toContain(`${uri.protocol}//${uri.username}:XXXXXXXXXX@${uri.host}`);
  });
});
