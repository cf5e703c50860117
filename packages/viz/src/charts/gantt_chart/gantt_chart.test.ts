import {
  init,
  type CustomSeriesOption,
  type CustomSeriesRenderItemAPI,
  type CustomSeriesRenderItemParams,
  type LineSeriesOption,
} from 'echarts';
import { describe, expect, it, vi } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { ganttChartPlugin } from './index.ts';
import { renderGanttItem, transformGanttChartProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery } = ganttChartPlugin;

/** Featured Charts/Gantt.yaml (params, verbatim). */
const GANTT_EXAMPLE = {
  datasource: '61__table',
  viz_type: 'gantt_chart',
  slice_id: 1495,
  start_time: 'start_time',
  end_time: 'end_time',
  y_axis: 'status',
  series: 'priority',
  subcategories: true,
  tooltip_columns: ['project', 'phase'],
  adhoc_filters: [
    {
      clause: 'WHERE',
      comparator: 'No filter',
      expressionType: 'SIMPLE',
      operator: 'TEMPORAL_RANGE',
      subject: 'start_time',
    },
  ],
  order_by_cols: ['["status",false]'],
  row_limit: 10000,
  x_axis_title_margin: 15,
  y_axis_title_margin: 50,
  color_scheme: 'supersetAndPresetColors',
  show_legend: true,
  legendType: 'plain',
  legendOrientation: 'right',
  legendMargin: 100,
  zoomable: false,
  show_extra_controls: false,
  x_axis_time_bounds: ['08:00:00', '19:00:00'],
  x_axis_time_format: 'smart_date',
  tooltipTimeFormat: 'smart_date',
  tooltipValuesFormat: 'SMART_NUMBER',
  extra_form_data: {},
  dashboards: [9],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...GANTT_EXAMPLE, ...overrides });

