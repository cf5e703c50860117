import { describe, expect, it } from 'vitest';
import { timePivotLegacyData } from './legacy-data.ts';

const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

describe('time_pivot legacy data', () => {
  it('ranks periods newest first and moves each onto the newest period, with rank and perc', () => {
    const formData = {
      datasource: '1__table',
      viz_type: 'time_pivot',
      granularity_sqla: 'ds',
      metric: 'count',
      freq: 'AS',
    };
    const data = [
      { __timestamp: utc(2023, 1, 1), count: 1 },
      { __timestamp: utc(2023, 2, 1), count: 2 },
      { __timestamp: utc(2024, 1, 1), count: 10 },
      { __timestamp: utc(2024, 3, 1), count: 30 },
    ];
    expect(timePivotLegacyData(formData, [{ data, colnames: ['__timestamp', 'count'] }])).toEqual([
      {
        key: '-1',
        values: [
          { x: utc(2024, 1, 1), y: 1 },
          { x: utc(2024, 2, 1), y: 2 },
          { x: utc(2024, 3, 1), y: null },
        ],
        rank: 1,
        perc: 0.5,
      },
      {
        key: 'current',
        values: [
          { x: utc(2024, 1, 1), y: 10 },
          { x: utc(2024, 2, 1), y: null },
          { x: utc(2024, 3, 1), y: 30 },
        ],
        rank: 0,
        perc: 1,
      },
    ]);
  });
});
