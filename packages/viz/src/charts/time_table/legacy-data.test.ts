import { describe, expect, it } from 'vitest';
import { timeTableLegacyData } from './legacy-data.ts';

const base = { datasource: '1__table', viz_type: 'time_table', granularity_sqla: 'ds' };
const jan = Date.UTC(2024, 0, 1);
const feb = Date.UTC(2024, 1, 1);

describe('time_table legacy data', () => {
  it('pivots time × metrics keyed by the pandas time string', () => {
    const data = [
      { __timestamp: feb, sales: 4, units: 1 },
      { __timestamp: jan, sales: 2, units: null },
    ];
    expect(
      timeTableLegacyData({ ...base, metrics: ['sales', 'units'] }, [{ data, colnames: [] }]),
    ).toEqual({
      records: {
        '2024-01-01 00:00:00': { sales: 2, units: null },
        '2024-02-01 00:00:00': { sales: 4, units: 1 },
      },
      columns: ['sales', 'units'],
      is_group_by: false,
    });
  });

  it('pivots time × the sorted group values of the one metric', () => {
    const data = [
      { __timestamp: jan, region: 'EMEA', sales: 3 },
      { __timestamp: jan, region: 'APAC', sales: 5 },
      { __timestamp: feb, region: 'EMEA', sales: 6 },
    ];
    expect(
      timeTableLegacyData({ ...base, metrics: ['sales'], groupby: ['region'] }, [
        { data, colnames: [] },
      ]),
    ).toEqual({
      records: {
        '2024-01-01 00:00:00': { APAC: 5, EMEA: 3 },
        '2024-02-01 00:00:00': { APAC: null, EMEA: 6 },
      },
      columns: ['APAC', 'EMEA'],
      is_group_by: true,
    });
    expect(() =>
      timeTableLegacyData({ ...base, metrics: ['sales', 'units'], groupby: ['region'] }, []),
    ).toThrow(/single metric/);
  });
});
