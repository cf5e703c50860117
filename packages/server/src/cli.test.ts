import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from './bootstrap.ts';
import { createDatabase } from './commands/database/save-database.ts';
import { loadConfig } from './config.ts';
import { verifyPassword } from './security/passwords.ts';

const run = promisify(execFile);
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const sharedExamples = join(
  process.env.SIGHTLINE_SHARED_DIR ?? resolve(repoRoot, '../shared'),
  'data/examples',
);
let dataDir: string;
// Outside the data dir: a database may not point into it (issue #13 point 1).
let targetDir: string;
let env: Record<string, string>;

const cli = async (...args: string[]) => {
  try {
    const r = await run('node', [join(repoRoot, 'bin/sightline.mjs'), ...args], {
      env: { ...process.env, ...env },
      cwd: repoRoot,
    });
    return { code: 0, out: r.stdout + r.stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, out: err.stdout + err.stderr };
  }
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sl-cli-'));
  targetDir = mkdtempSync(join(tmpdir(), 'sl-cli-target-'));
  env = {
    SIGHTLINE_DATA_DIR: dataDir,
    SIGHTLINE_ADMIN_PASSWORD: 'cli-admin-pw',
    SIGHTLINE_LOAD_EXAMPLES: 'false',
    SIGHTLINE_LOG_LEVEL: 'silent',
  };
  const { ctx } = await bootstrap(loadConfig(env), () => undefined);
  await createDatabase(
    ctx,
    { database_name: 'target', sqlalchemy_uri: `sqlite:///${join(targetDir, 'target.db')}` },
    null,
  );
  await ctx.store.close();
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(targetDir, { recursive: true, force: true });
});

describe('sightline CLI', () => {
  it('prints usage and refuses unknown commands', async () => {
    expect((await cli('help')).out).toContain('load-data <dir>');
    const bad = await cli('frobnicate');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('Unknown command "frobnicate"');
  });

  it('creates an admin and resets passwords, with clear errors', async () => {
    expect((await cli('create-admin', '--username', 'ops', '--password', 'short')).out).toContain(
      'at least 8 characters',
    );
    const created = await cli(
      'create-admin',
      '--username',
      'ops',
      '--password',
      'long-enough-1',
      '--email',
      'ops@x.io',
    );
    expect(created.code, created.out).toBe(0);
    expect(
      (await cli('create-admin', '--username', 'ops', '--password', 'long-enough-1')).out,
    ).toContain('already exists');
    expect(
      (await cli('reset-password', '--username', 'ops', '--password', 'another-pass-2')).code,
    ).toBe(0);
    expect(
      (await cli('reset-password', '--username', 'nobody', '--password', 'another-pass-2')).out,
    ).toContain('No user "nobody"');
    expect((await cli('migrate')).out).toContain('up to date');
    const { ctx } = await bootstrap(loadConfig(env), () => undefined);
    const ops = await ctx.users.findForLogin('ops');
    expect(await verifyPassword(ops!.passwordHash, 'another-pass-2')).toBe(true);
    expect(Object.keys(await ctx.users.rolesOf(ops!.id))).toEqual(['Admin']);
    await ctx.store.close();
  }, 180_000);

  it.runIf(existsSync(sharedExamples))(
    'loads a directory of example files into a chosen database and creates datasets',
    async () => {
      const res = await cli(
        'load-data',
        sharedExamples,
        '--database',
        'target',
        '--only',
        'sales.csv',
        '--only',
        'energy.json.gz',
        '--datasets',
      );
      expect(res.code, res.out).toBe(0);
      expect(res.out).toMatch(/sales: 2823 rows/);
      const db = new Database(join(targetDir, 'target.db'));
      expect(db.prepare('SELECT count(*) AS n FROM sales').get()).toMatchObject({ n: 2823 });
      expect(db.prepare('SELECT count(*) AS n FROM energy').get()).toMatchObject({ n: 85 });
      db.close();
      const { ctx } = await bootstrap(loadConfig(env), () => undefined);
      const { rows } = await ctx.datasets.list(
        { order_column: 'table_name', order_direction: 'asc' },
        { userId: 1, access: { all: true } },
      );
      expect(rows.map((r) => r.tableName)).toEqual(['energy', 'sales']);
      await ctx.store.close();
      expect((await cli('load-data', '/no/such/dir')).out).toContain('Not a directory');
    },
    180_000,
  );
});
