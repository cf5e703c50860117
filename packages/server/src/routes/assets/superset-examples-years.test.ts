import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { multipartUpload, zipDirectory } from '../../../test/bundle.ts';
import { client, createTestApp, tokenFor, type TestApp } from '../../../test/test-app.ts';
import { EXAMPLES_DATABASE_UUID } from '../../bootstrap.ts';
import { openDatabase } from '../../commands/database/open-database.ts';
import { createDatabase } from '../../commands/database/save-database.ts';
import { duckdbTarget, loadDataDir } from '../../examples/load-data.ts';
import { loadCurrentUser } from '../../security/current-user.ts';

// Video Game Sales keeps `year` as the integer the CSV holds (BIGINT, python_date_format '%Y', 271 NULLs,
// as our example loader stores it): charts must read it as year starts (docs/query-object.md §3.8), and
// time ranges must compare it with integer years. Numbers are checked against SQL run on the same table.
const SHARED = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../../shared/data');
const CHARTS = join(SHARED, 'superset-examples/charts/Video Game Sales');

interface ChartFile {
  dataset_uuid: string;
  params: Record<string, unknown>;
}
const chartFile = (name: string) =>
  parseYaml(readFileSync(join(CHARTS, name), 'utf8')) as ChartFile;
const yearStart = (y: number) => Date.UTC(y, 0, 1);

describe('Video Game Sales over an integer year column', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  /** Raw SQL on the example table: the independent source of expected answers. */
  let sql: (text: string) => Promise<Record<string, unknown>[]>;

  /** The chart's rows, built from its saved form data as the browser builds it. */
  async function chartRows(
    file: string,
    patch: Record<string, unknown> = {},
  ): Promise<Record<string, unknown>[]> {
    const chart = chartFile(file);
    const dataset = await t.ctx.datasets.findByUuid(chart.dataset_uuid);
    const formData = { ...chart.params, ...patch, datasource: `${dataset!.id}__table` };
    const res = await api.post('/api/v1/chart/data', {
      form_data: formData,
      result_format: 'json',
      result_type: 'full',
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json().result[0].data as Record<string, unknown>[];
  }

  beforeAll(async () => {
    t = await createTestApp();
    const path = join(t.dataDir, 'video-games.duckdb');
    const target = await duckdbTarget(path);
    await loadDataDir(join(SHARED, 'examples'), target, { onlyFiles: ['video_game_sales.csv'] });
    await target.close();
    const admin = await loadCurrentUser(t.ctx, (await t.ctx.users.findForLogin('admin'))!.id);
    const db = await createDatabase(
      t.ctx,
      {
        database_name: 'examples',
        uuid: EXAMPLES_DATABASE_UUID,
        sqlalchemy_uri: `duckdb:///${path}`,
      },
      admin,
      { skipTest: true, trusted: true },
    );
    const token = await tokenFor(t.app);
    api = client(t.app, token);
    const { payload, headers } = multipartUpload(zipDirectory(join(SHARED, 'superset-examples')));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assets/import/',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`import failed: ${res.statusCode} ${res.body}`);
    const { driver } = await openDatabase(t.ctx, db);
    sql = async (text) => {
      const out = await driver.execute(text);
      return out.rows.map((r) => Object.fromEntries(out.columns.map((c, i) => [c.name, r[i]])));
    };
  }, 120_000);
  afterAll(() => t?.close());

  it('keeps year as the integer of the CSV', async () => {
    const [row] = await sql(
      `SELECT any_value(typeof(year)) AS type, min(year) AS lo, max(year) AS hi, count(*) - count(year) AS nulls FROM video_game_sales`,
    );
    expect(row).toEqual({ type: 'BIGINT', lo: 1980, hi: 2017, nulls: 271 });
  });

  it('"Games per Genre over time" puts every game count at its year start', async () => {
    const rows = await chartRows('Games_per_Genre_over_time.yaml');
    const expected = await sql(
      `SELECT year, genre, count(*) AS n FROM video_game_sales GROUP BY 1, 2`,
    );
    const years = [
      ...new Set(expected.flatMap((r) => (r.year === null ? [] : [Number(r.year)]))),
    ].sort((a, b) => a - b);
    const timeKey = Object.keys(rows[0]!).find((k) => !expected.some((e) => e.genre === k))!;
    // 1980 .. 2017 year starts, then the games without a year.
    expect(rows.map((r) => r[timeKey])).toEqual([...years.map(yearStart), null]);
    expect(rows[0]![timeKey]).toBe(Date.UTC(1980, 0, 1));
    for (const e of expected) {
      const row = rows.find(
        (r) => r[timeKey] === (e.year === null ? null : yearStart(Number(e.year))),
      )!;
      expect(row[String(e.genre)], `${e.year} ${e.genre}`).toBe(Number(e.n));
    }
  });

  it('a time range keeps the years inside it, compared with the year as an integer', async () => {
    const rows = await chartRows('Games_per_Genre_over_time.yaml', {
      time_range: '2000-01-01 : 2005-01-01',
    });
    const expected = await sql(
      `SELECT year, genre, count(*) AS n FROM video_game_sales WHERE year >= 2000 AND year < 2005 GROUP BY 1, 2`,
    );
    const timeKey = Object.keys(rows[0]!).find((k) => !expected.some((e) => e.genre === k))!;
    expect(rows.map((r) => r[timeKey])).toEqual([2000, 2001, 2002, 2003, 2004].map(yearStart));
    const total = rows.reduce(
      (s, r) =>
        s +
        Object.entries(r).reduce(
          (a, [k, v]) => (k === timeKey || typeof v !== 'number' ? a : a + v),
          0,
        ),
      0,
    );
    expect(total).toBe(expected.reduce((s, e) => s + Number(e.n), 0));
  });

  it('"Rise & Fall of Video Game Consoles" sums global sales per platform and year start', async () => {
    const rows = await chartRows('Rise__Fall_of_Video_Game_Consoles.yaml');
    const [ps2] = await sql(
      `SELECT sum(global_sales) AS s FROM video_game_sales WHERE platform = 'PS2' AND year = 2004`,
    );
    const timeKey = Object.keys(rows[0]!).find(
      (k) => k !== 'PS2' && typeof rows[0]![k] === 'number' && (rows[0]![k] as number) > 1e11,
    )!;
    const row2004 = rows.find((r) => r[timeKey] === yearStart(2004))!;
    expect(row2004.PS2).toBeCloseTo(Number(ps2!.s), 6);
  });

  it('the "Games" table shows the year start of each game, not a 1970 date', async () => {
    const rows = await chartRows('Games.yaml');
    const wiiSports = rows.find((r) => r.name === 'Wii Sports')!;
    expect(wiiSports.year).toBe(Date.UTC(2006, 0, 1));
  });
});
