import { describe, expect, it } from 'vitest';
import { compareLegacyData } from './legacy-data.ts';

const base = { datasource: '1__table', viz_type: 'compare', granularity_sqla: 'ds' };

describe('compare legacy data', () => {
  it('answers one series per flattened column, keyed by the group values with one metric, sorted by key', () => {
    const data = [
      { __timestamp: 2000, EMEA: 4, APAC: null },
      { __timestamp: 1000, EMEA: 2, APAC: 1 },
    ];
    const result = {
      data,
      colnames: ['__timestamp', 'EMEA', 'APAC'],
      label_map: { __timestamp: ['__timestamp'], EMEA: ['EMEA'], APAC: ['APAC'] },
    };
    expect(
      compareLegacyData({ ...base, metrics: ['sales'], groupby: ['region'] }, [result]),
    ).toEqual([
      {
        key: ['APAC'],
        values: [
          { x: 1000, y: 1 },
          { x: 2000, y: null },
        ],
      },
      {
        key: ['EMEA'],
        values: [
          { x: 1000, y: 2 },
          { x: 2000, y: 4 },
        ],
      },
    ]);
  });

  it('keys by the metric without groupby and adds the time-shift series with its offset suffix', () => {
    const data = [
      { __timestamp: 1000, sales: 5, '1 year ago': 3 },
      { __timestamp: 2000, sales: 6, '1 year ago': null },
    ];
    const result = { data, colnames: ['__timestamp', 'sales', '1 year ago'] };
    expect(
      compareLegacyData({ ...base, metrics: ['sales'], time_compare: ['1 year'] }, [result]),
    ).toEqual([
      {
        key: 'sales',
        values: [
          { x: 1000, y: 5 },
          { x: 2000, y: 6 },
        ],
      },
      {
        key: ['sales', '1 year offset'],
        values: [
          { x: 1000, y: 3 },
          { x: 2000, y: null },
        ],
        classed: 'time-shift-0',
      },
    ]);
  });
});

describe('compare legacy data with several metrics', () => {
  it('reads the `<metric>, <offset>` level of shifted columns from label_map', () => {
    const data = [{ __timestamp: 1000, 'a, EMEA': 1, 'a, 1 year ago, EMEA': 2, 'b, EMEA': 3 }];
    const label_map = {
      'a, EMEA': ['a', 'EMEA'],
      'a, 1 year ago, EMEA': ['a, 1 year ago', 'EMEA'],
      'b, EMEA': ['b', 'EMEA'],
    };
    const result = { data, colnames: ['__timestamp', ...Object.keys(label_map)], label_map };
    expect(
      compareLegacyData(
        { ...base, metrics: ['a', 'b'], groupby: ['region'], time_compare: ['1 year'] },
        [result],
      ),
    ).toEqual([
      { key: ['a', 'EMEA'], values: [{ x: 1000, y: 1 }] },
      { key: ['a', 'EMEA', '1 year offset'], values: [{ x: 1000, y: 2 }], classed: 'time-shift-0' },
      { key: ['b', 'EMEA'], values: [{ x: 1000, y: 3 }] },
    ]);
  });
});
