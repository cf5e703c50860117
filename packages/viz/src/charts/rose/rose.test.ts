import type { BarSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { rosePlugin } from './index.ts';
import {
  MAX_DENSE_WEDGES,
  MAX_ROSE_SERIES,
  OTHER_SERIES,
  reshapeRoseRows,
  stackedLengths,
  transformRoseProps as transformProps,
} from './transform-props.ts';

const { formDataSchema, buildQuery, controlPanel } = rosePlugin;

// No saved rose chart exists in superset-examples; these are the keys Superset's legacy rose
// control panel saves (docs/chart-types.md §4.H), on the cleaned_sales_data columns.
const ROSE_FORM_DATA = {
  datasource: '22__table',
  viz_type: 'rose',
  granularity_sqla: 'order_date',
  time_grain_sqla: 'P1Y',
  time_range: 'No filter',
  metrics: ['count'],
  adhoc_filters: [],
  groupby: ['deal_size'],
  limit: 10,
  timeseries_limit_metric: null,
  order_desc: true,
  contribution: false,
  row_limit: 10000,
  color_scheme: 'supersetColors',
  number_format: 'SMART_NUMBER',
  date_time_format: '%Y',
  rich_tooltip: true,
  rose_area_proportion: false,
  rolling_type: 'None',
  comparison_type: 'values',
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...ROSE_FORM_DATA, ...overrides });

describe('rose buildQuery', () => {
  it('ports the legacy time-series query: __timestamp + groupby on granularity_sqla at the grain, series limit, metric order', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        time_range: 'No filter',
        granularity: 'order_date',
        filters: [],
        extras: { time_grain_sqla: 'P1Y', having: '', where: '' },
        applied_time_extras: {},
        columns: ['__timestamp', 'deal_size'],
        metrics: ['count'],
        orderby: [['count', false]],
        is_timeseries: true,
        series_columns: ['deal_size'],
        annotation_layers: [],
        row_limit: 10000,
        series_limit: 10,
        group_others_when_limit_reached: false,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
      },
    ]);
  });

  it('asks the server for the legacy advanced analytics after pivoting by time and groupby', () => {
    const [query] = buildQuery(
      parse({ rolling_type: 'mean', rolling_periods: '3', time_compare: ['1 year'] }),
    ).queries;
    expect(query.columns).toEqual(['__timestamp', 'deal_size']);
    expect(query.time_offsets).toEqual(['1 year ago']);
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['__timestamp'],
          columns: ['deal_size'],
          aggregates: { count: { operator: 'mean' }, 'count__1 year ago': { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      {
        operation: 'rolling',
        options: {
          rolling_type: 'mean',
          window: 3,
          min_periods: 0,
          columns: { count: 'count', 'count__1 year ago': 'count__1 year ago' },
        },
      },
      { operation: 'flatten' },
    ]);
  });

  it('resamples, accumulates, contributes per row and compares with the shifted values, in the legacy order', () => {
    const fd = parse({
      rolling_type: 'cumsum',
      time_compare: ['1 year'],
      comparison_type: 'absolute',
      contribution: true,
      resample_rule: '1AS',
      resample_method: 'sum',
    });
    expect(buildQuery(fd).queries[0].post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['__timestamp'],
          columns: ['deal_size'],
          aggregates: { count: { operator: 'mean' }, 'count__1 year ago': { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'resample', options: { method: 'sum', rule: '1AS', fill_value: null } },
      {
        operation: 'cum',
        options: {
          operator: 'sum',
          columns: { count: 'count', 'count__1 year ago': 'count__1 year ago' },
        },
      },
      { operation: 'contribution', options: { orientation: 'row', time_shifts: ['1 year ago'] } },
      {
        operation: 'compare',
        options: {
          source_columns: ['count'],
          compare_columns: ['count__1 year ago'],
          compare_type: 'difference',
          drop_original_columns: true,
        },
      },
      { operation: 'flatten' },
    ]);
    expect(
      buildQuery(parse({ rolling_type: 'None', resample_rule: '1AS' })).queries[0].post_processing,
    ).toBeUndefined();
  });

  it('exposes the legacy advanced analytics controls with their Superset names and defaults', () => {
    const section = controlPanel.sections.find((s) => s.label === 'Advanced Analytics');
    expect(section?.controls.map((c) => [c.name, c.default])).toEqual([
      ['rolling_type', 'None'],
      ['rolling_periods', undefined],
      ['min_periods', undefined],
      ['time_compare', []],
      ['comparison_type', 'values'],
      ['resample_rule', undefined],
      ['resample_method', undefined],
    ]);
  });

  it('orders the series by the sort metric when one is set', () => {
    expect(
      buildQuery(parse({ timeseries_limit_metric: 'SUM(sales)', order_desc: false })).queries[0]
        .orderby,
    ).toEqual([['SUM(sales)', true]]);
  });
});

