import type { LineSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { LINE_EXAMPLE } from '../../testing/example-form-data.ts';
import { echartsTimeseriesStepPlugin } from './index.ts';
import { transformEchartsTimeseriesStepProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery, controlPanel } = echartsTimeseriesStepPlugin;
const { seriesType: _seriesType, ...LINE_KEYS } = LINE_EXAMPLE;
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...LINE_KEYS, viz_type: 'echarts_timeseries_step', ...overrides });

const RESULT = chartDataResult(
  [
    ['order_date', 2],
    ['Classic Cars', 0],
  ],
  [
    [utc(2003, 1), 58],
    [utc(2003, 2), 61],
  ],
);

describe('echarts_timeseries_step buildQuery', () => {
  it('builds the family query with a time comparison: offsets and the time-compare pivot', () => {
    const [query] = buildQuery(parse({ groupby: [], time_compare: ['1 year ago'] })).queries;
    expect(query.columns).toEqual([
      {
        timeGrain: 'P1M',
        columnType: 'BASE_AXIS',
        sqlExpression: 'order_date',
        label: 'order_date',
        expressionType: 'SQL',
      },
    ]);
    expect(query.metrics).toEqual(['count']);
    expect(query.orderby).toEqual([['count', false]]);
    expect(query.time_offsets).toEqual(['1 year ago']);
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['order_date'],
          columns: [],
          drop_missing_columns: false,
          aggregates: { count: { operator: 'mean' }, 'count__1 year ago': { operator: 'mean' } },
        },
      },
      {
        operation: 'rename',
        options: { columns: { 'count__1 year ago': '1 year ago' }, level: 0, inplace: true },
      },
      { operation: 'flatten' },
    ]);
  });
});

describe('echarts_timeseries_step transformProps', () => {
  const transform = (overrides: Record<string, unknown> = {}) =>
    transformProps({ formData: parse(overrides), queriesData: [RESULT], width: 800, height: 400 });
  const first = (overrides: Record<string, unknown> = {}) =>
    (transform(overrides).option.series as LineSeriesOption[])[0];

  it('steps at the start by default, at the saved position otherwise', () => {
    expect(parse().seriesType).toBe('start');
    expect(first()).toMatchObject({
      type: 'line',
      name: 'Classic Cars',
      step: 'start',
      data: [
        [utc(2003, 1), 58],
        [utc(2003, 2), 61],
      ],
    });
    expect(first({ seriesType: 'middle' }).step).toBe('middle');
    expect(first({ seriesType: 'end' }).step).toBe('end');
  });

  it('fills the area with the saved opacity', () => {
    expect(first({ area: true, opacity: 0.5 }).areaStyle).toEqual({ opacity: 0.5 });
    expect(first().areaStyle).toBeUndefined();
  });

  it('offers start / middle / end with start as default', () => {
    const control = controlPanel.sections
      .flatMap((s) => s.controls)
      .find((c) => c.name === 'seriesType');
    expect(control?.default).toBe('start');
    expect(control?.choices?.map(([value]) => value)).toEqual(['start', 'middle', 'end']);
  });
});
