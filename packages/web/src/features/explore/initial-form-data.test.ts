import { describe, expect, it } from 'vitest';
import { withXAxisFromGranularity } from './initial-form-data.ts';

describe('charts saved before generic chart axes', () => {
  it('take their time column as the x-axis in explore (Superset example "Games per Genre over time")', () => {
    const saved = {
      viz_type: 'echarts_timeseries_line',
      granularity_sqla: 'year',
      time_grain_sqla: 'P1Y',
      groupby: ['genre'],
    };
    expect(withXAxisFromGranularity(saved)).toEqual({ ...saved, x_axis: 'year' });
  });

  it('keep a chosen x-axis, and leave chart types without one alone', () => {
    const chosen = {
      viz_type: 'echarts_timeseries_bar',
      granularity_sqla: 'year',
      x_axis: 'platform',
    };
    expect(withXAxisFromGranularity(chosen)).toBe(chosen);
    const pie = { viz_type: 'pie', granularity_sqla: 'order_date' };
    expect(withXAxisFromGranularity(pie)).toBe(pie);
  });
});
