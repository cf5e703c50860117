import { describe, expect, it } from 'vitest';
import { partitionLegacyData } from './legacy-data.ts';

const base = {
  datasource: '1__table',
  viz_type: 'partition',
  metrics: ['sales'],
  groupby: ['region', 'country'],
};
const rows = [
  { __timestamp: 1000, region: 'EMEA', country: 'FR', sales: 4 },
  { __timestamp: 1000, region: 'EMEA', country: 'DE', sales: 6 },
  { __timestamp: 2000, region: 'EMEA', country: 'FR', sales: 10 },
  { __timestamp: 2000, region: 'APAC', country: 'JP', sales: 5 },
];
const result = [{ data: rows, colnames: ['__timestamp', 'region', 'country', 'sales'] }];

describe('partition legacy data', () => {
  it('nests the sums level by level under one node per metric, keys sorted', () => {
    expect(partitionLegacyData(base, result)).toEqual([
      {
        name: 'sales',
        val: 25,
        children: [
          { name: 'APAC', val: 5, children: [{ name: 'JP', val: 5, children: [] }] },
          {
            name: 'EMEA',
            val: 20,
            children: [
              { name: 'DE', val: 6, children: [] },
              { name: 'FR', val: 14, children: [] },
            ],
          },
        ],
      },
    ]);
  });

  it('averages with agg_mean and compares the last bucket with the first with point_diff', () => {
    const mean = partitionLegacyData(
      { ...base, groupby: ['region'], time_series_option: 'agg_mean' },
      result,
    );
    expect(mean[0].val).toBe(6.25);
    expect(mean[0].children.map((c) => [c.name, c.val])).toEqual([
      ['APAC', 5],
      ['EMEA', 20 / 3],
    ]);
    const diff = partitionLegacyData(
      { ...base, groupby: ['region'], time_series_option: 'point_diff' },
      result,
    );
    // Last bucket (2000): APAC 5, EMEA 10; first (1000): EMEA 10, no APAC (counts 0).
    expect(diff).toEqual([
      {
        name: 'sales',
        val: 5,
        children: [
          { name: 'APAC', val: 5, children: [] },
          { name: 'EMEA', val: 0, children: [] },
        ],
      },
    ]);
  });

  it('puts time first with time_series', () => {
    const nested = partitionLegacyData(
      { ...base, groupby: ['region'], time_series_option: 'time_series' },
      result,
    );
    expect(
      nested[0].children.map((c) => [c.name, c.val, c.children.map((g) => [g.name, g.val])]),
    ).toEqual([
      [1000, 10, [['EMEA', 10]]],
      [
        2000,
        15,
        [
          ['APAC', 5],
          ['EMEA', 10],
        ],
      ],
    ]);
  });

  it('nests the per-level pivots of adv_anal by time', () => {
    const level0 = { data: [{ __timestamp: 1000, sales: 10 }], colnames: ['__timestamp', 'sales'] };
    const level1 = {
      data: [{ __timestamp: 1000, 'sales, APAC': 3, 'sales, EMEA': 7 }],
      colnames: ['__timestamp', 'sales, APAC', 'sales, EMEA'],
    };
    expect(
      partitionLegacyData({ ...base, groupby: ['region'], time_series_option: 'adv_anal' }, [
        level0,
        level1,
      ]),
    ).toEqual([
      {
        name: 'sales',
        children: [
          {
            name: 1000,
            val: 10,
            children: [
              { name: 'APAC', val: 3, children: [] },
              { name: 'EMEA', val: 7, children: [] },
            ],
          },
        ],
      },
    ]);
  });

  it('needs a groupby', () => {
    expect(() => partitionLegacyData({ ...base, groupby: [] }, result)).toThrow(
      'Please choose at least one groupby',
    );
  });
});
