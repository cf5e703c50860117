import { describe, expect, it } from 'vitest';
import { pairedTtestLegacyData } from './legacy-data.ts';

const formData = {
  datasource: '1__table',
  viz_type: 'paired_ttest',
  metrics: ['sales', 'units'],
  groupby: ['region'],
};

describe('paired_ttest legacy data', () => {
  it('answers per metric the groups sorted by dimension value, each with a value per time bucket', () => {
    const data = [
      { __timestamp: 1000, region: 'EMEA', sales: 10, units: 1 },
      { __timestamp: 1000, region: 'APAC', sales: 7, units: 2 },
      { __timestamp: 2000, region: 'EMEA', sales: 12, units: 3 },
    ];
    expect(
      pairedTtestLegacyData(formData, [
        { data, colnames: ['__timestamp', 'region', 'sales', 'units'] },
      ]),
    ).toEqual({
      sales: [
        {
          group: ['APAC'],
          values: [
            { x: 1000, y: 7 },
            { x: 2000, y: null },
          ],
        },
        {
          group: ['EMEA'],
          values: [
            { x: 1000, y: 10 },
            { x: 2000, y: 12 },
          ],
        },
      ],
      units: [
        {
          group: ['APAC'],
          values: [
            { x: 1000, y: 2 },
            { x: 2000, y: null },
          ],
        },
        {
          group: ['EMEA'],
          values: [
            { x: 1000, y: 1 },
            { x: 2000, y: 3 },
          ],
        },
      ],
    });
  });

  it('names the only group "All" without groupby', () => {
    const data = [{ __timestamp: 1000, sales: 5, units: 1 }];
    expect(
      pairedTtestLegacyData({ ...formData, metrics: ['sales'], groupby: [] }, [
        { data, colnames: [] },
      ]),
    ).toEqual({ sales: [{ group: 'All', values: [{ x: 1000, y: 5 }] }] });
  });
});
