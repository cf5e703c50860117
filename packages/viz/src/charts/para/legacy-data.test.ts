import { describe, expect, it } from 'vitest';
import { paraLegacyData } from './legacy-data.ts';

describe('para legacy data', () => {
  it('answers the raw records', () => {
    const data = [
      { name: 'a', x: 1, y: 2 },
      { name: 'b', x: 3, y: 4 },
    ];
    const formData = {
      datasource: '1__table',
      viz_type: 'para',
      series: 'name',
      metrics: ['x', 'y'],
    };
    expect(paraLegacyData(formData, [{ data, colnames: ['name', 'x', 'y'] }])).toEqual([
      { name: 'a', x: 1, y: 2 },
      { name: 'b', x: 3, y: 4 },
    ]);
  });
});
