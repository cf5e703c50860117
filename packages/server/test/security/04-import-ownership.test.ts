import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, PG_URL } from '../pg-database.ts';
import {
  assetsFixture,
  exportedFiles,
  importBundle,
  onlyFile,
  type AssetsFixture,
} from './04-assets-fixture.ts';

// Issue #13 point 4: every import route obeys the permission and ownership checks of the matching
// POST/PUT, object by object, in one transaction.

const NEW_DB_UUID = '51111111-2222-4333-8444-555555555555';
const NEW_DATASET_UUID = '52111111-2222-4333-8444-555555555555';
const NEW_CHART_UUID = '53111111-2222-4333-8444-555555555555';

function importOwnershipSuite(
  name: string,
  env: () => Promise<{ env: Record<string, string>; drop(): Promise<void> }>,
) {
  describe(`imports obey ownership (${name} metadata)`, () => {
    let f: AssetsFixture;
    let drop: () => Promise<void>;
    const chartName = async (id: number) =>
      (await f.admin.get(`/api/v1/chart/${id}`)).json().result.slice_name as string;

    beforeAll(async () => {
      const e = await env();
      drop = e.drop;
      f = await assetsFixture(e.env);
    });
    afterAll(async () => {
      await f.t.close();
      await drop();
    });

    it("refuses a Gamma user renaming another user's chart, with or without overwrite", async () => {
      const files = await exportedFiles(f.admin, 'chart', [f.adminChartId]);
      onlyFile(files, 'charts')[1].slice_name = 'Renamed by gamma';
      const forced = await importBundle(f.t, f.gamma.token, 'chart', files, { overwrite: 'true' });
      expect(forced.statusCode).toBe(403);
      expect(forced.json().errors[0].message).toBe('Error importing chart: permission denied');
      expect(forced.json().errors[0].extra[onlyFile(files, 'charts')[0]]).toBe(
        "A chart already exists and user doesn't have permissions to overwrite it",
      );
      const plain = await importBundle(f.t, f.gamma.token, 'chart', files);
      expect(plain.statusCode).toBe(422);
      expect(plain.json().errors[0].extra[onlyFile(files, 'charts')[0]]).toBe(
        'Chart already exists and `overwrite=true` was not passed',
      );
      expect(await chartName(f.adminChartId)).toBe('Admin chart');
    });

    it("refuses a Gamma user emptying another user's dashboard layout", async () => {
      const before = (await f.admin.get(`/api/v1/dashboard/${f.adminDashboardId}`)).json().result
        .position_json as string;
      expect(JSON.parse(before)['CHART-a'].meta.chartId).toBe(f.adminChartId);
      const files = await exportedFiles(f.admin, 'dashboard', [f.adminDashboardId]);
      const [path, dashboard] = onlyFile(files, 'dashboards');
      dashboard.position = {};
      const res = await importBundle(f.t, f.gamma.token, 'dashboard', files, { overwrite: 'true' });
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].extra[path]).toBe(
        "A dashboard already exists and user doesn't have permissions to overwrite it",
      );
      expect(
        (await f.admin.get(`/api/v1/dashboard/${f.adminDashboardId}`)).json().result.position_json,
      ).toBe(before);
    });

    it('keeps an existing saved query without overwrite (422) and refuses overwriting another user’s (403), also to Gamma, which has no saved queries', async () => {
      const files = await exportedFiles(f.admin, 'saved_query', [f.adminQueryId]);
      const [path, query] = onlyFile(files, 'queries');
      query.sql = 'SELECT 666';
      const own = await importBundle(f.t, f.adminToken, 'saved_query', files);
      expect(own.statusCode).toBe(422);
      expect(own.json().errors[0].extra[path]).toBe(
        'Saved query already exists and `overwrite=true` was not passed',
      );
      const otherPlain = await importBundle(f.t, f.sqlLab.token, 'saved_query', files);
      expect(otherPlain.statusCode).toBe(422);
      const otherForced = await importBundle(f.t, f.sqlLab.token, 'saved_query', files, {
        overwrite: 'true',
      });
      expect(otherForced.statusCode).toBe(403);
      expect(
        (await importBundle(f.t, f.gamma.token, 'saved_query', files, { overwrite: 'true' }))
          .statusCode,
      ).toBe(403);
      expect(otherForced.json().errors[0].extra[path]).toBe(
        "A saved query already exists and user doesn't have permissions to overwrite it",
      );
      expect((await f.admin.get(`/api/v1/saved_query/${f.adminQueryId}`)).json().result.sql).toBe(
        'SELECT 1',
      );
      // The owner may overwrite it.
      expect(
        (await importBundle(f.t, f.adminToken, 'saved_query', files, { overwrite: 'true' }))
          .statusCode,
      ).toBe(200);
      expect((await f.admin.get(`/api/v1/saved_query/${f.adminQueryId}`)).json().result.sql).toBe(
        'SELECT 666',
      );
    });

    it('refuses a Gamma import that would create a database', async () => {
      const files = await exportedFiles(f.admin, 'chart', [f.adminChartId]);
      const [dbPath, db] = onlyFile(files, 'databases');
      Object.assign(db, {
        uuid: NEW_DB_UUID,
        database_name: 'smuggled',
        sqlalchemy_uri: `sqlite:///${join(mkdtempSync(join(tmpdir(), 'sl-sec04-')), 'x.db')}`,
      });
      Object.assign(onlyFile(files, 'datasets')[1], {
        uuid: NEW_DATASET_UUID,
        database_uuid: NEW_DB_UUID,
      });
      Object.assign(onlyFile(files, 'charts')[1], {
        uuid: NEW_CHART_UUID,
        dataset_uuid: NEW_DATASET_UUID,
      });
      const res = await importBundle(f.t, f.gamma.token, 'chart', files);
      expect(res.statusCode).toBe(403);
      const extra = res.json().errors[0].extra;
      expect(extra[dbPath]).toBe(
        "Database doesn't exist and user doesn't have permission to create databases",
      );
      expect(extra[onlyFile(files, 'datasets')[0]]).toBe(
        "Dataset doesn't exist and user doesn't have permission to create datasets",
      );
      expect(await f.t.ctx.databases.findByUuid(NEW_DB_UUID)).toBeNull();
      expect(await f.t.ctx.databases.findByName('smuggled')).toBeNull();
      expect((await f.admin.get(`/api/v1/chart/${NEW_CHART_UUID}`)).statusCode).toBe(404);
    });

    it('leaves the first object unchanged when the second of the bundle is refused', async () => {
      const files = await exportedFiles(f.gamma.api, 'chart', [f.gammaChartId, f.adminChartId]);
      const chartFile = (name: string) =>
        Object.entries(files).find(([p, c]) => p.startsWith('charts/') && c.slice_name === name)!;
      const [gammaPath, gammaChart] = chartFile('Gamma chart');
      const [adminPath, adminChart] = chartFile('Admin chart');
      const others = Object.entries(files).filter(([p]) => !p.startsWith('charts/'));
      // Gamma's own chart first, the admin's second.
      const ordered = Object.fromEntries([
        ...others,
        [gammaPath, { ...gammaChart, slice_name: 'Gamma chart v2' }],
        [adminPath, { ...adminChart, slice_name: 'Admin chart v2' }],
      ]);
      const res = await importBundle(f.t, f.gamma.token, 'chart', ordered, { overwrite: 'true' });
      expect(res.statusCode).toBe(403);
      expect(await chartName(f.gammaChartId)).toBe('Gamma chart');
      expect(await chartName(f.adminChartId)).toBe('Admin chart');
      // Alone, the user's own chart may be overwritten.
      const own = Object.fromEntries(Object.entries(ordered).filter(([p]) => p !== adminPath));
      expect(
        (await importBundle(f.t, f.gamma.token, 'chart', own, { overwrite: 'true' })).statusCode,
      ).toBe(200);
      expect(await chartName(f.gammaChartId)).toBe('Gamma chart v2');
    });

    it('answers a reference to a chart the user cannot read like one to a missing chart', async () => {
      const costs = await f.admin.post('/api/v1/chart/', {
        slice_name: 'Costs',
        viz_type: 'table',
        datasource_id: f.costsId,
        datasource_type: 'table',
      });
      const costsUuid = (await f.admin.get(`/api/v1/chart/${costs.json().id}`)).json().result
        .uuid as string;
      const dashboardWith = (chartUuid: string) => ({
        'metadata.yaml': {
          version: '1.0.0',
          type: 'Dashboard',
          timestamp: '2024-01-01T00:00:00+00:00',
        },
        'dashboards/Mine_1.yaml': {
          dashboard_title: 'Mine',
          uuid: '71111111-2222-4333-8444-555555555555',
          version: '1.0.0',
          metadata: {},
          position: {
            'CHART-x': {
              id: 'CHART-x',
              type: 'CHART',
              children: [],
              meta: { chartId: 1, uuid: chartUuid, width: 4, height: 50 },
            },
          },
        },
      });
      const hidden = await importBundle(f.t, f.gamma.token, 'dashboard', dashboardWith(costsUuid));
      expect(hidden.statusCode).toBe(422);
      expect(hidden.json().errors[0].extra['dashboards/Mine_1.yaml']).toEqual({
        position: [`Chart ${costsUuid} is not in the bundle nor here`],
      });
      const missingUuid = '72111111-2222-4333-8444-555555555555';
      const missing = await importBundle(
        f.t,
        f.gamma.token,
        'dashboard',
        dashboardWith(missingUuid),
      );
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors[0].extra['dashboards/Mine_1.yaml']).toEqual({
        position: [`Chart ${missingUuid} is not in the bundle nor here`],
      });
      expect(
        (await f.admin.get('/api/v1/dashboard/71111111-2222-4333-8444-555555555555')).statusCode,
      ).toBe(404);
    });

    it('rolls back every write when a later write fails', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sl-sec04-'));
      const database = (uuid: string, databaseName: string) => ({
        database_name: databaseName,
        sqlalchemy_uri: `sqlite:///${join(dir, `${databaseName}.db`)}`,
        uuid,
        version: '1.0.0',
      });
      const res = await importBundle(f.t, f.adminToken, 'database', {
        'metadata.yaml': {
          version: '1.0.0',
          type: 'Database',
          timestamp: '2024-01-01T00:00:00+00:00',
        },
        'databases/a_fresh.yaml': database('61111111-2222-4333-8444-555555555555', 'fresh'),
        // Same name as the fixture's database: refused when it is written, after `fresh` was.
        'databases/b_clash.yaml': database('62111111-2222-4333-8444-555555555555', 'shop'),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: { database_name: ['A database with the same name already exists.'] },
      });
      expect(await f.t.ctx.databases.findByName('fresh')).toBeNull();
      expect(await f.t.ctx.databases.findByUuid('61111111-2222-4333-8444-555555555555')).toBeNull();
    });
  });
}

importOwnershipSuite('SQLite', async () => ({ env: {}, drop: async () => undefined }));

if (PG_URL) {
  importOwnershipSuite('PostgreSQL', async () => {
    const temp = await createTempPgDatabase(PG_URL, 'sl_sec04');
    return { env: { SIGHTLINE_METADATA_URL: temp.url }, drop: () => temp.drop() };
  });
} else {
  describe.skip('imports obey ownership on PostgreSQL metadata (SIGHTLINE_TEST_PG_URL unset)', () => {
    it('needs SIGHTLINE_TEST_PG_URL', () => undefined);
  });
}
