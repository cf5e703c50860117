import { existsSync, linkSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES_DATABASE } from '../../src/bootstrap.ts';
import { client, createTestApp, tokenFor, type TestApp } from '../test-app.ts';

// Issue #13 point 1: user SQL on the bundled DuckDB `examples` database (SQL Lab, virtual datasets,
// chart data) cannot read or write server files; SQLite refuses ATTACH / VACUUM INTO /
// load_extension; no database may point into the data directory.

let t: TestApp;
let api: ReturnType<typeof client>;
let examplesId: number;
const outside = mkdtempSync(join(tmpdir(), 'sl-01-'));
const secret = join(outside, 'secret.txt');
const SECRET = 'TOP-SECRET-01';

beforeAll(async () => {
  writeFileSync(secret, `line\n${SECRET}\n`);
  t = await createTestApp({
    SIGHTLINE_LOAD_EXAMPLES: 'true',
    SIGHTLINE_EXAMPLES_SALES_ROWS: '2000',
  });
  api = client(t.app, await tokenFor(t.app));
  examplesId = (await t.ctx.databases.findByName(EXAMPLES_DATABASE))!.id;
});
afterAll(async () => t.close());

const run = (databaseId: number, sql: string) =>
  api.post('/api/v1/sqllab/execute/', { database_id: databaseId, sql });
/** A refused statement: a 4xx whose body names the reason and carries no file content. */
const expectRefused = async (databaseId: number, sql: string, reason: RegExp) => {
  const res = await run(databaseId, sql);
  expect(res.statusCode, `${sql}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, sql).toBeLessThan(500);
  expect(res.body, sql).toMatch(reason);
  expect(res.body, sql).not.toContain(SECRET);
};

describe('DuckDB examples database: no file access from user SQL', () => {
  it('refuses read_csv, read_text, read_blob, glob in SQL Lab, yet opens the examples file itself', async () => {
    const count = await run(examplesId, 'SELECT count(*) AS n FROM sales');
    expect(count.statusCode, count.body).toBe(200);
    expect(count.json().data).toEqual([{ n: 2000 }]);
    const disabled = /file system operations are disabled by configuration/;
    await expectRefused(examplesId, `SELECT * FROM read_text('${secret}')`, disabled);
    await expectRefused(examplesId, `SELECT * FROM read_csv('${secret}')`, disabled);
    await expectRefused(examplesId, `SELECT * FROM read_blob('${secret}')`, disabled);
    await expectRefused(examplesId, `SELECT * FROM glob('${outside}/*')`, disabled);
    await expectRefused(
      examplesId,
      `SELECT * FROM read_text('${join(t.dataDir, 'sightline.db')}')`,
      disabled,
    );
    // Only a database an admin opted in with extra.allow_external_access reads files.
    const optedIn = await api.post('/api/v1/database/', {
      database_name: 'files01',
      sqlalchemy_uri: `duckdb:///${join(outside, 'files.duckdb')}`,
      extra: JSON.stringify({ allow_external_access: true }),
    });
    expect(optedIn.statusCode, optedIn.body).toBe(201);
    const read = await run(optedIn.json().id, `SELECT content FROM read_text('${secret}')`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data[0].content).toContain(SECRET);
  });

  it('refuses COPY TO, ATTACH and turning access back on, even with DML allowed', async () => {
    const put = await api.put(`/api/v1/database/${examplesId}`, { allow_dml: true });
    expect(put.statusCode, put.body).toBe(200);
    await expectRefused(
      examplesId,
      `COPY (SELECT 42 AS x) TO '${join(outside, 'out.csv')}'`,
      /disabled by configuration/,
    );
    expect(existsSync(join(outside, 'out.csv'))).toBe(false);
    await expectRefused(
      examplesId,
      `ATTACH '${join(outside, 'new.duckdb')}' AS n`,
      /disabled by configuration/,
    );
    expect(existsSync(join(outside, 'new.duckdb'))).toBe(false);
    const locked = /the configuration has been locked/;
    await expectRefused(examplesId, 'SET enable_external_access = true', locked);
    await expectRefused(examplesId, 'RESET enable_external_access', locked);
    await expectRefused(examplesId, 'PRAGMA enable_external_access = true', locked);
    await expectRefused(examplesId, 'SET lock_configuration = false', locked);
    await expectRefused(
      examplesId,
      `SELECT * FROM read_text('${secret}')`,
      /disabled by configuration/,
    );
    expect((await api.put(`/api/v1/database/${examplesId}`, { allow_dml: false })).statusCode).toBe(
      200,
    );
  });

  it('refuses file reads in virtual datasets, on create and in chart data', async () => {
    const create = await api.post('/api/v1/dataset/', {
      database: examplesId,
      schema: 'main',
      table_name: 'leak01',
      sql: `SELECT * FROM read_text('${secret}')`,
    });
    expect(create.statusCode, create.body).toBe(422);
    expect(create.body).toMatch(/disabled by configuration/);
    // A dataset stored before the fix: its SQL reaches the chart-data pipeline unchanged.
    const ok = await api.post('/api/v1/dataset/', {
      database: examplesId,
      schema: 'main',
      table_name: 'stored01',
      sql: 'SELECT 1 AS content',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    await t.ctx.datasets.update(
      ok.json().id,
      { sql: `SELECT content FROM read_text('${secret}')` },
      null,
    );
    const data = await api.post('/api/v1/chart/data', {
      datasource: { id: ok.json().id, type: 'table' },
      queries: [{ columns: ['content'], metrics: [], row_limit: 10 }],
      result_format: 'json',
      result_type: 'full',
    });
    expect(data.statusCode, data.body).toBeGreaterThanOrEqual(400);
    expect(data.statusCode).toBeLessThan(500);
    expect(data.body).toMatch(/disabled by configuration/);
    expect(data.body).not.toContain(SECRET);
  });
});

