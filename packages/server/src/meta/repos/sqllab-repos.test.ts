import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_URL, createTempPgDatabase } from '../../../test/pg-database.ts';
import { connectMetaStore, type MetaStore } from '../connect.ts';
import { migrateToLatest } from '../migrations/index.ts';
import { DatabasesRepo } from './databases-repo.ts';
import { QueriesRepo, type QueryWrite } from './queries-repo.ts';
import { SavedQueriesRepo } from './saved-queries-repo.ts';
import { TabStatesRepo } from './tab-states-repo.ts';
import { UsersRepo } from './users-repo.ts';

/** The SQL Lab tables, run on SQLite and (when configured) on PostgreSQL. */
function sqllabSuite(
  name: string,
  open: () => Promise<{ store: MetaStore; cleanup(): Promise<void> }>,
) {
  describe(`SQL Lab repos on ${name}`, () => {
    let store: MetaStore;
    let cleanup: () => Promise<void>;
    let userId: number;
    let dbId: number;
    beforeAll(async () => {
      ({ store, cleanup } = await open());
      await migrateToLatest(store);
      userId = await new UsersRepo(store).create({
        username: 'ann',
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@x.io',
        passwordHash: null,
      });
      dbId = await new DatabasesRepo(store).create(
        {
          uuid: crypto.randomUUID(),
          databaseName: 'w',
          sqlalchemyUri: 'sqlite://',
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
        userId,
      );
    });
    afterAll(async () => {
      await store.close();
      await cleanup();
    });

    const query = (clientId: string, over: Partial<QueryWrite> = {}): QueryWrite => ({
      clientId,
      uuid: crypto.randomUUID(),
      databaseId: dbId,
      userId,
      status: 'running',
      tabName: 'tab',
      sqlEditorId: '1',
      catalog: null,
      schema: null,
      sql: 'SELECT 1',
      selectSql: null,
      executedSql: null,
      limit: 1000,
      limitingFactor: 'UNKNOWN',
      selectAsCta: false,
      selectAsCtaUsed: false,
      ctasMethod: null,
      tmpTableName: null,
      tmpSchemaName: null,
      progress: 0,
      rows: null,
      errorMessage: null,
      resultsKey: null,
      trackingUrl: null,
      startTime: 1717171717171.123,
      startRunningTime: null,
      endTime: null,
      endResultBackendTime: null,
      extraJson: null,
      ...over,
    });

    it('stores queries with epoch-ms floats and guarded status transitions', async () => {
      const repo = new QueriesRepo(store);
      const id = await repo.create(query('q1'));
      const q = (await repo.findByClientId('q1'))!;
      expect(q).toMatchObject({
        id,
        startTime: 1717171717171.123,
        selectAsCta: false,
        databaseName: 'w',
        user: { firstName: 'Ann' },
      });
      await expect(repo.create(query('q1'))).rejects.toThrow();
      expect(
        await repo.update(id, { status: 'success', rows: 3, endTime: 1717171717999.5 }, [
          'running',
        ]),
      ).toBe(true);
      expect(await repo.update(id, { status: 'failed' }, ['running'])).toBe(false);
      expect(await repo.findById(id)).toMatchObject({
        status: 'success',
        rows: 3,
        endTime: 1717171717999.5,
      });
      expect(
        (await repo.changedSince(userId, '2000-01-01T00:00:00.000Z')).map((r) => r.clientId),
      ).toEqual(['q1']);
      expect(await repo.changedSince(userId, '2999-01-01T00:00:00.000Z')).toEqual([]);
      const list = await repo.list(
        { filters: [{ col: 'status', opr: 'eq', value: 'success' }], order_column: 'start_time' },
        { userId: userId + 1, allQueries: false },
      );
      expect(list.count).toBe(0);
      expect((await repo.list({}, { userId: null, allQueries: true })).count).toBe(1);
    });

    it('keeps saved queries, favorites and tabs with their tables', async () => {
      const saved = new SavedQueriesRepo(store);
      const sq = await saved.create(
        {
          dbId,
          label: 'L',
          description: null,
          catalog: null,
          schema: 's',
          sql: 'SELECT 1',
          templateParameters: null,
          extraJson: null,
        },
        userId,
      );
      await saved.addFavorite(userId, sq);
      await saved.addFavorite(userId, sq);
      const favs = await saved.list(
        { filters: [{ col: 'id', opr: 'saved_query_is_fav', value: true }] },
        userId,
      );
      expect(favs.rows.map((r) => r.id)).toEqual([sq]);
      const tabs = new TabStatesRepo(store);
      const a = await tabs.create(userId, {
        label: 'A',
        database_id: dbId,
        saved_query_id: sq,
        hide_left_bar: true,
      });
      const b = await tabs.create(userId, { label: 'B', database_id: dbId });
      expect((await tabs.findById(a))!.active).toBe(false);
      expect(await tabs.activeOf(userId)).toMatchObject({ id: b, active: true });
      await tabs.activate(a, userId);
      expect(await tabs.findById(a)).toMatchObject({
        active: true,
        hideLeftBar: true,
        savedQueryId: sq,
      });
      const t1 = await tabs.upsertTable(
        {
          tabStateId: a,
          databaseId: dbId,
          catalog: null,
          schema: 's',
          table: 't',
          description: '{}',
        },
        userId,
      );
      const t2 = await tabs.upsertTable(
        {
          tabStateId: a,
          databaseId: dbId,
          catalog: null,
          schema: 's',
          table: 't',
          description: '{"x":1}',
        },
        userId,
      );
      expect((await tabs.tables(a)).map((t) => t.id)).toEqual([t2]);
      expect(t1).not.toBe(t2);
      // Deleting the saved query leaves the tab, without its link.
      expect(await saved.deleteOwned([sq], userId)).toBe(1);
      expect((await tabs.findById(a))!.savedQueryId).toBeNull();
      await tabs.delete(a);
      expect(await tabs.tables(a)).toEqual([]);
      expect(await tabs.idsAndLabels(userId)).toEqual([[b, 'B']]);
    });
  });
}

sqllabSuite('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sl-sqllab-meta-'));
  return {
    store: connectMetaStore({ sqlitePath: join(dir, 'meta.db') }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

if (PG_URL) {
  sqllabSuite('PostgreSQL', async () => {
    const temp = await createTempPgDatabase(PG_URL, 'sl_sqllab_meta');
    return { store: connectMetaStore({ postgresUrl: temp.url }), cleanup: () => temp.drop() };
  });
} else {
  describe.skip('SQL Lab repos on PostgreSQL (SIGHTLINE_TEST_PG_URL unset)', () => {
    it('needs SIGHTLINE_TEST_PG_URL', () => undefined);
  });
}
