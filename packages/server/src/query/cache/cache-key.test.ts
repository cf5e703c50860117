import { describe, expect, it } from 'vitest';
import { dataCacheKey, queryContextCacheKey, type DataCacheKeyInput } from './cache-key.ts';
import { canonicalJson } from './canonical-json.ts';

const NOW = new Date(Date.UTC(2024, 4, 15, 14, 30, 0));
const key = (input: DataCacheKeyInput, now = NOW): string => dataCacheKey(input, { now });

function base(): DataCacheKeyInput {
  return {
    datasource: '1__table',
    result_type: 'full',
    columns: ['country'],
    extras: { having: '', where: '' },
    filter: [{ col: 'country', op: 'IN', val: ['FR'] }],
    granularity: null,
    inner_from_dttm: null,
    inner_to_dttm: null,
    is_rowcount: false,
    is_timeseries: false,
    metrics: ['count'],
    order_desc: true,
    orderby: [['count', false]],
    row_limit: 10000,
    row_offset: 0,
    series_columns: [],
    series_limit: 0,
    series_limit_metric: null,
    group_others_when_limit_reached: false,
    time_shift: null,
  };
}

describe('canonicalJson', () => {
  it('sorts keys recursively, drops undefined, maps Dates, NaN and Infinity', () => {
    expect(
      canonicalJson({ b: 1, a: { d: [NaN, undefined, Infinity], c: new Date(5) }, u: undefined }),
    ).toBe('{"a":{"c":5,"d":[null,null,null]},"b":1}');
  });
});

