import { describe, expect, it } from 'vitest';
import { roseLegacyData } from './legacy-data.ts';

const formData = {
  datasource: '1__table',
  viz_type: 'rose',
  granularity_sqla: 'ds',
  metrics: ['sales', 'units'],
  groupby: ['region'],
};

describe('rose legacy data', () => {
  it('regroups the series by time slice, missing values as 0', () => {
    const data = [
      { __timestamp: 1000, region: 'EMEA', sales: 4, units: 1 },
      { __timestamp: 2000, region: 'EMEA', sales: 6, units: 2 },
      { __timestamp: 1000, region: 'APAC', sales: 3, units: 5 },
    ];
    expect(
      roseLegacyData(formData, [{ data, colnames: ['__timestamp', 'region', 'sales', 'units'] }]),
    ).toEqual({
      1000: [
        { key: ['sales', 'APAC'], value: 3, name: 'sales, APAC', time: 1000 },
        { key: ['sales', 'EMEA'], value: 4, name: 'sales, EMEA', time: 1000 },
        { key: ['units', 'APAC'], value: 5, name: 'units, APAC', time: 1000 },
        { key: ['units', 'EMEA'], value: 1, name: 'units, EMEA', time: 1000 },
      ],
      2000: [
        { key: ['sales', 'APAC'], value: 0, name: 'sales, APAC', time: 2000 },
        { key: ['sales', 'EMEA'], value: 6, name: 'sales, EMEA', time: 2000 },
        { key: ['units', 'APAC'], value: 0, name: 'units, APAC', time: 2000 },
        { key: ['units', 'EMEA'], value: 2, name: 'units, EMEA', time: 2000 },
      ],
    });
  });

  it('reads the pivoted columns of a query with a time shift', () => {
    const data = [{ __timestamp: 1000, sales: 4, 'sales__1 year ago': 3 }];
    const result = { data, colnames: ['__timestamp', 'sales', 'sales__1 year ago'] };
    expect(
      roseLegacyData({ ...formData, metrics: ['sales'], groupby: [], time_compare: ['1 year'] }, [
        result,
      ]),
    ).toEqual({
      1000: [
        { key: 'sales', value: 4, name: 'sales', time: 1000 },
        { key: ['sales', '1 year offset'], value: 3, name: 'sales, 1 year offset', time: 1000 },
      ],
    });
    expect(roseLegacyData(formData, [{ data: [], colnames: [] }])).toBeNull();
  });
});
