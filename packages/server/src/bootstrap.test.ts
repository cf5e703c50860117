import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD_FILE, bootstrap } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { verifyPassword } from './security/passwords.ts';

describe('configuration', () => {
  it('refuses a secret key shorter than 32 bytes in every mode', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SIGHTLINE_SECRET_KEY: 'a-short-production-secret' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ SIGHTLINE_SECRET_KEY: 'short' })).toThrow(
      /SIGHTLINE_SECRET_KEY is too short/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SIGHTLINE_SECRET_KEY: 'a-long-random-production-secret-0123456789',
      }).allowFileDatabases,
    ).toBe(false);
  });

  it('reads ports, flags and URLs, and rejects nonsense clearly', () => {
    const c = loadConfig({
      PORT: '9000',
      SIGHTLINE_ALLOW_FILE_DATABASES: 'false',
      SIGHTLINE_DATA_DIR: '/tmp/x',
    });
    expect(c).toMatchObject({
      port: 9000,
      allowFileDatabases: false,
      dataDir: '/tmp/x',
      metadataUrl: null,
    });
    expect(loadConfig({}).port).toBe(8088);
    expect(loadConfig({}).allowFileDatabases).toBe(true);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be an integer/);
    expect(() => loadConfig({ SIGHTLINE_METADATA_URL: 'mysql://x' })).toThrow(/postgresql:\/\//);
    expect(() => loadConfig({ SIGHTLINE_ALLOW_FILE_DATABASES: 'maybe' })).toThrow(/boolean/);
  });
});

describe('first start', () => {
  it('creates the admin with a generated password written to an owner-only file, once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sl-boot-'));
    try {
      const config = loadConfig({ SIGHTLINE_DATA_DIR: dir, SIGHTLINE_LOAD_EXAMPLES: 'false' });
      const logs: string[] = [];
      const first = await bootstrap(config, (m) => logs.push(m));
      const file = join(dir, ADMIN_PASSWORD_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const password = readFileSync(file, 'utf8').trim();
      expect(password).toBe(first.generatedPassword);
      expect(logs.join('\n')).toContain(password);
      const admin = await first.ctx.users.findForLogin('admin');
      expect(await verifyPassword(admin!.passwordHash, password)).toBe(true);
      expect(Object.keys(await first.ctx.users.rolesOf(admin!.id))).toEqual(['Admin']);
      await first.ctx.store.close();
      const second = await bootstrap(config, () => undefined);
      expect(second.generatedPassword).toBeNull();
      expect(await second.ctx.users.count()).toBe(1);
      await second.ctx.store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('registers the examples database with a dataset per generated table', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sl-boot-ex-'));
    try {
      const config = loadConfig({
        SIGHTLINE_DATA_DIR: dir,
        SIGHTLINE_ADMIN_PASSWORD: 'pw-12345678',
        SIGHTLINE_EXAMPLES_SALES_ROWS: '3000',
      });
      const { ctx } = await bootstrap(config, () => undefined);
      const db = await ctx.databases.findByName('examples');
      expect(db).toMatchObject({ backend: 'duckdb', exposeInSqllab: true });
      const { rows } = await ctx.datasets.list(
        { order_column: 'table_name', order_direction: 'asc' },
        { userId: 1, access: { all: true } },
      );
      expect(rows.map((r) => r.tableName)).toEqual([
        'countries',
        'daily_metrics',
        'flows',
        'sales',
      ]);
      const sales = rows.find((r) => r.tableName === 'sales')!;
      expect(sales.mainDttmCol).toBe('order_date');
      const cols = await ctx.datasets.columns(sales.id);
      expect(cols.map((c) => c.columnName)).toEqual(
        expect.arrayContaining([
          'order_date',
          'region',
          'country',
          'product_line',
          'quantity',
          'price',
          'status',
        ]),
      );
      await ctx.connections.closeAll();
      await ctx.store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