describe('gantt_chart buildQuery', () => {
  it('Gantt.yaml: start, end, y-axis, series and tooltip columns, ordered by status descending, series_columns = [series]', () => {
    const request = buildQuery(parse());
    expect(request.datasource).toEqual({ id: 61, type: 'table' });
    expect(request.queries).toEqual([
      {
        filters: [{ col: 'start_time', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['start_time', 'end_time', 'status', 'priority', 'project', 'phase'],
        metrics: [],
        orderby: [['status', false]],
        annotation_layers: [],
        row_limit: 10000,
        series_columns: ['priority'],
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
      },
    ]);
  });

  it('adds order-by columns missing from the columns, and tooltip metrics as metrics', () => {
    const [query] = buildQuery(
      parse({
        series: null,
        tooltip_columns: [],
        order_by_cols: ['["project",true]'],
        tooltip_metrics: ['count'],
      }),
    ).queries;
    expect(query.columns).toEqual(['start_time', 'end_time', 'status', 'project']);
    expect(query).toMatchObject({
      metrics: ['count'],
      orderby: [['project', true]],
      series_columns: [],
    });
  });
});

// The rows of the virtual dataset project_management (datasets/examples/project_management.yaml) as
// the query returns them, ordered by status descending.
const RESULT = chartDataResult(
  [
    ['start_time', 2],
    ['end_time', 2],
    ['status', 1],
    ['priority', 1],
    ['project', 1],
    ['phase', 1],
  ],
  [
    [1718876400000, 1718880000000, 'Planned', 'Medium', 'Project Alpha', 'Testing Phase'],
    [1718884800000, 1718888400000, 'Planned', 'High', 'Project Beta', 'Testing Phase'],
    [1718887200000, 1718890800000, 'Planned', 'Medium', 'Project Beta', 'Deployment Phase'],
    [1718878800000, 1718882400000, 'On Hold', 'High', 'Project Alpha', 'Deployment Phase'],
    [1718872800000, 1718877200000, 'In Progress', 'High', 'Project Alpha', 'Development Phase'],
    [1718882400000, 1718886000000, 'In Progress', 'Medium', 'Project Beta', 'Development Phase'],
    [1718870400000, 1718874000000, 'Completed', 'High', 'Project Alpha', 'Design Phase'],
    [1718880000000, 1718883600000, 'Completed', 'Medium', 'Project Beta', 'Design Phase'],
  ],
);

describe('gantt_chart transformProps', () => {
  const transform = (
    overrides: Record<string, unknown> = {},
    extra: Partial<Parameters<typeof transformProps>[0]> = {},
  ) =>
    transformProps({
      formData: parse(overrides),
      queriesData: [RESULT],
      width: 1000,
      height: 500,
      ...extra,
    });
  const barsOf = (p: ReturnType<typeof transform>) =>
    (p.option.series as (CustomSeriesOption | LineSeriesOption)[]).filter(
      (s): s is CustomSeriesOption => s.type === 'custom',
    );
  const rowsOf = (series: CustomSeriesOption) =>
    (series.data as { value: unknown[] }[]).map((d) => d.value[2]);

  it('draws one coloured custom series per dimension value, sub-rows per (status, priority) with subcategories', () => {
    const bars = barsOf(transform());
    expect(bars.map((s) => [s.name, (s.itemStyle as { color: string }).color])).toEqual([
      // The saved scheme, supersetAndPresetColors, in order of first appearance (Medium, then High).
      ['High', '#2893B3'],
      ['Medium', '#004960'],
    ]);
    // Planned: Medium 0, High 1; On Hold: High 2; In Progress: High 3, Medium 4; Completed: High 5, Medium 6.
    expect(rowsOf(bars[0])).toEqual([1, 2, 3, 5]);
    expect(rowsOf(bars[1])).toEqual([0, 0, 4, 6]);
    expect((bars[0].data as { value: unknown[] }[])[0].value).toEqual([
      1718884800000,
      1718888400000,
      1,
      7,
      1718884800000,
      1718888400000,
      'Planned',
      'High',
      'Project Beta',
      'Testing Phase',
    ]);
    expect(bars[0].encode).toEqual({ x: [0, 1] });
  });

  it('shares one row per status without subcategories', () => {
    const bars = barsOf(transform({ subcategories: false }));
    expect(rowsOf(bars[0])).toEqual([0, 1, 2, 3]);
    expect(rowsOf(bars[1])).toEqual([0, 0, 2, 3]);
    expect((transform({ subcategories: false }).option.yAxis as { max: number }).max).toBe(4);
  });

  it('labels each status band in its middle and separates the bands with dashed lines', () => {
    const [separators, labels] = (transform().option.series as LineSeriesOption[]).slice(-2);
    expect(separators.markLine?.data).toEqual([
      { yAxis: 5 },
      { yAxis: 4 },
      { yAxis: 2 },
      { yAxis: 0 },
    ]);
    expect(labels.markLine?.data).toEqual([
      { yAxis: 6, name: 'Planned' },
      { yAxis: 4.5, name: 'On Hold' },
      { yAxis: 3, name: 'In Progress' },
      { yAxis: 1, name: 'Completed' },
    ]);
  });

  it('puts the bound times of day on the first and last day of the data', () => {
    const xAxis = transform().option.xAxis as { min: number; max: number; type: string };
    expect(xAxis).toMatchObject({
      type: 'time',
      min: Date.UTC(2024, 5, 20, 8),
      max: Date.UTC(2024, 5, 20, 19),
    });
    expect(transform({ x_axis_time_bounds: null }).option.xAxis).not.toHaveProperty('min');
    expect(transform({ x_axis_time_bounds: [] }).option.xAxis).not.toHaveProperty('max');
    expect(transform({ x_axis_time_bounds: ['', '19:00:00'] }).option.xAxis).not.toHaveProperty(
      'min',
    );
  });

  it('lists the legend right with its margin, sorted on request', () => {
    const p = transform({ legendSort: 'desc' });
    expect(p.option.legend).toMatchObject({
      show: true,
      type: 'plain',
      orient: 'vertical',
      right: 0,
      data: ['Medium', 'High'],
    });
    expect((p.option.grid as { right: number }).right).toBe(120);
  });

  it('shows start, end and the tooltip columns of a bar', () => {
    const tooltip = transform({ tooltipTimeFormat: '%H:%M' }).option.tooltip as {
      formatter: (params: unknown) => string;
    };
    const value = (barsOf(transform())[0].data as { value: unknown[] }[])[0].value;
    expect(tooltip.formatter({ seriesName: 'High', value })).toBe(
      '<div><b>High</b></div><div>start_time: 12:00</div><div>end_time: 13:00</div><div>project: Project Beta</div><div>phase: Testing Phase</div>',
    );
  });

  it('drills to detail on the status and priority of a right-clicked bar', () => {
    const onContextMenu = vi.fn();
    transform({}, { hooks: { onContextMenu } }).onContextMenu?.(5, 6, 'Medium', 2);
    expect(onContextMenu).toHaveBeenCalledWith(5, 6, {
      drillToDetail: [
        { col: 'status', op: '==', val: 'In Progress', formattedVal: 'In Progress' },
        { col: 'priority', op: '==', val: 'Medium', formattedVal: 'Medium' },
      ],
    });
  });

  it('renders a bar inside its row band, clipped to the grid', () => {
    const api = (value: number[]) =>
      ({
        value: (i: number) => value[i],
        coord: ([x, y]: number[]) => [x, 100 - y * 10],
        visual: () => 'red',
      }) as unknown as CustomSeriesRenderItemAPI;
    const params = {
      coordSys: { x: 0, y: 0, width: 1000, height: 100 },
    } as unknown as CustomSeriesRenderItemParams;
    expect(renderGanttItem(params, api([100, 300, 1, 7]))).toMatchObject({
      type: 'rect',
      shape: { x: 100, y: 41, width: 200, height: 8 },
      style: { fill: 'red' },
    });
    expect(renderGanttItem(params, api([-50, 2000, 0, 7]))).toMatchObject({
      shape: { x: 0, width: 1000 },
    });
    expect(renderGanttItem(params, api([2000, 3000, 0, 7]))).toBeNull();
  });

  it('renders one bar per row and the status labels with ECharts (server-side SVG)', () => {
    const chart = init(null, null, { renderer: 'svg', ssr: true, width: 1000, height: 500 });
    chart.setOption(transform().option);
    const svg = chart.renderToSVGString();
    chart.dispose();
    expect(svg.match(/<path d="M[^"]*" fill="#2893B3"/g)).toHaveLength(4);
    expect(svg.match(/<path d="M[^"]*" fill="#004960"/g)).toHaveLength(4);
    for (const status of ['Planned', 'On Hold', 'In Progress', 'Completed'])
      expect(svg).toContain(`>${status}</text>`);
  });
});
