import { describe, expect, it } from 'vitest';
import { bulletLegacyData } from './legacy-data.ts';

describe('bullet legacy data', () => {
  it('lists every returned value of the metric as a measure', () => {
    const formData = {
      datasource: '1__table',
      viz_type: 'bullet',
      metric: { expressionType: 'SQL', sqlExpression: 'SUM(x)', label: 'total' },
    };
    const data = [{ total: 42.5 }, { total: 7 }, { total: null }];
    expect(bulletLegacyData(formData, [{ data, colnames: ['total'] }])).toEqual({
      measures: [42.5, 7, null],
    });
  });

  it('needs a metric', () => {
    expect(() => bulletLegacyData({ datasource: '1__table', viz_type: 'bullet' }, [])).toThrow(
      'Pick a metric to display',
    );
  });
});
