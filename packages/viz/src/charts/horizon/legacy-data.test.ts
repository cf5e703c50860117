import { describe, expect, it } from 'vitest';
import { horizonLegacyData } from './legacy-data.ts';

const formData = {
  datasource: '1__table',
  viz_type: 'horizon',
  granularity_sqla: 'ds',
  metrics: ['sales'],
  groupby: ['region'],
};
const data = [
  { __timestamp: 2000, region: 'EMEA', sales: 5 },
  { __timestamp: 1000, region: 'EMEA', sales: 3 },
  { __timestamp: 1000, region: 'APAC', sales: 1 },
];

describe('horizon legacy data', () => {
  it('answers one series per group, keyed by the group values, a value per time bucket (null for gaps), sorted by key', () => {
    expect(
      horizonLegacyData(formData, [{ data, colnames: ['__timestamp', 'region', 'sales'] }]),
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
          { x: 1000, y: 3 },
          { x: 2000, y: 5 },
        ],
      },
    ]);
  });

  it('keys by the metric without groupby and divides by the bucket total with contribution', () => {
    const rows = [
      { __timestamp: 1000, a: 1, b: 3 },
      { __timestamp: 2000, a: 2, b: 2 },
    ];
    expect(
      horizonLegacyData({ ...formData, metrics: ['b', 'a'], groupby: [], contribution: true }, [
        { data: rows, colnames: [] },
      ]),
    ).toEqual([
      {
        key: 'a',
        values: [
          { x: 1000, y: 0.25 },
          { x: 2000, y: 0.5 },
        ],
      },
      {
        key: 'b',
        values: [
          { x: 1000, y: 0.75 },
          { x: 2000, y: 0.5 },
        ],
      },
    ]);
  });
});