describe('SQLite: no ATTACH, VACUUM INTO or load_extension', () => {
  it('refuses them in SQL Lab and leaves no file behind', async () => {
    const res = await api.post('/api/v1/database/', {
      database_name: 'lite01',
      sqlalchemy_uri: `sqlite:///${join(outside, 'lite.db')}`,
      allow_dml: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    await expectRefused(id, `ATTACH '${join(outside, 'evil.db')}' AS e`, /ATTACH is not allowed/);
    await expectRefused(
      id,
      `attach database '${join(t.dataDir, 'sightline.db')}' as meta`,
      /ATTACH is not allowed/,
    );
    await expectRefused(
      id,
      `/* x */ VACUUM INTO '${join(outside, 'copy.db')}'`,
      /VACUUM INTO is not allowed/,
    );
    await expectRefused(
      id,
      `SELECT load_extension('${join(outside, 'x.so')}')`,
      /load_extension\(\) is not allowed/,
    );
    expect(existsSync(join(outside, 'evil.db'))).toBe(false);
    expect(existsSync(join(outside, 'copy.db'))).toBe(false);
    const fine = await run(id, "SELECT 'ATTACH x' AS w");
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().data).toEqual([{ w: 'ATTACH x' }]);
  });
});

describe('no database inside the data directory', () => {
  const refusal = {
    message: {
      sqlalchemy_uri: [
        'This path is inside the server data directory and cannot be used as a database.',
      ],
    },
  };

  it('refuses the metadata store, the examples file, uploads and the data dir by any spelling', async () => {
    const dir = t.dataDir;
    mkdirSync(join(outside, 'links'), { recursive: true });
    symlinkSync(join(dir, 'sightline.db'), join(outside, 'links', 'meta-link.db'));
    symlinkSync(dir, join(outside, 'links', 'dir-link'));
    linkSync(join(dir, 'sightline.db'), join(outside, 'links', 'hard.db'));
    const uris = [
      `sqlite:///${dir}/sightline.db`,
      `sqlite:///${dir}/sightline.db?mode=ro`,
      `sqlite:///${dir}/uploads/new.db`,
      `sqlite:///${dir}`,
      `sqlite:///${outside}/../${relative(join(outside, '..'), dir)}/sightline.db`,
      `sqlite:///${relative(process.cwd(), join(dir, 'sightline.db'))}`,
      `sqlite:///file:${encodeURIComponent(join(dir, 'sightline.db'))}`,
      `sqlite:///file://localhost${encodeURIComponent(join(dir, 'sightline.db') + '?mode=ro')}`,
      `sqlite:///${outside}/links/meta-link.db`,
      `sqlite:///${outside}/links/dir-link/sightline.db`,
      `sqlite:///${outside}/links/hard.db`,
      `duckdb:///${dir}/examples.duckdb`,
      `duckdb:///${dir}/other.duckdb`,
    ];
    for (const sqlalchemyUri of uris) {
      const create = await api.post('/api/v1/database/', {
        database_name: `bad${uris.indexOf(sqlalchemyUri)}`,
        sqlalchemy_uri: sqlalchemyUri,
      });
      expect(create.statusCode, `${sqlalchemyUri}: ${create.body}`).toBe(422);
      expect(create.json(), sqlalchemyUri).toEqual(refusal);
      const test = await api.post('/api/v1/database/test_connection/', {
        sqlalchemy_uri: sqlalchemyUri,
      });
      expect(test.statusCode, sqlalchemyUri).toBe(422);
    }
    expect(existsSync(join(dir, 'other.duckdb'))).toBe(false);
    expect(existsSync(join(dir, 'uploads', 'new.db'))).toBe(false);
  });

  it('refuses moving a database into the data dir, and keeps the examples database editable', async () => {
    const lite = await api.post('/api/v1/database/', {
      database_name: 'move01',
      sqlalchemy_uri: `sqlite:///${join(outside, 'move.db')}`,
    });
    expect(lite.statusCode, lite.body).toBe(201);
    const move = await api.put(`/api/v1/database/${lite.json().id}`, {
      sqlalchemy_uri: `sqlite:///${t.dataDir}/sightline.db`,
    });
    expect(move.statusCode).toBe(422);
    expect(move.json()).toEqual(refusal);
    const examplesUri = (await api.get(`/api/v1/database/${examplesId}/connection`)).json().result
      .sqlalchemy_uri as string;
    const edit = await api.put(`/api/v1/database/${examplesId}`, {
      sqlalchemy_uri: examplesUri,
      database_name: 'examples01',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const retarget = await api.put(`/api/v1/database/${examplesId}`, {
      sqlalchemy_uri: `duckdb:///${t.dataDir}/sightline.db`,
    });
    expect(retarget.statusCode).toBe(422);
    expect(
      (await api.put(`/api/v1/database/${examplesId}`, { database_name: EXAMPLES_DATABASE }))
        .statusCode,
    ).toBe(200);
    expect((await run(examplesId, 'SELECT count(*) AS n FROM countries')).statusCode).toBe(200);
  });
});
