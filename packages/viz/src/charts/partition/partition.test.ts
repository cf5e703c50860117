import { init, type CustomSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { partitionPlugin } from './index.ts';
import { nestAnalytics } from '../_nvd3/nest-analytics.ts';
import {
  nestPartition,
  type PartitionNode,
  transformPartitionProps as transformProps,
} from './transform-props.ts';

const { formDataSchema, buildQuery, controlPanel } = partitionPlugin;

// No saved partition chart exists in superset-examples; these are the keys Superset's legacy
// partition control panel saves (docs/chart-types.md §4.D), on the cleaned_sales_data columns.
const PARTITION_FORM_DATA = {
  datasource: '22__table',
  viz_type: 'partition',
  granularity_sqla: 'order_date',
  time_grain_sqla: 'P1Y',
  time_range: 'No filter',
  metrics: ['count'],
  adhoc_filters: [],
  groupby: ['deal_size', 'product_line'],
  order_desc: true,
  contribution: false,
  row_limit: 10000,
  time_series_option: 'not_time',
  color_scheme: 'supersetColors',
  number_format: ',d',
  date_time_format: '%Y',
  partition_limit: '5',
  partition_threshold: '0.05',
  log_scale: false,
  equal_date_size: true,
  rich_tooltip: true,
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...PARTITION_FORM_DATA, ...overrides });

describe('partition buildQuery', () => {
  it('ports the legacy query: groupby columns, the metrics ordered by the first metric descending', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        time_range: 'No filter',
        granularity: 'order_date',
        filters: [],
        extras: { time_grain_sqla: 'P1Y', having: '', where: '' },
        applied_time_extras: {},
        columns: ['deal_size', 'product_line'],
        metrics: ['count'],
        orderby: [['count', false]],
        annotation_layers: [],
        row_limit: 10000,
        series_limit: 0,
        group_others_when_limit_reached: false,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
      },
    ]);
  });

  it('adds __timestamp as a time series for the time options, with the series limit', () => {
    const [query] = buildQuery(parse({ time_series_option: 'point_diff', limit: 5 })).queries;
    expect(query).toMatchObject({
      columns: ['__timestamp', 'deal_size', 'product_line'],
      is_timeseries: true,
      series_columns: ['deal_size', 'product_line'],
      series_limit: 5,
    });
  });

  it('runs the legacy advanced analytics per level with adv_anal: one query per depth, summed, rolled, contributed', () => {
    const fd = parse({
      time_series_option: 'adv_anal',
      rolling_type: 'sum',
      rolling_periods: '2',
      contribution: true,
      time_compare: ['1 year'],
      comparison_type: 'absolute',
    });
    const queries = buildQuery(fd).queries;
    expect(queries).toHaveLength(3);
    const pivotOf = (columns: string[]) => ({
      operation: 'pivot',
      options: {
        index: ['__timestamp'],
        columns,
        aggregates: { count: { operator: 'sum' } },
        drop_missing_columns: false,
        metric_fill_value: 0,
      },
    });
    const analytics = [
      {
        operation: 'rolling',
        options: { rolling_type: 'sum', window: 2, min_periods: 0, columns: { count: 'count' } },
      },
      { operation: 'contribution', options: { orientation: 'row', time_shifts: [] } },
      { operation: 'flatten' },
    ];
    expect(queries.map((q) => q.post_processing)).toEqual([
      [pivotOf([]), ...analytics],
      [pivotOf(['deal_size']), ...analytics],
      [pivotOf(['deal_size', 'product_line']), ...analytics],
    ]);
    // The legacy partition payload has no time-shifted series.
    expect(
      queries.every(
        (q) => q.time_offsets === undefined && q.columns?.length === 3 && q.is_timeseries,
      ),
    ).toBe(true);
  });

  it('applies the analytics only with adv_anal', () => {
    const queries = buildQuery(
      parse({ time_series_option: 'time_series', rolling_type: 'mean', rolling_periods: 3 }),
    ).queries;
    expect(queries).toHaveLength(1);
    expect(queries[0].post_processing).toBeUndefined();
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

  it('reads limit and threshold saved as text', () => {
    expect(parse()).toMatchObject({ partition_limit: 5, partition_threshold: 0.05 });
  });
});

const RESULT = chartDataResult(
  [
    ['deal_size', 1],
    ['product_line', 1],
    ['count', 0],
  ],
  [
    ['Medium', 'Classic Cars', 600],
    ['Medium', 'Ships', 100],
    ['Small', 'Classic Cars', 300],
    ['Small', 'Trains', 10],
    ['Large', 'Planes', 50],
  ],
);
const TIMED = chartDataResult(
  [
    ['__timestamp', 2],
    ['deal_size', 1],
    ['count', 0],
  ],
  [
    [utc(2003, 1), 'A', 10],
    [utc(2003, 1), 'B', 5],
    [utc(2004, 1), 'A', 25],
    [utc(2004, 1), 'B', 4],
  ],
);
const shape = (node: PartitionNode): unknown =>
  node.children.length
    ? { [`${node.name}=${node.val}`]: node.children.map(shape) }
    : `${node.name}=${node.val}`;
