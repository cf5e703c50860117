import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UnknownEngineError } from './engine-errors.ts';
import {
  availableEngines,
  engineForUri,
  engineInformation,
  ENGINES,
  getEngine,
} from './registry.ts';
import { parseUri } from './uri.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** The grain codes the chart-data request schema accepts (docs/query-object.md §3.8). */
const GRAIN_CODES = [
  'PT1S',
  'PT5S',
  'PT30S',
  'PT1M',
  'PT5M',
  'PT10M',
  'PT15M',
  'PT30M',
  'PT1H',
  'PT6H',
  'P1D',
  'P1W',
  'P1M',
  'P3M',
  'P1Y',
  '1969-12-28T00:00:00Z/P1W',
  '1969-12-29T00:00:00Z/P1W',
  'P1W/1970-01-03T00:00:00Z',
  'P1W/1970-01-04T00:00:00Z',
];

describe('engine registry', () => {
  it('registers every engine folder, under the folder name', () => {
    const folders = readdirSync(here, { withFileTypes: true })
      .filter(
        (d) => d.isDirectory() && readdirSync(join(here, d.name)).includes(`${d.name}-engine.ts`),
      )
      .map((d) => d.name)
      .sort();
    expect(ENGINES.map((e) => e.id).sort()).toEqual(folders);
  });

  it('finds engines by id and dialect, and never falls back', () => {
    expect(getEngine('postgresql').name).toBe('PostgreSQL');
    expect(() => getEngine('oracle')).toThrow(UnknownEngineError);
    expect(engineForUri(parseUri('mariadb://u@h/db')).id).toBe('mysql');
    expect(engineForUri(parseUri('postgresql+psycopg2://u@h/db')).id).toBe('postgresql');
    expect(engineForUri(parseUri('duckdb://')).id).toBe('duckdb');
    expect(() => engineForUri(parseUri('mssql://u@h/db'))).toThrow(UnknownEngineError);
  });

  it('lists available engines preferred first, then by name', () => {
    const list = availableEngines();
    expect(list.map((e) => [e.engine, e.preferred])).toEqual([
      ['duckdb', true],
      ['mysql', true],
      ['postgresql', true],
      ['sqlite', false],
    ]);
    const pg = list.find((e) => e.engine === 'postgresql')!;
    expect(pg).toMatchObject({
      default_driver: 'psycopg2',
      available_drivers: ['psycopg2'],
      engine_information: engineInformation(getEngine('postgresql')),
    });
    expect(pg.parameters).toMatchObject({
      type: 'object',
      required: ['host', 'port', 'username', 'database'],
    });
    expect(list.find((e) => e.engine === 'sqlite')!.parameters).toBeUndefined();
    expect(engineInformation(getEngine('sqlite'))).toEqual({
      supports_file_upload: true,
      disable_ssh_tunneling: true,
      supports_dynamic_catalog: false,
      supports_oauth2: false,
    });
  });

  it.each(ENGINES.map((e) => [e.id, e] as const))('%s: data is well formed', (_, engine) => {
    for (const [code, template] of Object.entries(engine.timeGrains)) {
      expect(GRAIN_CODES, code).toContain(code);
      expect(template, code).toContain('{col}');
    }
    for (const code of ['PT1S', 'PT1M', 'PT1H', 'P1D', 'P1W', 'P1M', 'P3M', 'P1Y'])
      expect(engine.timeGrains[code], code).toBeDefined();
    expect(engine.quoteIdentifier('a"b`c')).toMatch(/^["`].*["`]$/);
    expect(engine.dialects).toContain(engine.id === 'postgresql' ? 'postgresql' : engine.id);
  });

  it('builds URIs from parameters and recovers parameters without the password', () => {
    for (const id of ['postgresql', 'mysql']) {
      const engine = getEngine(id);
      const uri = engine.buildUri!({
        host: 'db.example',
        port: '5433',
        username: 'al ice',
        password: 'p@ss:/',
        database: 'sales',
        query: { application_name: 'x' },
        encryption: true,
      });
      const parsed = parseUri(uri);
      expect(parsed).toMatchObject({
        dialect: id,
        host: 'db.example',
        port: 5433,
        username: 'al ice',
        password: 'p@ss:/',
        database: 'sales',
      });
      expect(engine.parametersFromUri!(parsed)).toEqual({
        host: 'db.example',
        port: 5433,
        username: 'al ice',
        database: 'sales',
        query: { application_name: 'x' },
        encryption: true,
      });
    }
    expect(getEngine('mysql').defaultSchema(parseUri('mysql://u@h/sales'))).toBe('sales');
  });
});
