import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_URL, createTempPgDatabase } from '../../../test/pg-database.ts';
import { connectMetaStore, type MetaStore } from '../connect.ts';
import { migrateToLatest } from '../migrations/index.ts';
import { ChartsRepo, type ChartWrite } from './charts-repo.ts';
import { DashboardsRepo } from './dashboards-repo.ts';
import { DatabasesRepo } from './databases-repo.ts';
import { DatasetsRepo } from './datasets-repo.ts';
import { FavoritesRepo } from './favorites-repo.ts';
import { KeyValueRepo } from './key-value-repo.ts';
import { PermalinksRepo } from './permalinks-repo.ts';
import { UsersRepo } from './users-repo.ts';

/** Chart, dashboard, favorite and permalink storage, run on SQLite and (when configured) PostgreSQL. */
function chartStoreSuite(
  name: string,
  open: () => Promise<{ store: MetaStore; cleanup(): Promise<void> }>,
) {
  describe(`chart storage on ${name}`, () => {
    let store: MetaStore;
    let cleanup: () => Promise<void>;
    let charts: ChartsRepo;
    let ann: number;
    let bob: number;
    let dsA: number;
    let dsB: number;
    const all = { all: true } as const;

    beforeAll(async () => {
      ({ store, cleanup } = await open());
      await migrateToLatest(store);
      const users = new UsersRepo(store);
      ann = await users.create({
        username: 'ann',
        firstName: 'Ann',
        lastName: 'A',
        email: 'ann@x.io',
        passwordHash: null,
      });
      bob = await users.create({
        username: 'bob',
        firstName: 'Bob',
        lastName: 'B',
        email: 'bob@x.io',
        passwordHash: null,
      });
      const dbId = await new DatabasesRepo(store).create(
        {
          uuid: crypto.randomUUID(),
          databaseName: 'wh',
          sqlalchemyUri: 'sqlite:////tmp/x.db',
          encryptedPassword: null,
          backend: 'sqlite',
          configurationMethod: 'sqlalchemy_form',
          cacheTimeout: null,
          exposeInSqllab: true,
          allowRunAsync: false,
          allowFileUpload: false,
          allowCtas: false,
          allowCvas: false,
          allowDml: false,
          impersonateUser: false,
          forceCtasSchema: null,
          extra: null,
          encryptedExtra: null,
          serverCert: null,
          isManagedExternally: false,
          externalUrl: null,
        },
        ann,
      );
      const datasets = new DatasetsRepo(store);
      const ds = (tableName: string) =>
        datasets.create(
          {
            uuid: crypto.randomUUID(),
            databaseId: dbId,
            catalog: null,
            schema: 'main',
            tableName,
            sql: null,
            description: null,
            mainDttmCol: null,
            defaultEndpoint: null,
            offset: 0,
            cacheTimeout: null,
            isSqllabView: false,
            templateParams: null,
            extra: null,
            filterSelectEnabled: true,
            fetchValuesPredicate: null,
            normalizeColumns: false,
            alwaysFilterMainDttm: false,
            isManagedExternally: false,
            externalUrl: null,
          },
          [ann],
          ann,
        );
      dsA = await ds('orders');
      dsB = await ds('refunds_100%');
      charts = new ChartsRepo(store);
    });
    afterAll(async () => {
      await store.close();
      await cleanup();
    });

    const chart = (sliceName: string, over: Partial<ChartWrite> = {}): ChartWrite => ({
      uuid: crypto.randomUUID(),
      sliceName,
      datasourceId: dsA,
      datasourceType: 'table',
      datasourceName: 'main.orders',
      vizType: 'table',
      params: '{}',
      queryContext: null,
      description: null,
      cacheTimeout: null,
      certifiedBy: null,
      certificationDetails: null,
      isManagedExternally: false,
      externalUrl: null,
      lastSavedAt: null,
      lastSavedByFk: null,
      ...over,
    });

    it('stores charts with owners, dashboards and their dataset, and lists them with the chart operators', async () => {
      const a = await charts.create(
        chart('Orders by day', {
          certifiedBy: 'QA',
          isManagedExternally: true,
          cacheTimeout: 60,
          lastSavedAt: '2024-01-01T00:00:00.000Z',
          lastSavedByFk: ann,
        }),
        [ann],
        ann,
      );
      const b = await charts.create(
        chart('Refund 100% view', {
          datasourceId: dsB,
          datasourceName: 'main.refunds_100%',
          vizType: 'pie',
          description: 'by reason',
        }),
        [bob],
        bob,
      );
      const c = await charts.create(chart('Untracked'), [], null);
      const dashboards = new DashboardsRepo(store);
      const dash = await dashboards.create({ dashboardTitle: 'Ops', slug: 'ops' }, ann);
      await dashboards.setOwners(dash, [ann]);
      await charts.setDashboards(a, [dash]);
      await charts.setDashboards(a, [dash]);
      expect(await dashboards.resolveKey('ops')).toBe(dash);
      expect((await dashboards.refs([dash]))[0]?.ownerIds).toEqual([ann]);
      expect((await dashboards.refs([dash]))[0]?.dashboardTitle).toBe('Ops');

      const got = (await charts.findById(a))!;
      expect(got).toMatchObject({
        sliceName: 'Orders by day',
        isManagedExternally: true,
        cacheTimeout: 60,
        certifiedBy: 'QA',
        lastSavedBy: { id: ann, firstName: 'Ann' },
        owners: [{ id: ann, firstName: 'Ann', lastName: 'A' }],
        dataset: { id: dsA, tableName: 'orders', schema: 'main' },
        createdBy: { id: ann },
      });
      expect(got.dashboards.map((d) => d.dashboardTitle)).toEqual(['Ops']);
      expect((await charts.findByUuid(got.uuid))?.id).toBe(a);

      const favorites = new FavoritesRepo(store);
      await favorites.add(bob, 'slice', a);
      await favorites.add(bob, 'slice', a);
      expect(await favorites.favoritedIds(bob, 'slice', [a, b, c])).toEqual([a]);

      const names = async (
        filters: { col: string; opr: string; value: unknown }[],
        userId: number | null = ann,
        access: Parameters<ChartsRepo['list']>[1]['access'] = all,
      ) =>
        (
          await charts.list(
            { filters: filters as never, order_column: 'slice_name', order_direction: 'asc' },
            { userId, access },
          )
        ).rows.map((r) => r.sliceName);
      expect(await names([{ col: 'slice_name', opr: 'chart_all_text', value: '100%' }])).toEqual([
        'Refund 100% view',
      ]);
      expect(await names([{ col: 'slice_name', opr: 'chart_all_text', value: 'REFUNDS' }])).toEqual(
        ['Refund 100% view'],
      );
      expect(await names([{ col: 'slice_name', opr: 'chart_all_text', value: 'reason' }])).toEqual([
        'Refund 100% view',
      ]);
      expect(await names([{ col: 'id', opr: 'chart_is_favorite', value: true }], bob)).toEqual([
        'Orders by day',
      ]);
      expect(await names([{ col: 'id', opr: 'chart_is_favorite', value: false }], bob)).toEqual([
        'Refund 100% view',
        'Untracked',
      ]);
      expect(await names([{ col: 'id', opr: 'chart_is_certified', value: true }])).toEqual([
        'Orders by day',
      ]);
      expect(
        await names([{ col: 'id', opr: 'chart_owned_created_favored_by_me', value: true }], bob),
      ).toEqual(['Orders by day', 'Refund 100% view']);
      expect(
        await names([{ col: 'created_by', opr: 'chart_created_by_me', value: true }], bob),
      ).toEqual(['Refund 100% view']);
      expect(
        await names([{ col: 'created_by', opr: 'chart_has_created_by', value: false }]),
      ).toEqual(['Untracked']);
      expect(await names([{ col: 'owners', opr: 'rel_m_m', value: bob }])).toEqual([
        'Refund 100% view',
      ]);
      expect(await names([{ col: 'dashboards', opr: 'rel_m_m', value: dash }])).toEqual([
        'Orders by day',
      ]);
      expect(await names([{ col: 'viz_type', opr: 'eq', value: 'pie' }])).toEqual([
        'Refund 100% view',
      ]);
      expect(await names([{ col: 'last_saved_at', opr: 'gt', value: '2023-12-31' }])).toEqual([
        'Orders by day',
      ]);
      expect(await names([], ann, { all: false, databaseIds: [], datasetIds: [dsB] })).toEqual([
        'Refund 100% view',
      ]);
      // Values an integer column cannot hold match nothing instead of failing on PostgreSQL.
      expect(await names([{ col: 'id', opr: 'eq', value: 'abc' }])).toEqual([]);
      expect(await names([{ col: 'owners', opr: 'rel_m_m', value: 99_999_999_999 }])).toEqual([]);
      expect(await names([{ col: 'id', opr: 'in', value: [1.5, 'x', String(a)] }])).toEqual([
        'Orders by day',
      ]);
      expect(await names([{ col: 'created_by', opr: 'nrel_o_m', value: 'abc' }])).toEqual([
        'Orders by day',
        'Refund 100% view',
        'Untracked',
      ]);
      expect(await names([], ann, { all: false, databaseIds: [], datasetIds: [] })).toEqual([]);
      // NULLs sort differently per dialect, so the paged sort leaves the chart without users out.
      const tracked = [{ col: 'created_by', opr: 'chart_has_created_by', value: true }] as never;
      const page = await charts.list(
        {
          filters: tracked,
          order_column: 'changed_by.first_name',
          order_direction: 'desc',
          page: 1,
          page_size: 1,
        },
        { userId: ann, access: all },
      );
      expect(page.count).toBe(2);
      expect(page.rows.map((r) => r.sliceName)).toEqual(['Orders by day']);

      await charts.update(b, { sliceName: 'Refunds', vizType: null }, ann);
      expect(await charts.findById(b)).toMatchObject({
        sliceName: 'Refunds',
        vizType: null,
        changedBy: { id: ann },
      });
      await charts.delete([a, 2_147_483_648]);
      expect(await charts.findById(a)).toBeNull();
      expect(await favorites.favoritedIds(bob, 'slice', [a])).toEqual([]);
      expect(await store.db.selectFrom('dashboard_slices').selectAll().execute()).toEqual([]);
      expect(await charts.findByIds([b, 99_999_999_999])).toHaveLength(1);
    });

    it('keys permalinks with salted hashids and expires temporary entries', async () => {
      const permalinks = new PermalinksRepo(store);
      const key = await permalinks.create(
        'explore_permalink',
        { state: { formData: { a: 1 } } },
        ann,
      );
      expect(key.length).toBeGreaterThanOrEqual(11);
      expect(await permalinks.get('explore_permalink', key)).toEqual({
        state: { formData: { a: 1 } },
      });
      expect(await permalinks.get('dashboard_permalink', key)).toBeNull();
      // A second repository reads the same per-install salt.
      expect(await new PermalinksRepo(store).get('explore_permalink', key)).toEqual({
        state: { formData: { a: 1 } },
      });
      expect(await permalinks.get('explore_permalink', 'zzzzzzzzzzz')).toBeNull();
      const kv = new KeyValueRepo(store);
      await kv.insert('tmp', '"old"', null, {
        uuid: 'gone',
        expiresOn: '2000-01-01T00:00:00.000Z',
      });
      await kv.insert('tmp', '"new"', ann, { uuid: 'kept', expiresOn: '2999-01-01T00:00:00.000Z' });
      expect(await kv.findByUuid('tmp', 'gone')).toBeNull();
      expect((await kv.findByUuid('tmp', 'kept'))?.value).toBe('"new"');
      await kv.purgeExpired('tmp');
      expect(
        (
          await store.db
            .selectFrom('key_value')
            .select('uuid')
            .where('resource', '=', 'tmp')
            .execute()
        ).map((r) => r.uuid),
      ).toEqual(['kept']);
      expect(await kv.deleteByUuid('tmp', 'kept')).toBe(true);
      expect(await kv.deleteByUuid('tmp', 'kept')).toBe(false);
    });
  });
}

chartStoreSuite('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sl-charts-'));
  return {
    store: connectMetaStore({ sqlitePath: join(dir, 'meta.db') }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

if (PG_URL) {
  chartStoreSuite('PostgreSQL', async () => {
    const temp = await createTempPgDatabase(PG_URL, 'sl_charts');
    return { store: connectMetaStore({ postgresUrl: temp.url }), cleanup: () => temp.drop() };
  });
} else {
  describe.skip('chart storage on PostgreSQL (SIGHTLINE_TEST_PG_URL unset)', () => {
    it('needs SIGHTLINE_TEST_PG_URL', () => undefined);
  });
}
