import { describe, expect, it } from 'vitest';
import { drillByColumns, drillByFormData } from './drill-by.ts';

describe('drill by', () => {
  const formData = {
    viz_type: 'pie',
    groupby: ['region'],
    adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'qty > 1' }],
    slice_id: 3,
  };

  it('offers the groupable columns the chart is not grouped by yet', () => {
    const columns = [
      { column_name: 'region' },
      { column_name: 'country' },
      { column_name: 'notes', groupby: false },
      { column_name: 'product' },
    ];
    expect(drillByColumns(columns, formData, 'groupby')).toEqual(['country', 'product']);
    expect(drillByColumns(columns, { entity: 'country' }, 'entity')).toEqual(['region', 'product']);
  });

  it('groups by the chosen column and filters on the clicked values', () => {
    const out = drillByFormData(
      formData,
      [{ col: 'region', op: '==', val: 'EMEA', formattedVal: 'EMEA' }],
      'groupby',
      'country',
    );
    expect(out.groupby).toEqual(['country']);
    expect(out.adhoc_filters).toEqual([
      formData.adhoc_filters[0],
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'region',
        operator: '==',
        operatorId: 'EQUALS',
        comparator: 'EMEA',
        isExtra: false,
        filterOptionName: 'drill_by_region',
      },
    ]);
    expect(out.slice_id).toBeUndefined();
    expect(
      drillByFormData(
        { entity: 'country' },
        [{ col: 'country', op: '==', val: null, formattedVal: '<NULL>' }],
        'entity',
        'region',
      ),
    ).toMatchObject({
      entity: 'region',
      adhoc_filters: [{ subject: 'country', operator: 'IS NULL' }],
    });
  });
});
