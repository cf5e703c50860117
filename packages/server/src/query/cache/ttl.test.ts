import { describe, expect, it } from 'vitest';
import {
  CACHE_DISABLED,
  DEFAULT_CACHE_TIMEOUT,
  isCacheDisabled,
  resolveCacheTimeout,
  type CacheTimeoutSources,
} from './ttl.ts';

type Row = [string, Omit<CacheTimeoutSources, 'default'>, number];

// docs/query-object.md §6.3; `default` is CACHE_DEFAULT_TIMEOUT (86400) in every row.
const rows: Row[] = [
  ['all null -> CACHE_DEFAULT_TIMEOUT', {}, 86400],
  ['all null, data default set -> data default', { dataDefault: 300 }, 300],
  ['data default 0 is a value (no expiry), not "unset"', { dataDefault: 0 }, 0],
  [
    'custom wins over everything',
    { custom: 10, chart: 20, dataset: 30, database: 40, dataDefault: 50 },
    10,
  ],
  ['chart when no custom', { chart: 20, dataset: 30, database: 40 }, 20],
  ['dataset when no custom/chart', { dataset: 30, database: 40 }, 30],
  ['database when nothing above', { database: 40, dataDefault: 50 }, 40],
  ['custom 0 -> defaults, hides chart', { custom: 0, chart: 20 }, 86400],
  ['chart 0 hides the dataset value', { chart: 0, dataset: 30, database: 40 }, 86400],
  [
    'dataset 0 hides the database value, data default applies',
    { dataset: 0, database: 40, dataDefault: 50 },
    50,
  ],
  ['database 0 -> defaults', { database: 0 }, 86400],
  ['custom -1 disables', { custom: -1, chart: 20 }, CACHE_DISABLED],
  ['chart -1 disables', { chart: -1, dataset: 30 }, CACHE_DISABLED],
  ['dataset -1 disables', { dataset: -1, database: 40 }, CACHE_DISABLED],
  ['database -1 disables', { database: -1, dataDefault: 50 }, CACHE_DISABLED],
  ['data default -1 disables', { dataDefault: -1 }, CACHE_DISABLED],
  [
    'null and undefined are skipped',
    { custom: null, chart: undefined, dataset: null, database: 40 },
    40,
  ],
];

describe('resolveCacheTimeout', () => {
  it.each(rows)('%s', (_name, sources, expected) => {
    expect(resolveCacheTimeout({ ...sources, default: DEFAULT_CACHE_TIMEOUT })).toBe(expected);
  });

  it('uses the given global default', () => {
    expect(resolveCacheTimeout({ default: 60 })).toBe(60);
  });

  it('flags only -1 as disabled', () => {
    expect(isCacheDisabled(-1)).toBe(true);
    expect(isCacheDisabled(0)).toBe(false);
    expect(isCacheDisabled(86400)).toBe(false);
  });
});