describe('dataCacheKey', () => {
  it('is an md5 hex digest, stable for the same query', () => {
    expect(key(base())).toMatch(/^[0-9a-f]{32}$/);
    expect(key(base())).toBe(key(base()));
  });

  it('does not depend on key order, at any depth', () => {
    const a = base();
    const reversed = Object.fromEntries(
      Object.entries(a).reverse(),
    ) as unknown as DataCacheKeyInput;
    reversed.extras = { where: '', having: '' };
    reversed.filter = [{ val: ['FR'], op: 'IN', col: 'country' }];
    expect(key(reversed)).toBe(key(a));
  });

  it('treats a Date and its epoch milliseconds alike', () => {
    const ms = Date.UTC(2024, 0, 1);
    expect(key({ ...base(), inner_from_dttm: new Date(ms), changed_on: new Date(ms) })).toBe(
      key({ ...base(), inner_from_dttm: ms, changed_on: ms }),
    );
  });

  const changes: Partial<DataCacheKeyInput>[] = [
    { datasource: '2__table' },
    { result_type: 'samples' },
    { columns: ['city'] },
    { extras: { having: '', where: '(a = 1)' } },
    { filter: [] },
    { granularity: 'ds' },
    { inner_from_dttm: 1 },
    { inner_to_dttm: 1 },
    { is_rowcount: true },
    { is_timeseries: true },
    { metrics: null },
    { order_desc: false },
    { orderby: [] },
    { row_limit: 10 },
    { row_offset: 5 },
    { series_columns: ['country'] },
    { series_limit: 5 },
    { series_limit_metric: 'count' },
    { group_others_when_limit_reached: true },
    { time_shift: '1 week ago' },
  ];
  it.each(changes.map((c) => [Object.keys(c)[0], c] as const))(
    'changes when %s changes',
    (_name, change) => {
      expect(key({ ...base(), ...change })).not.toBe(key(base()));
    },
  );

  it('includes apply_fetch_values_predicate only when true', () => {
    expect(key({ ...base(), apply_fetch_values_predicate: false })).toBe(key(base()));
    expect(key({ ...base(), apply_fetch_values_predicate: true })).not.toBe(key(base()));
  });

  it('includes post_processing, time_offsets, extra_cache_keys and rls only when non-empty', () => {
    const empty = { post_processing: [], time_offsets: [], extra_cache_keys: [], rls: [] };
    expect(key({ ...base(), ...empty })).toBe(key(base()));
    expect(key({ ...base(), post_processing: [{ operation: 'pivot', options: {} }] })).not.toBe(
      key(base()),
    );
    expect(key({ ...base(), time_offsets: ['1 year ago'] })).not.toBe(key(base()));
    expect(key({ ...base(), extra_cache_keys: ['admin'] })).not.toBe(key(base()));
    expect(key({ ...base(), rls: ['(org = 1)-g1'] })).not.toBe(key(base()));
  });

  it('includes impersonation_key and changed_on only when set', () => {
    expect(key({ ...base(), impersonation_key: null, changed_on: null })).toBe(key(base()));
    expect(key({ ...base(), impersonation_key: 'alice' })).not.toBe(
      key({ ...base(), impersonation_key: 'bob' }),
    );
    expect(key({ ...base(), changed_on: 1 })).not.toBe(key({ ...base(), changed_on: 2 }));
  });

  it('keys annotation layers without FORMULA layers and without display fields', () => {
    const formula = { name: 'f', annotationType: 'FORMULA', value: 'x*2', sourceType: '' };
    expect(key({ ...base(), annotation_layers: [formula] })).toBe(key(base()));
    const native = {
      name: 'ev',
      annotationType: 'EVENT',
      sourceType: 'NATIVE',
      value: 3,
      overrides: {},
    };
    const withNative = key({ ...base(), annotation_layers: [native] });
    expect(withNative).not.toBe(key(base()));
    expect(
      key({
        ...base(),
        annotation_layers: [{ ...native, color: 'red', width: 3, show: false }, formula],
      }),
    ).toBe(withNative);
    expect(key({ ...base(), annotation_layers: [{ ...native, value: 4 }] })).not.toBe(withNative);
  });

  it('keys time_offset and time_grain for offset sub-queries only', () => {
    expect(key({ ...base(), time_grain: 'P1D' })).toBe(key(base()));
    const offset = key({ ...base(), time_offset: '1 year ago' });
    expect(offset).not.toBe(key(base()));
    expect(key({ ...base(), time_offset: '1 year ago', time_grain: 'P1D' })).not.toBe(offset);
  });

  it('keys an absolute time_range by its text alone', () => {
    const a = { ...base(), time_range: '2024-01-01 : 2024-02-01' };
    expect(key(a)).not.toBe(key(base()));
    expect(key({ ...base(), time_range: null })).toBe(key(base()));
    expect(key(a, new Date(Date.UTC(2030, 0, 1)))).toBe(key(a));
    expect(key({ ...base(), time_range: 'No filter' }, new Date(0))).toBe(
      key({ ...base(), time_range: 'No filter' }),
    );
  });

  it('keys a relative time_range by its resolved bounds: same day hits, next day misses', () => {
    const q = { ...base(), time_range: 'Last week' };
    const laterToday = new Date(Date.UTC(2024, 4, 15, 23, 59, 59));
    const tomorrow = new Date(Date.UTC(2024, 4, 16, 0, 0, 1));
    expect(key(q, laterToday)).toBe(key(q));
    expect(key(q, tomorrow)).not.toBe(key(q));
  });

  it('anchors relative ranges as extras.relative_end says', () => {
    const q = { ...base(), time_range: 'Last day', extras: { relative_end: 'now' } };
    expect(key(q, new Date(NOW.getTime() + 60_000))).not.toBe(key(q));
    const today = { ...q, extras: { relative_end: 'today' } };
    expect(key(today, new Date(NOW.getTime() + 60_000))).toBe(key(today));
  });

  it('keys relative TEMPORAL_RANGE filter values by their resolved bounds too', () => {
    const q = { ...base(), filter: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last month' }] };
    expect(key(q, new Date(Date.UTC(2024, 4, 15, 20)))).toBe(key(q));
    expect(key(q, new Date(Date.UTC(2024, 4, 16, 1)))).not.toBe(key(q));
    const abs = {
      ...base(),
      filter: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-02-01' }],
    };
    expect(key(abs, new Date(Date.UTC(2031, 1, 1)))).toBe(key(abs));
  });

  it('does not fail on an unparsable range', () => {
    expect(key({ ...base(), time_range: 'gibberish : nonsense' })).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('queryContextCacheKey', () => {
  it('is qc- + md5 of datasource, queries, result_type and result_format, order-insensitive', () => {
    const a = queryContextCacheKey({
      datasource: { id: 1, type: 'table' },
      queries: [{ metrics: ['count'] }],
      result_type: 'full',
      result_format: 'json',
    });
    const b = queryContextCacheKey({
      result_format: 'json',
      result_type: 'full',
      queries: [{ metrics: ['count'] }],
      datasource: { type: 'table', id: 1 },
    });
    expect(a).toMatch(/^qc-[0-9a-f]{32}$/);
    expect(b).toBe(a);
    expect(
      queryContextCacheKey({
        datasource: { id: 1, type: 'table' },
        queries: [{ metrics: ['count'] }],
        result_type: 'full',
        result_format: 'csv',
      }),
    ).not.toBe(a);
  });
});
