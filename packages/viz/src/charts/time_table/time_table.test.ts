import { describe, expect, it } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { SUM_SALES_METRIC } from '../../testing/example-form-data.ts';
import { colorFromBounds } from '../_table/sparkline.ts';
import { timeTablePlugin } from './index.ts';
import { transformTimeTableProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery } = timeTablePlugin;
const SAVED = {
  datasource: '22__table',
  viz_type: 'time_table',
  granularity_sqla: 'order_date',
  time_grain_sqla: 'P1M',
  time_range: 'No filter',
  metrics: ['count', SUM_SALES_METRIC],
  adhoc_filters: [],
  groupby: [],
  row_limit: 1000,
  url: 'https://example.org/{{ metric }}',
  column_collection: [
    {
      key: 'latest',
      label: 'Latest',
      colType: 'time',
      timeLag: 0,
      comparisonType: 'value',
      d3format: ',d',
    },
    { key: 'diff', label: 'vs last month', colType: 'time', timeLag: 1, comparisonType: 'diff' },
    {
      key: 'change',
      label: '2 months',
      colType: 'time',
      timeLag: '2',
      comparisonType: 'perc_change',
      d3format: '.0%',
    },
    { key: 'first', label: 'vs first', colType: 'time', timeLag: -1, comparisonType: 'perc' },
    { key: 'contrib', label: 'Share', colType: 'contrib', d3format: '.1%' },
    { key: 'avg', label: 'Avg', colType: 'avg', timeLag: 2 },
    { key: 'lag', label: 'Too far', colType: 'time', timeLag: 3 },
    {
      key: 'spark',
      label: 'Trend',
      colType: 'spark',
      width: '100',
      height: 20,
      dateFormat: '%Y-%m',
    },
  ],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...SAVED, ...overrides });

describe('time_table buildQuery', () => {
  it('a legacy time-series query: __timestamp buckets of granularity_sqla, ordered by the first metric', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        time_range: 'No filter',
        granularity: 'order_date',
        filters: [],
        extras: { time_grain_sqla: 'P1M', having: '', where: '' },
        applied_time_extras: {},
        columns: [],
        metrics: ['count', SUM_SALES_METRIC],
        orderby: [['count', false]],
        annotation_layers: [],
        row_limit: 1000,
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
        is_timeseries: true,
      },
    ]);
  });

  it('grouped: one column, only the first metric, the series limit', () => {
    const [query] = buildQuery(
      parse({ groupby: 'deal_size', limit: 10, order_desc: false }),
    ).queries;
    expect(query).toMatchObject({
      columns: ['deal_size'],
      metrics: ['count'],
      orderby: [['count', true]],
      series_limit: 10,
    });
  });
});

// count: 10 20 40; SUM(sales): 100 (none) 50
const RESULT = chartDataResult(
  [
    ['__timestamp', 2],
    ['count', 0],
    ['SUM(sales)', 0],
  ],
  [
    [utc(2003, 3), 40, 50],
    [utc(2003, 1), 10, 100],
    [utc(2003, 2), 20, null],
  ],
);

describe('time_table transformProps', () => {
  const p = transformProps({ formData: parse(), queriesData: [RESULT], width: 800, height: 400 });
  const cells = (row: number) =>
    p.rows[row].cells.map((c) =>
      c.kind === 'value' ? c.text : c.kind === 'error' ? c.text : c.geometry.segments,
    );

  it('one row per metric, linked through the url template', () => {
    expect(p.rows.map((r) => [r.label, r.href])).toEqual([
      ['count', 'https://example.org/count'],
      ['SUM(sales)', 'https://example.org/SUM(sales)'],
    ]);
    expect(p.columns.map((c) => c.label)).toEqual([
      'Latest',
      'vs last month',
      '2 months',
      'vs first',
      'Share',
      'Avg',
      'Too far',
      'Trend',
    ]);
  });

  it('computes comparisons, contribution, average, lag errors and sparklines by hand', () => {
    const error =
      'The time lag set at 3 is too large for the length of data at 3. No data available.';
    // Latest 40; 40 - 20; 40 / 10 - 1; 40 / 10; 40 / (40 + 50); (20 + 40) / 2
    expect(cells(0)).toEqual([
      '40',
      '20',
      '300%',
      '4',
      '44.4%',
      '30',
      error,
      ['2,18 50,12.67 98,2'],
    ]);
    // Latest 50; no value a month ago; 50 / 100 - 1; 50 / 100; 50 / 90; only 50 in the window
    expect(cells(1)).toEqual(['50', 'N/A', '-50%', '0.5', '55.6%', '50', error, ['2,2', '98,18']]);
  });

  it('sparkline tooltips carry the bucket date and value', () => {
    const spark = p.rows[0].cells[7];
    expect(spark.kind === 'spark' && spark.titles).toEqual([
      '2003-01: 10',
      '2003-02: 20',
      '2003-03: 40',
    ]);
  });

  it('grouped: one row per value of the group-by column', () => {
    const grouped = chartDataResult(
      [
        ['__timestamp', 2],
        ['deal_size', 1],
        ['count', 0],
      ],
      [
        [utc(2003, 1), 'Small', 1],
        [utc(2003, 2), 'Small', 3],
        [utc(2003, 2), 'Large', 6],
      ],
    );
    const g = transformProps({
      formData: parse({ groupby: ['deal_size'], url: '' }),
      queriesData: [grouped],
      width: 1,
      height: 1,
    });
    expect(
      g.rows.map((r) => [r.label, r.cells[0].kind === 'value' && r.cells[0].value, r.href]),
    ).toEqual([
      ['Small', 3, undefined],
      ['Large', 6, undefined],
    ]);
    // Share of the last bucket: 3 / 9 and 6 / 9.
    expect(g.rows.map((r) => r.cells[4].kind === 'value' && r.cells[4].text)).toEqual([
      '33.3%',
      '66.7%',
    ]);
  });

  it('colours values within bounds on a red-grey-blue scale, or by one bound', () => {
    expect(colorFromBounds(3, [0, 4])).toBe('rgb(67, 121, 152)');
    expect(colorFromBounds(0, [0, 4])).toBe('rgb(202, 0, 32)');
    expect(colorFromBounds(5, [3, null])).toBe('#0571b0');
    expect(colorFromBounds(2, [3, null])).toBe('#ca0020');
    expect(colorFromBounds(2, [null, null])).toBeUndefined();
  });
});