const round = (values: number[]) => values.map((v) => Math.round(v * 1000) / 1000);

describe('partition transformProps', () => {
  const nest = (rows: typeof RESULT, overrides: Record<string, unknown> = {}) => {
    const fd = parse(overrides);
    return nestPartition(rows.data, {
      metrics: ['count'],
      groupby: fd.groupby as string[],
      option: fd.time_series_option,
      formatTime: (t) => String(new Date(t).getUTCFullYear()),
      limit: fd.partition_limit,
      threshold: fd.partition_threshold,
      contribution: fd.contribution,
    });
  };

  it('nests one node per metric, then level sums largest first, pruned below the threshold', () => {
    expect(nest(RESULT).map(shape)).toEqual([
      {
        'count=1060': [
          { 'Medium=700': ['Classic Cars=600', 'Ships=100'] },
          { 'Small=310': ['Classic Cars=300'] },
        ],
      },
    ]);
    expect(nest(RESULT, { partition_limit: 1, partition_threshold: 0 }).map(shape)).toEqual([
      { 'count=1060': [{ 'Medium=700': ['Classic Cars=600'] }] },
    ]);
  });

  it('compares the last time bucket with the first, or averages, per time option', () => {
    const opts = { groupby: ['deal_size'], partition_threshold: 0 };
    expect(nest(TIMED, { ...opts, time_series_option: 'point_diff' }).map(shape)).toEqual([
      { 'count=14': ['A=15', 'B=-1'] },
    ]);
    expect(nest(TIMED, { ...opts, time_series_option: 'point_factor' }).map(shape)).toEqual([
      { [`count=${29 / 15}`]: ['A=2.5', 'B=0.8'] },
    ]);
    expect(nest(TIMED, { ...opts, time_series_option: 'agg_mean' }).map(shape)).toEqual([
      { 'count=11': ['A=17.5', 'B=4.5'] },
    ]);
    expect(nest(TIMED, { ...opts, time_series_option: 'time_series' }).map(shape)).toEqual([
      { 'count=44': [{ '2003=15': ['A=10', 'B=5'] }, { '2004=29': ['A=25', 'B=4'] }] },
    ]);
  });

  it('values every node as its last bucket minus its first with point_diff, level by level', () => {
    const twoLevels = chartDataResult(
      [
        ['__timestamp', 2],
        ['deal_size', 1],
        ['product_line', 1],
        ['count', 0],
      ],
      [
        [utc(2003, 1), 'A', 'x', 10],
        [utc(2003, 1), 'A', 'y', 5],
        [utc(2003, 1), 'B', 'x', 3],
        [utc(2004, 1), 'A', 'x', 14],
        [utc(2004, 1), 'A', 'y', 2],
        [utc(2004, 1), 'B', 'x', 8],
      ],
    );
    // A: (14 + 2) - (10 + 5) = 1, A/x: 14 - 10, A/y: 2 - 5, B and B/x: 8 - 3, count: 24 - 18.
    expect(
      nest(twoLevels, { time_series_option: 'point_diff', partition_threshold: 0 }).map(shape),
    ).toEqual([{ 'count=6': [{ 'B=5': ['x=5'] }, { 'A=1': ['x=4', 'y=-3'] }] }]);
    expect(
      nest(twoLevels, {
        time_series_option: 'point_percent',
        partition_threshold: 0,
      })[0].children.map((n) => [n.name, n.val]),
    ).toEqual([
      ['B', 8 / 3 - 1],
      ['A', 16 / 15 - 1],
    ]);
  });

  it('nests the per-level analytics results by time with adv_anal (rolling sum of 2 periods)', () => {
    const rollingSum = (values: number[]) => values.map((v, i) => v + (values[i - 1] ?? 0));
    const years = [2003, 2004, 2005];
    const [a, b] = [rollingSum([10, 25, 40]), rollingSum([5, 4, 6])];
    const total = rollingSum([15, 29, 46]);
    expect([a, b, total]).toEqual([
      [10, 35, 65],
      [5, 9, 10],
      [15, 44, 75],
    ]);
    const level0 = chartDataResult(
      [
        ['__timestamp', 2],
        ['count', 0],
      ],
      years.map((y, i) => [utc(y, 1), total[i]]),
    );
    const level1 = chartDataResult(
      [
        ['__timestamp', 2],
        ['count, A', 0],
        ['count, B', 0],
      ],
      years.map((y, i) => [utc(y, 1), a[i], b[i]]),
      { label_map: { 'count, A': ['count', 'A'], 'count, B': ['count', 'B'] } },
    );
    const p = transformProps({
      formData: parse({
        time_series_option: 'adv_anal',
        groupby: ['deal_size'],
        rolling_type: 'sum',
        rolling_periods: 2,
        partition_threshold: 0,
      }),
      queriesData: [level0, level1],
      width: 600,
      height: 400,
    });
    const names = ((p.option.series as CustomSeriesOption[])[0].data as { name: string }[]).map(
      (d) => d.name,
    );
    expect(names).toEqual([
      'count',
      'count / 2003',
      'count / 2004',
      'count / 2005',
      'count / 2003 / A',
      'count / 2003 / B',
      'count / 2004 / A',
      'count / 2004 / B',
      'count / 2005 / A',
      'count / 2005 / B',
    ]);
    const nodes = nestAnalytics([level0, level1], parse({ groupby: ['deal_size'] }), {
      metrics: ['count'],
      formatTime: (t) => String(new Date(t).getUTCFullYear()),
      limit: 5,
      threshold: 0,
    });
    expect(nodes.map(shape)).toEqual([
      {
        'count=134': [
          { '2003=15': ['A=10', 'B=5'] },
          { '2004=44': ['A=35', 'B=9'] },
          { '2005=75': ['A=65', 'B=10'] },
        ],
      },
    ]);
  });

  const transform = (overrides: Record<string, unknown> = {}, result = RESULT) =>
    transformProps({ formData: parse(overrides), queriesData: [result], width: 600, height: 400 });
  const boxes = (option: ReturnType<typeof transform>['option']) =>
    ((option.series as CustomSeriesOption[])[0].data as { name: string; value: number[] }[]).map(
      (d) => [d.name, round(d.value)],
    );

  it('lays the icicle out left to right: one column per level, heights by leaf sums', () => {
    expect(boxes(transform().option)).toEqual([
      ['count', round([0, 1 / 3, 0, 1])],
      ['count / Medium', round([1 / 3, 2 / 3, 0, 0.7])],
      ['count / Small', round([1 / 3, 2 / 3, 0.7, 1])],
      ['count / Medium / Classic Cars', round([2 / 3, 1, 0, 0.6])],
      ['count / Medium / Ships', round([2 / 3, 1, 0.6, 0.7])],
      ['count / Small / Classic Cars', round([2 / 3, 1, 0.7, 1])],
    ]);
  });

  it('gives time nodes equal heights with equal_date_size', () => {
    const timed = {
      time_series_option: 'time_series',
      groupby: ['deal_size'],
      partition_threshold: 0,
    };
    expect(boxes(transform(timed, TIMED).option)[1]).toEqual([
      'count / 2003',
      round([1 / 3, 2 / 3, 0, 0.5]),
    ]);
    expect(boxes(transform({ ...timed, equal_date_size: false }, TIMED).option)[1]).toEqual([
      'count / 2003',
      round([1 / 3, 2 / 3, 0, 15 / 44]),
    ]);
  });

  it('zooms so the clicked node fills the height, and out again from leaves and the focused node', () => {
    const p = transform();
    expect(boxes(p.optionFor('count / Medium'))).toEqual([
      ['count / Medium', [0, 0.5, 0, 1]],
      ['count / Medium / Classic Cars', round([0.5, 1, 0, 6 / 7])],
      ['count / Medium / Ships', round([0.5, 1, 6 / 7, 1])],
    ]);
    expect(p.nextFocus(undefined, 'count / Medium')).toBe('count / Medium');
    expect(p.nextFocus('count / Medium', 'count / Medium')).toBe('count');
    expect(p.nextFocus('count / Medium', 'count / Medium / Ships')).toBe('count / Medium');
    expect(p.nextFocus('count', 'count')).toBeUndefined();
  });

  it('lists the path from the metric in the rich tooltip, only the node otherwise', () => {
    const tooltipOf = (overrides: Record<string, unknown>) =>
      (transform(overrides).option.tooltip as { formatter: (params: unknown) => string }).formatter(
        { dataIndex: 4 },
      );
    const rich = tooltipOf({});
    expect(rich).toContain('count: 1,060</div>');
    expect(rich).toContain('Medium: 700</div>');
    expect(rich).toContain('<b>');
    expect(rich).toContain('Ships: 100</b>');
    expect(tooltipOf({ rich_tooltip: false })).not.toContain('Medium');
  });

  it('draws the rectangles and their labels with ECharts (server-side SVG)', () => {
    const chart = init(null, null, { renderer: 'svg', ssr: true, width: 600, height: 400 });
    chart.setOption(transform().option);
    const svg = chart.renderToSVGString();
    chart.dispose();
    // Medium spans the middle column over the top 70% (1px gap): x 200, width 199, height 279.
    expect(svg).toContain('<path d="M200 0l199 0l0 279l-199 0Z"');
    expect(svg.match(/<path d="M/g)).toHaveLength(6);
    expect(svg).toContain('>Medium: 700</text>');
  });
});