const RESULT = chartDataResult(
  [
    ['__timestamp', 2],
    ['deal_size', 1],
    ['count', 0],
  ],
  [
    [utc(2004, 1), 'Medium', 30],
    [utc(2003, 1), 'Small', 10],
    [utc(2003, 1), 'Medium', 20],
    [utc(2004, 1), 'Small', null],
  ],
);

describe('rose transformProps', () => {
  const transform = (overrides: Record<string, unknown> = {}) =>
    transformProps({ formData: parse(overrides), queriesData: [RESULT], width: 500, height: 500 });
  const seriesOf = (p: ReturnType<typeof transform>) => p.option.series as BarSeriesOption[];

  it('makes one equal-angle sector per time slice with the series stacked radially', () => {
    const p = transform();
    expect(p.option.angleAxis).toMatchObject({ type: 'category', data: ['2003', '2004'] });
    expect(
      seriesOf(p).map((s) => [
        s.name,
        s.data,
        s.stack,
        s.coordinateSystem,
        (s.itemStyle as { color: string }).color,
      ]),
    ).toEqual([
      ['Medium', [20, 30], 'rose', 'polar', '#1FA8C9'],
      ['Small', [10, 0], 'rose', 'polar', '#454E7C'],
    ]);
    expect(p.option.legend).toMatchObject({ data: ['Medium', 'Small'] });
  });

  it('draws at most MAX_ROSE_SERIES series for 10,000 groups, the rest summed into Other, quickly', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      __timestamp: utc(2000 + (i % 2000), 1),
      deal_size: `g${i}`,
      count: i,
    }));
    const started = Date.now();
    const data = reshapeRoseRows(rows, ['count'], ['deal_size'], false);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(data.times).toHaveLength(2000);
    expect(data.series).toHaveLength(MAX_ROSE_SERIES);
    const largest = Array.from({ length: MAX_ROSE_SERIES - 1 }, (_, i) => `g${9999 - i}`);
    expect(
      data.series
        .slice(0, -1)
        .map((s) => s.name)
        .sort(),
    ).toEqual(largest.sort());
    expect(data.series.at(-1)?.name).toBe(OTHER_SERIES);
    // Every slice keeps its total: the 49 largest groups plus Other sum to all rows.
    const sum = data.series.reduce((acc, s) => acc + s.values.reduce((a, b) => a + b, 0), 0);
    expect(sum).toBe((9999 * 10_000) / 2);
    const p = transformProps({
      formData: parse(),
      queriesData: [
        chartDataResult(
          [
            ['__timestamp', 2],
            ['deal_size', 1],
            ['count', 0],
          ],
          rows.map((r) => [r.__timestamp, r.deal_size, r.count]),
        ),
      ],
      width: 500,
      height: 500,
    });
    const drawn = seriesOf(p);
    expect(drawn).toHaveLength(MAX_ROSE_SERIES);
    expect(MAX_ROSE_SERIES * 2000).toBeGreaterThan(MAX_DENSE_WEDGES);
    // g9999 has a value in one slice only: its 1,999 empty wedges are left out, and nothing animates.
    const g9999 = drawn.find((s) => s.name === 'g9999')!;
    expect((g9999.data as (number | null)[]).filter((v) => v !== null)).toEqual([9999]);
    expect(g9999.animation).toBe(false);
    expect(seriesOf(transform())[1]).toMatchObject({ animation: true, data: [10, 0] });
  });

  // Yearly counts of Medium: 10, 20, 30, 40. A rolling mean over 3 periods (min_periods 0) is the
  // mean of the values so far, at most three: the server returns these pivoted and flattened.
  const medium = [10, 20, 30, 40];
  const rolled = medium.map((_, i) => {
    const window = medium.slice(Math.max(0, i - 2), i + 1);
    return window.reduce((a, b) => a + b, 0) / window.length;
  });
  const PIVOTED = chartDataResult(
    [
      ['__timestamp', 2],
      ['count, Medium', 0],
      ['count, Small', 0],
      ['count__1 year ago, Medium', 0],
      ['count, Empty', 0],
    ],
    [2003, 2004, 2005, 2006].map((year, i) => [
      utc(year, 1),
      rolled[i],
      i === 0 ? null : i,
      i < 2 ? null : rolled[i - 1],
      null,
    ]),
    {
      label_map: {
        'count, Medium': ['count', 'Medium'],
        'count, Small': ['count', 'Small'],
        'count__1 year ago, Medium': ['count__1 year ago', 'Medium'],
        'count, Empty': ['count', 'Empty'],
      },
    },
  );

  it('draws the server-rolled series under their legacy names, shifted ones as "<shift> offset"', () => {
    expect(rolled).toEqual([10, 15, 20, 30]);
    const fd = { rolling_type: 'mean', rolling_periods: 3, time_compare: ['1 year'] };
    const p = transformProps({
      formData: parse(fd),
      queriesData: [PIVOTED],
      width: 500,
      height: 500,
    });
    expect(p.option.angleAxis).toMatchObject({ data: ['2003', '2004', '2005', '2006'] });
    expect(seriesOf(p).map((s) => [s.name, s.data])).toEqual([
      ['Medium', [10, 15, 20, 30]],
      ['Small', [0, 1, 2, 3]],
      ['Medium, 1 year offset', [0, 0, 15, 20]],
    ]);
  });

  it('names the difference series of a comparison by its shift (without label_map) and keeps server contributions as they are', () => {
    const diff = chartDataResult(
      [
        ['__timestamp', 2],
        ['difference__count__count__1 year ago', 0],
      ],
      [[utc(2004, 1), 0.25]],
    );
    const fd = parse({
      groupby: [],
      time_compare: ['1 year'],
      comparison_type: 'absolute',
      contribution: true,
    });
    const p = transformProps({ formData: fd, queriesData: [diff], width: 500, height: 500 });
    expect(seriesOf(p).map((s) => [s.name, s.data])).toEqual([['count, 1 year offset', [0.25]]]);
  });

  it('names series by metric and groups with several metrics, by metric without groupby', () => {
    const twoMetrics = chartDataResult(
      [
        ['__timestamp', 2],
        ['count', 0],
        ['SUM(sales)', 0],
      ],
      [[utc(2003, 1), 3, 4]],
    );
    const p = transformProps({
      formData: parse({ groupby: [], metrics: ['count', 'SUM(sales)'] }),
      queriesData: [twoMetrics],
      width: 500,
      height: 500,
    });
    expect(seriesOf(p).map((s) => [s.name, s.data])).toEqual([
      ['count', [3]],
      ['SUM(sales)', [4]],
    ]);
    const grouped = transformProps({
      formData: parse({ metrics: ['count', 'x'] }),
      queriesData: [RESULT],
      width: 500,
      height: 500,
    });
    expect(seriesOf(grouped).map((s) => s.name)).toEqual([
      'count, Medium',
      'x, Medium',
      'count, Small',
      'x, Small',
    ]);
  });

  it('turns values into shares of their slice with contribution', () => {
    expect(seriesOf(transform({ contribution: true })).map((s) => s.data)).toEqual([
      [20 / 30, 1],
      [10 / 30, 0],
    ]);
  });

  it('sizes wedges by area with rose_area_proportion, keeping real values in the tooltip', () => {
    expect(
      stackedLengths(
        [
          { name: 'a', values: [4, 9] },
          { name: 'b', values: [5, 7] },
        ],
        true,
      ),
    ).toEqual([
      [2, 3],
      [1, 1],
    ]);
    const p = transform({ rose_area_proportion: true });
    expect(seriesOf(p)[0].data).toEqual([Math.sqrt(20), Math.sqrt(30)]);
    const tooltip = p.option.tooltip as { trigger: string; formatter: (params: unknown) => string };
    expect(tooltip.trigger).toBe('axis');
    expect(tooltip.formatter([{ dataIndex: 0, seriesIndex: 0 }])).toContain('Medium: 20</div>');
    expect(tooltip.formatter([{ dataIndex: 0, seriesIndex: 0 }])).toContain('Small: 10</div>');
  });

  it('shows only the hovered wedge without rich tooltip', () => {
    const tooltip = transform({ rich_tooltip: false }).option.tooltip as {
      trigger: string;
      formatter: (params: unknown) => string;
    };
    expect(tooltip.trigger).toBe('item');
    const html = tooltip.formatter({ dataIndex: 1, seriesIndex: 0 });
    expect(html.startsWith('<div><b>2004</b></div>')).toBe(true);
    expect(html).toContain('Medium: 30</div>');
    expect(html).not.toContain('Small');
  });

  it('expands a clicked slice to the full circle and returns on the next click', () => {
    const p = transform();
    expect(p.nextExpanded(undefined, 1)).toBe(1);
    expect(p.nextExpanded(1, 1)).toBeUndefined();
    const expanded = p.optionFor(1);
    expect(expanded.angleAxis).toMatchObject({ data: ['2004'] });
    expect((expanded.series as BarSeriesOption[]).map((s) => s.data)).toEqual([[30], [0]]);
    const tooltip = expanded.tooltip as { formatter: (params: unknown) => string };
    expect(
      tooltip.formatter([{ dataIndex: 0, seriesIndex: 0 }]).startsWith('<div><b>2004</b></div>'),
    ).toBe(true);
  });
});
