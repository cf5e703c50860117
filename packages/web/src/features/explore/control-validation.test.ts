import { describe, expect, it } from 'vitest';
import { getChartPlugin } from '@sightline/viz';
import type { AnyChartPlugin, Control } from '@sightline/viz';
import { testDatasource } from './explore-test-fixtures.ts';
import {
  controlContext,
  controlErrors,
  validateColor,
  validateControls,
  validateOpacity,
  validateOrderBy,
} from './control-validation.ts';
import {
  applyControlEffects,
  dropInvalidSelectValues,
  switchVizType,
} from './explore-form-data.ts';
import { allControls } from './explore-form-data.ts';

const DATASOURCE = testDatasource({
  columns: [
    { column_name: 'order_date', is_dttm: true, type_generic: 2 },
    { column_name: 'region', type_generic: 1 },
    { column_name: 'sales', type_generic: 0 },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
});

const bar = getChartPlugin('echarts_timeseries_bar') as AnyChartPlugin;
const line = getChartPlugin('echarts_timeseries_line') as AnyChartPlugin;
const table = getChartPlugin('table') as AnyChartPlugin;
const control = (plugin: AnyChartPlugin, name: string) =>
  allControls(plugin).find((c) => c.name === name) as Control;
const BAR = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_bar',
  x_axis: 'order_date',
  metrics: ['count'],
};
const errorsOf = (plugin: AnyChartPlugin, formData: Record<string, unknown>, sqlMaxRow?: number) =>
  validateControls(plugin, formData, controlContext(plugin, formData, DATASOURCE, sqlMaxRow));

describe('validation rules of docs/charts.md §5', () => {
  it('passes a complete bar chart', () => {
    expect(errorsOf(bar, BAR)).toEqual({});
  });

  it("metrics and x-axis 'cannot be empty' for null, empty string or empty list", () => {
    expect(errorsOf(bar, { ...BAR, metrics: [] }).metrics).toEqual(['cannot be empty']);
    expect(errorsOf(bar, { ...BAR, metrics: null }).metrics).toEqual(['cannot be empty']);
    expect(errorsOf(bar, { ...BAR, x_axis: '' }).x_axis).toEqual(['cannot be empty']);
    expect(errorsOf(bar, { ...BAR, x_axis: null }).x_axis).toEqual(['cannot be empty']);
  });

  it("row limit 'is expected to be an integer', capped at the configured maximum or 100000", () => {
    expect(errorsOf(bar, { ...BAR, row_limit: 'abc' }).row_limit).toEqual([
      'is expected to be an integer',
    ]);
    expect(errorsOf(bar, { ...BAR, row_limit: 12.5 }).row_limit).toEqual([
      'is expected to be an integer',
    ]);
    expect(errorsOf(bar, { ...BAR, row_limit: 100001 }).row_limit).toEqual([
      'Value cannot exceed 100000',
    ]);
    expect(errorsOf(bar, { ...BAR, row_limit: 100000 }).row_limit).toBeUndefined();
    expect(errorsOf(bar, { ...BAR, row_limit: 60000 }, 50000).row_limit).toEqual([
      'Value cannot exceed 50000',
    ]);
  });

  it('series limit, rolling periods and min periods are integers', () => {
    expect(errorsOf(bar, { ...BAR, limit: '2.5' }).limit).toEqual(['is expected to be an integer']);
    const rolling = { ...BAR, rolling_type: 'mean', rolling_periods: 'x', min_periods: '1.5' };
    expect(errorsOf(bar, rolling)).toMatchObject({
      rolling_periods: ['is expected to be an integer'],
      min_periods: ['is expected to be an integer'],
    });
  });

  it('validates only visible controls', () => {
    expect(errorsOf(bar, { ...BAR, rolling_periods: 'x' }).rolling_periods).toBeUndefined();
  });

  it("orderby entries must be JSON: 'Found invalid orderby options'", () => {
    expect(validateOrderBy(['["region", true]'], { formData: {} })).toBe(false);
    expect(validateOrderBy(['region asc'], { formData: {} })).toBe('Found invalid orderby options');
    const raw = {
      datasource: '1__table',
      viz_type: 'table',
      query_mode: 'raw',
      all_columns: ['region'],
      order_by_cols: ['not json'],
    };
    expect(errorsOf(table, raw).order_by_cols).toEqual(['Found invalid orderby options']);
  });

  it("colours accept only hex or rgb strings: 'Invalid color'", () => {
    expect(validateColor('#1FA8C9', { formData: {} })).toBe(false);
    expect(validateColor('rgb(0, 122, 135)', { formData: {} })).toBe(false);
    expect(validateColor('rgba(0,122,135,0.5)', { formData: {} })).toBe(false);
    expect(validateColor('blue-ish', { formData: {} })).toBe('Invalid color');
    expect(validateColor('#12345', { formData: {} })).toBe('Invalid color');
  });

  it('opacity lies between 0 and 1', () => {
    expect(validateOpacity(0.5, { formData: {} })).toBe(false);
    expect(validateOpacity(1.5, { formData: {} })).toBe('Opacity must be between 0 and 1');
    const formData = { ...BAR, viz_type: 'echarts_timeseries_line', area: true, opacity: 2 };
    expect(errorsOf(line, formData).opacity).toEqual(['Opacity must be between 0 and 1']);
  });

  it("a numeric bound above the control's maximum gives 'Value cannot exceed %s'", () => {
    expect(
      controlErrors(control(line, 'markerSize'), 25, controlContext(line, BAR, DATASOURCE)),
    ).toEqual(['Value cannot exceed 20']);
  });

  it('select controls that are not free-form drop values not among their choices', () => {
    const cleaned = dropInvalidSelectValues(
      { ...BAR, legendOrientation: 'diagonal', y_axis_format: 'my-own-format' },
      bar,
    );
    expect(cleaned).not.toHaveProperty('legendOrientation');
    expect(cleaned.y_axis_format).toBe('my-own-format');
  });

  it('forces the y axis format to .1% when the calculation type is percentage change', () => {
    expect(
      applyControlEffects({ ...BAR, comparison_type: 'percentage', y_axis_format: ',d' })
        .y_axis_format,
    ).toBe('.1%');
    expect(
      applyControlEffects({ ...BAR, comparison_type: 'values', y_axis_format: ',d' }).y_axis_format,
    ).toBe(',d');
  });

  it('switching chart type keeps shared controls and carries metrics to a single metric', () => {
    const pie = switchVizType({ ...BAR, groupby: ['region'], x_axis: 'order_date' }, 'pie');
    expect(pie).toMatchObject({ viz_type: 'pie', metric: 'count', groupby: ['region'] });
    expect(pie).not.toHaveProperty('x_axis');
  });
});
