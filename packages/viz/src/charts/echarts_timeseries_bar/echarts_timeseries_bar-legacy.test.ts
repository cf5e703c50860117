import type { BarSeriesOption } from 'echarts';
import { GenericDataType } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { echartsTimeseriesBarPlugin } from './index.ts';
import { migrateLegacyBarFormData } from './form-data.ts';
import { transformEchartsTimeseriesBarProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery } = echartsTimeseriesBarPlugin;

const metric = (column: string, label: string) => ({
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: column },
  hasCustomLabel: true,
  label,
});

/** "Top 10 Games: Proportion of Sales in Markets" of Superset's examples: dist_bar keys kept. */
const TOP_10_GAMES = {
  viz_type: 'echarts_timeseries_bar',
  datasource: '21__table',
  adhoc_filters: [
    {
      clause: 'WHERE',
      comparator: '10',
      expressionType: 'SIMPLE',
      operator: '<=',
      subject: 'rank',
    },
  ],
  bar_stacked: true,
  bottom_margin: 'auto',
  columns: [],
  contribution: true,
  granularity_sqla: 'year',
  groupby: ['name'],
  metrics: [metric('na_sales', 'North America'), metric('eu_sales', 'Europe')],
  queryFields: { columns: 'groupby', groupby: 'groupby', metrics: 'metrics' },
  row_limit: null,
  show_legend: true,
  time_range: 'No filter',
  x_ticks_layout: 'staggered',
  y_axis_format: 'SMART_NUMBER',
};

describe('echarts_timeseries_bar: saved NVD3 bar keys, read as Superset migrates them', () => {
  it('dist_bar keys: the first groupby is the x-axis, bars stacked, each bar as shares of its total', () => {
    const fd = formDataSchema.parse(TOP_10_GAMES);
    expect(fd.x_axis).toBe('name');
    expect(fd.groupby).toEqual([]);
    expect(fd.stack).toBe('Stack');
    expect(fd.contributionMode).toBe('row');
    expect(fd.xAxisLabelRotation).toBe(45);
    const [query] = buildQuery(fd).queries;
    // One category per game, no time column and no per-game series.
    expect(query.columns).toEqual([
      expect.objectContaining({ sqlExpression: 'name', label: 'name' }),
    ]);
    expect(query.series_columns).toEqual([]);
    expect(query.post_processing?.map((p) => p?.operation)).toContain('contribution');
  });

  it('draws one stacked bar per game with one series per metric, summing to 100%', () => {
    const fd = formDataSchema.parse(TOP_10_GAMES);
    const result = chartDataResult(
      [
        ['name', GenericDataType.STRING],
        ['North America', GenericDataType.NUMERIC],
        ['Europe', GenericDataType.NUMERIC],
      ],
      [
        ['Wii Sports', 0.5, 0.5],
        ['Tetris', 0.75, 0.25],
      ],
    );
    const { option } = transformProps({
      formData: fd,
      queriesData: [result],
      width: 800,
      height: 400,
    });
    const series = option.series as BarSeriesOption[];
    expect(series.map((s) => s.name)).toEqual(['North America', 'Europe']);
    expect(new Set(series.map((s) => s.stack)).size).toBe(1);
    expect(series[0]?.stack).toBeTruthy();
  });

  it('a time-series bar keeps its groupby as series over the time column, stacked', () => {
    const raw = {
      viz_type: 'echarts_timeseries_bar',
      granularity_sqla: 'order_date',
      groupby: ['deal_size'],
      metrics: ['count'],
      bar_stacked: true,
      show_bar_value: true,
      x_ticks_layout: '45°',
    };
    const migrated = migrateLegacyBarFormData(raw);
    expect(migrated.x_axis).toBeUndefined();
    expect(migrated.groupby).toEqual(['deal_size']);
    expect(migrated).toMatchObject({ stack: 'Stack', show_value: true, xAxisLabelRotation: 45 });
    expect(migrated).not.toHaveProperty('bar_stacked');
  });

  it('leaves form data with an x-axis or without NVD3 keys as it is', () => {
    const modern = { viz_type: 'echarts_timeseries_bar', x_axis: 'status', groupby: ['deal_size'] };
    expect(migrateLegacyBarFormData(modern)).toBe(modern);
    const withXAxis = { ...TOP_10_GAMES, x_axis: 'year' };
    expect(migrateLegacyBarFormData(withXAxis)).toBe(withXAxis);
  });

  it('explore reads the rewritten keys through the plugin', () => {
    expect(echartsTimeseriesBarPlugin.migrateFormData?.(TOP_10_GAMES)).toMatchObject({
      x_axis: 'name',
      stack: 'Stack',
    });
  });
});
