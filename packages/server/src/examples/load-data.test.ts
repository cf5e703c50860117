import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckdbTarget, loadDataDir, sqliteTarget, type ClosableLoadTarget, type LoadTarget } from './load-data.ts';

// The repo root is four levels up from src/examples; shared data lives beside it.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const sharedDir = process.env.SIGHTLINE_SHARED_DIR ?? resolve(repoRoot, '..', 'shared');
const examplesDir = join(sharedDir, 'data', 'examples');
const pgUrl = process.env.SIGHTLINE_TEST_PG_URL;

// Row counts of the README table, except where the files disagree with it: covid_vaccines has 265
// records (268 is its line count; quoted fields span lines) and video_game_sales 16,595 (rank has gaps).
// fcc_survey_2018 and unicode_test were counted with Python's csv module.
const EXPECTED_ROWS: Record<string, number> = {
  bart_lines: 5,
  birth_france_data_for_country_map: 96,
  birth_names2: 75_691,
  covid_vaccines: 265,
  energy: 85,
  fcc_survey_2018: 28_397,
  multiformat_time_series: 800,
  random_time_series: 50_000,
  sales: 2_823,
  tutorial_flights: 2_954,
  unicode_test: 41,
  video_game_sales: 16_595,
};

const tmp = mkdtempSync(join(tmpdir(), 'sightline-load-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A tiny directory exercising names, quoting, null tokens, time zones and nested JSON. */
function writeOddFiles(): string {
  const dir = join(tmp, 'odd');
  rmSync(dir, { recursive: true, force: true });
  mkdtempSync(join(tmp, 'unused-'));
  writeFileSync(join(tmp, 'placeholder'), '');
  const csv = [
    'Name,name,"Value (USD)",Flag,When,Zip,Score',
    `"O'Brien""; DROP TABLE x; --",b,1.5,true,2024-01-02T03:04:05+02:00,00123,NA`,
    `"multi\nline",c,2,FALSE,2024-01-03 00:00:00,04567,7`,
    ',d,,,,,',
  ].join('\n');
  const json = [{ id: 1, tags: ['a', 'b'], meta: { k: 'v' }, note: null }, { id: 2, tags: [], note: 'ok' }];
  rmSync(dir, { recursive: true, force: true });
  require_mkdir(dir);
  writeFileSync(join(dir, 'Odd Name!.csv'), csv);
  writeFileSync(join(dir, 'nested.json.gz'), gzipSync(JSON.stringify(json)));
  writeFileSync(join(dir, 'README.md'), 'not data');
  return dir;
}

function require_mkdir(dir: string): void {
  mkdtempSync(dir);
}
