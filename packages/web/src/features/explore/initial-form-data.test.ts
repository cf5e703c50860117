import { describe, expect, it } from 'vitest';
import {
  initialFormData,
  withTimeColumnFilled,
  withXAxisFromGranularity,
} from './initial-form-data.ts';
import { testDatasource } from './explore-test-fixtures.ts';

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

describe('explore fills what Superset fills when it opens a saved chart', () => {
  const dataset = {
    main_dttm_col: 'order_date',
    columns: [
      { column_name: 'ship_date', is_dttm: true },
      { column_name: 'order_date', is_dttm: true },
    ],
  };

  it("a box plot without 'Distribute across' distributes across the time column", () => {
    const saved = { viz_type: 'box_plot', metrics: ['count'], groupby: ['product_line'] };
    expect(withTimeColumnFilled(saved, dataset)).toEqual({ ...saved, columns: ['order_date'] });
    const legacy = { ...saved, columns: [], granularity_sqla: 'ship_date' };
    expect(withTimeColumnFilled(legacy, dataset).columns).toEqual(['ship_date']);
    expect(
      withTimeColumnFilled(saved, { main_dttm_col: null, columns: dataset.columns }).columns,
    ).toEqual(['ship_date']);
  });

  it('keeps a chosen distribution and leaves other chart types alone', () => {
    const chosen = { viz_type: 'box_plot', columns: ['deal_size'] };
    expect(withTimeColumnFilled(chosen, dataset)).toBe(chosen);
    const pie = { viz_type: 'pie', groupby: [] };
    expect(withTimeColumnFilled(pie, dataset)).toBe(pie);
  });

  it('a bar chart saved with NVD3 dist_bar keys opens with its category as the x-axis, stacked', () => {
    const context = {
      dataset: testDatasource(),
      form_data: {
        viz_type: 'echarts_timeseries_bar',
        datasource: '1__table',
        granularity_sqla: 'year',
        groupby: ['name'],
        columns: [],
        bar_stacked: true,
        contribution: true,
      },
      slice: null,
    };
    expect(initialFormData(context, { standalone: 0, force: false })).toMatchObject({
      x_axis: 'name',
      groupby: [],
      stack: 'Stack',
      contributionMode: 'row',
    });
  });
});
