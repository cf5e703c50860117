import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_URL, createTempPgDatabase } from '../../test/pg-database.ts';
import { connectMetaStore, type MetaStore } from './connect.ts';
import { migrateToLatest } from './migrations/index.ts';
import { DatabasesRepo } from './repos/databases-repo.ts';
import { DatasetsRepo } from './repos/datasets-repo.ts';
import { RolesRepo } from './repos/roles-repo.ts';
import { UsersRepo } from './repos/users-repo.ts';

/** The same store cases, run on SQLite and (when configured) on PostgreSQL. */
function storeSuite(
  name: string,
  open: () => Promise<{ store: MetaStore; cleanup(): Promise<void> }>,
) {
  describe(`metadata store on ${name}`, () => {
    let store: MetaStore;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ store, cleanup } = await open());
    });
    afterAll(async () => {
      await store.close();
      await cleanup();
    });

    it('migrates, and a second run applies nothing', async () => {
      expect(await migrateToLatest(store)).toEqual([
        '0001-foundation',
        '0002-charts',
        '0003-sqllab',
        '0004-annotations',
        '0005-token-version',
        '0006-random-permalink-keys',
        '0007-row-level-security',
        '0008-embedded-dashboards',
        '0009-css-templates-and-tags',
        '0010-reports',
        '0011-report-runs',
      ]);
      expect(await migrateToLatest(store)).toEqual([]);
    });

    it('stores users with booleans and counters, case-insensitive unique usernames', async () => {
      const users = new UsersRepo(store);
      const id = await users.create({
        username: 'Alice',
        firstName: 'Alice',
        lastName: 'A',
        email: 'alice@x.io',
        passwordHash: 'h',
        active: false,
      });
      const u = await users.findById(id);
      expect(u).toMatchObject({ username: 'Alice', active: false, loginCount: 0 });
      expect((await users.findForLogin('alice'))?.id).toBe(id);
      await users.recordLogin(id, true);
      await users.recordLogin(id, true);
      expect((await users.findById(id))?.loginCount).toBe(2);
      await expect(
        users.create({
          username: 'ALICE',
          firstName: 'x',
          lastName: 'y',
          email: 'other@x.io',
          passwordHash: null,
        }),
      ).rejects.toThrow();
    });

    it('keeps roles with [permission, view] pairs', async () => {
      const users = new UsersRepo(store);
      const roles = new RolesRepo(store);
      const roleId = await roles.create('Analyst');
      const a = await roles.ensurePermissionView(['can_read', 'Chart']);
      const b = await roles.ensurePermissionView(['can_write', 'Chart']);
      expect(await roles.ensurePermissionView(['can_read', 'Chart'])).toBe(a);
      await roles.setPermissionViews(roleId, [a, b]);
      const uid = await users.create({
        username: 'bob',
        firstName: 'Bob',
        lastName: 'B',
        email: 'bob@x.io',
        passwordHash: null,
      });
      await users.setRoles(uid, [roleId]);
      const held = await users.rolesOf(uid);
      expect(Object.keys(held)).toEqual(['Analyst']);
      expect(held.Analyst!.map((p) => p.join(':')).sort()).toEqual([
        'can_read:Chart',
        'can_write:Chart',
      ]);
    });

    it('stores databases and datasets with columns, metrics and owners; lists filter, sort and page', async () => {
      const dbs = new DatabasesRepo(store);
      const datasets = new DatasetsRepo(store);
      const users = new UsersRepo(store);
      const owner = (await users.findForLogin('bob'))!.id;
      const base = {
        uuid: '',
        databaseName: '',
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
        allowDml: true,
        impersonateUser: false,
        forceCtasSchema: null,
        extra: null,
        encryptedExtra: null,
        serverCert: null,
        isManagedExternally: false,
        externalUrl: null,
      };
      const dbId = await dbs.create(
        { ...base, uuid: crypto.randomUUID(), databaseName: 'warehouse' },
        owner,
      );
      await dbs.create(
        { ...base, uuid: crypto.randomUUID(), databaseName: 'lake', allowDml: false },
        owner,
      );
      const dml = await dbs.list(
        { filters: [{ col: 'allow_dml', opr: 'eq', value: true }] },
        { userId: owner, access: { all: true } },
      );
      expect(dml.rows.map((d) => d.databaseName)).toEqual(['warehouse']);
      expect((await dbs.findById(dbId))?.allowDml).toBe(true);

      const mk = (tableName: string, sql: string | null) => ({
        uuid: crypto.randomUUID(),
        databaseId: dbId,
        catalog: null,
        schema: 'main',
        tableName,
        sql,
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
      });
      const ids: number[] = [];
      for (const n of ['orders', 'order_items', 'customers_100%', 'virtual_one'])
        ids.push(
          await datasets.create(mk(n, n.startsWith('virtual') ? 'select 1' : null), [owner], owner),
        );
      await datasets.children.replaceColumns(ids[0]!, [
        {
          columnName: 'id',
          type: 'INTEGER',
          isDttm: false,
          verboseName: null,
          isActive: true,
          advancedDataType: null,
          groupby: true,
          filterable: true,
          description: null,
          expression: null,
          extra: null,
          pythonDateFormat: null,
        },
        {
          columnName: 'ts',
          type: 'TIMESTAMP',
          isDttm: true,
          verboseName: 'Time',
          isActive: true,
          advancedDataType: null,
          groupby: true,
          filterable: true,
          description: null,
          expression: null,
          extra: null,
          pythonDateFormat: null,
        },
      ]);
      const cols = await datasets.columns(ids[0]!);
      expect(cols.map((c) => [c.columnName, c.isDttm])).toEqual([
        ['id', false],
        ['ts', true],
      ]);
      // Replacing keeps ids of columns that stay and deletes the others.
      await datasets.children.replaceColumns(ids[0]!, [{ ...cols[1]!, verboseName: 'Timestamp' }]);
      const after = await datasets.columns(ids[0]!);
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({ id: cols[1]!.id, verboseName: 'Timestamp' });

      const ctx = { userId: owner, access: { all: true } as const };
      const ct = await datasets.list(
        {
          filters: [{ col: 'table_name', opr: 'ct', value: 'order' }],
          order_column: 'table_name',
          order_direction: 'asc',
        },
        ctx,
      );
      expect(ct.rows.map((r) => r.tableName)).toEqual(['order_items', 'orders']);
      // LIKE wildcards in the value are literal.
      expect(
        (
          await datasets.list({ filters: [{ col: 'table_name', opr: 'ct', value: '100%' }] }, ctx)
        ).rows.map((r) => r.tableName),
      ).toEqual(['customers_100%']);
      const physical = await datasets.list(
        { filters: [{ col: 'sql', opr: 'dataset_is_null_or_empty', value: true }] },
        ctx,
      );
      expect(physical.count).toBe(3);
      const page = await datasets.list(
        { order_column: 'table_name', order_direction: 'asc', page: 1, page_size: 2 },
        ctx,
      );
      expect(page.count).toBe(4);
      expect(page.rows.map((r) => r.tableName)).toEqual(['orders', 'virtual_one']);
      const owned = await datasets.list(
        { filters: [{ col: 'owners', opr: 'rel_m_m', value: owner }] },
        ctx,
      );
      expect(owned.count).toBe(4);
      expect(owned.rows[0]!.owners.map((o) => o.id)).toEqual([owner]);
      const limited = await datasets.list(
        {},
        { userId: owner, access: { all: false, databaseIds: [], datasetIds: [ids[1]!] } },
      );
      expect(limited.rows.map((r) => r.id)).toEqual([ids[1]]);
      await datasets.delete([ids[0]!]);
      expect(await datasets.findById(ids[0]!)).toBeNull();
      expect(await datasets.columns(ids[0]!)).toEqual([]);
    });
  });
}

storeSuite('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sl-meta-'));
  return {
    store: connectMetaStore({ sqlitePath: join(dir, 'meta.db') }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

if (PG_URL) {
  storeSuite('PostgreSQL', async () => {
    const temp = await createTempPgDatabase(PG_URL, 'sl_meta');
    return { store: connectMetaStore({ postgresUrl: temp.url }), cleanup: () => temp.drop() };
  });
} else {
  describe.skip('metadata store on PostgreSQL (SIGHTLINE_TEST_PG_URL unset)', () => {
    it('needs SIGHTLINE_TEST_PG_URL', () => undefined);
  });
}
