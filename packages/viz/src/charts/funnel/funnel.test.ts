import { init, type FunnelSeriesOption } from 'echarts';
import { describe, expect, it, vi } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { funnelPlugin } from './index.ts';
import {
  MAX_LABELED_STAGES,
  MAX_LEGEND_STAGES,
  transformFunnelProps as transformProps,
} from './transform-props.ts';

const { formDataSchema, buildQuery } = funnelPlugin;

/** Featured Charts/Funnel.yaml (params, verbatim). */
const FUNNEL_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'funnel',
  groupby: ['status'],
  metric: 'count',
  adhoc_filters: [
    {
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
      expressionType: 'SIMPLE',
    },
  ],
  row_limit: 10,
  sort_by_metric: true,
  percent_calculation_type: 'first_step',
  color_scheme: 'supersetColors',
  show_legend: true,
  legendOrientation: 'top',
  legendMargin: 50,
  tooltip_label_type: 5,
  number_format: 'SMART_NUMBER',
  show_labels: true,
  show_tooltip_labels: true,
  extra_form_data: {},
  dashboards: [13],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...FUNNEL_EXAMPLE, ...overrides });

describe('funnel buildQuery', () => {
  it('Funnel.yaml: stages by status, count sorted descending, 10 rows', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['status'],
        metrics: ['count'],
        orderby: [['count', false]],
        annotation_layers: [],
        row_limit: 10,
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
      },
    ]);
  });

  it('keeps the database order without sort_by_metric', () => {
    expect(buildQuery(parse({ sort_by_metric: false })).queries[0].orderby).toBeUndefined();
  });

  it('reads the legacy numeric tooltip label type', () => {
    expect(parse().tooltip_label_type).toBe('key_value_percent');
    expect(parse().label_type).toBe('key');
  });
});

const RESULT = chartDataResult(
  [
    ['status', 1],
    ['count', 0],
  ],
  [
    ['Cancelled', 60],
    ['Shipped', 2617],
    ['On Hold', 44],
  ],
);

describe('funnel transformProps', () => {
  const transform = (
    overrides: Record<string, unknown> = {},
    extra: Partial<Parameters<typeof transformProps>[0]> = {},
  ) =>
    transformProps({
      formData: parse(overrides),
      queriesData: [RESULT],
      width: 500,
      height: 400,
      ...extra,
    });
  const seriesOf = (p: ReturnType<typeof transform>) =>
    (p.option.series as FunnelSeriesOption[])[0];
  const labelOf = (p: ReturnType<typeof transform>) =>
    (seriesOf(p).label as { formatter: (params: unknown) => string }).formatter;

  it('draws one descending vertical funnel with stages sorted by value', () => {
    const series = seriesOf(transform());
    expect(series).toMatchObject({
      type: 'funnel',
      sort: 'descending',
      orient: 'vertical',
      gap: 0,
      top: 50,
    });
    expect(series.data).toMatchObject([
      { name: 'Shipped', value: 2617, itemStyle: { color: '#1FA8C9', opacity: 1 } },
      { name: 'Cancelled', value: 60, itemStyle: { color: '#454E7C', opacity: 1 } },
      { name: 'On Hold', value: 44, itemStyle: { color: '#5AC189', opacity: 1 } },
    ]);
  });

  // Drawn by ECharts (server-side SVG): Superset's plain dark labels, not outlined in the stage's
  // colour (ECharts' default for labels inside a shape), the widest stage as wide as the box.
  it('draws plain dark stage labels, as Superset does', () => {
    const chart = init(null, null, { renderer: 'svg', ssr: true, width: 500, height: 400 });
    chart.setOption(transform({ show_legend: false }).option);
    const spans = chart
      .getZr()
      .storage.getDisplayList(true)
      .filter((el) => el.type === 'tspan' && !el.ignore)
      .map(
        (el) => el.style as { text?: string; fill?: string; stroke?: string; lineWidth?: number },
      )
      .filter((style) => ['Shipped', 'Cancelled', 'On Hold'].includes(style.text ?? ''));
    const widest = chart
      .getZr()
      .storage.getDisplayList(true)
      .filter((el) => el.type === 'polygon')
      .map((el) => el.getBoundingRect().width);
    chart.dispose();
    expect(spans.map((style) => style.text).sort()).toEqual(['Cancelled', 'On Hold', 'Shipped']);
    for (const style of spans) {
      expect(style.fill).toBe('#484848');
      expect(!style.stroke || style.stroke === 'transparent' || !style.lineWidth).toBe(true);
    }
    expect(Math.max(...widest)).toBeGreaterThan(495);
  });

  it('drops labels and animation beyond MAX_LABELED_STAGES stages (10,000 rows render quickly)', () => {
    expect(seriesOf(transform())).toMatchObject({ animation: true, label: { show: true } });
    const rows = Array.from({ length: 10_000 }, (_, i) => [`stage ${i}`, i]);
    const many = chartDataResult(
      [
        ['status', 1],
        ['count', 0],
      ],
      rows,
    );
    const started = Date.now();
    const p = transformProps({ formData: parse(), queriesData: [many], width: 500, height: 400 });
    const series = seriesOf(p);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(series.data).toHaveLength(10_000);
    // The legend lists the largest stages only (ECharts' legend is quadratic in its names).
    const legendData = (p.option.legend as { data: string[] }).data;
    expect(legendData).toHaveLength(MAX_LEGEND_STAGES);
    expect(legendData.slice(0, 2)).toEqual(['stage 9999', 'stage 9998']);
    expect(series).toMatchObject({
      animation: false,
      label: { show: false },
      emphasis: { label: { show: false } },
    });
    const edge = chartDataResult(
      [
        ['status', 1],
        ['count', 0],
      ],
      rows.slice(0, MAX_LABELED_STAGES),
    );
    expect(
      seriesOf(transformProps({ formData: parse(), queriesData: [edge], width: 500, height: 400 }))
        .label,
    ).toMatchObject({ show: true });
  });

  it('labels stages by label type and percent calculation', () => {
    expect(labelOf(transform())({ name: 'Cancelled', value: 60 })).toBe('Cancelled');
    expect(
      labelOf(transform({ label_type: 'key_value_percent' }))({ name: 'Cancelled', value: 60 }),
    ).toBe(`Cancelled: 60 (${((60 / 2617) * 100).toFixed(2)}%)`);
    expect(
      labelOf(transform({ label_type: 'percent', percent_calculation_type: 'prev_step' }))({
        name: 'On Hold',
        value: 44,
      }),
    ).toBe(`${((44 / 60) * 100).toFixed(2)}%`);
    expect(
      labelOf(
        transform({
          label_type: 'value_percent',
          percent_calculation_type: 'total',
          number_format: ',d',
        }),
      )({ name: 'Shipped', value: 2617 }),
    ).toBe(`2,617 (${((2617 / 2721) * 100).toFixed(2)}%)`);
  });

  it('formats the tooltip with the tooltip label type', () => {
    const tooltip = transform().option.tooltip as {
      show: boolean;
      formatter: (params: unknown) => string;
    };
    expect(tooltip.show).toBe(true);
    expect(tooltip.formatter({ name: 'Shipped', value: 2617 })).toBe('Shipped: 2.62k (100.00%)');
  });

  it('places the legend', () => {
    expect(transform().option.legend).toMatchObject({
      show: true,
      orient: 'horizontal',
      top: 0,
      data: ['Shipped', 'Cancelled', 'On Hold'],
    });
  });

  it("labels the stages without label lines, as Superset's default funnel", () => {
    expect(seriesOf(transform())).toMatchObject({
      label: { position: 'inside' },
      labelLine: { show: false },
    });
  });

  // Six stages in a dashboard cell: a plain legend wraps onto two rows, which ECharts draws over
  // the saved 20 px margin; the margin widens (Superset's resolveLegendLayout) so it never does.
  it.each([
    ['bottom', 'plain'],
    ['top', 'plain'],
    ['top', 'scroll'],
    ['left', 'plain'],
  ])(
    'keeps the funnel clear of a %s %s legend (drawn by ECharts, server-side SVG)',
    (orientation, type) => {
      const [width, height] = [420, 320];
      const statuses = ['Shipped', 'Cancelled', 'Resolved', 'On Hold', 'In Process', 'Disputed'];
      const p = transformProps({
        formData: parse({ legendOrientation: orientation, legendType: type, legendMargin: null }),
        queriesData: [
          chartDataResult(
            [
              ['status', 1],
              ['count', 0],
            ],
            statuses.map((status, i) => [status, 2600 / (i + 1)]),
          ),
        ],
        width,
        height,
      });
      const chart = init(null, null, { renderer: 'svg', ssr: true, width, height });
      chart.setOption({ ...p.option, animation: false });
      const internals = chart as unknown as {
        getModel(): { getComponent(type: string): unknown };
        getViewOfComponentModel(model: unknown): { group: Element };
      };
      type Element = {
        getBoundingRect(): { clone(): Rect };
        getComputedTransform(): number[] | null;
      };
      type Rect = {
        x: number;
        y: number;
        width: number;
        height: number;
        applyTransform(m: number[]): void;
      };
      const boxOf = (el: Element) => {
        const box = el.getBoundingRect().clone();
        const m = el.getComputedTransform();
        if (m) box.applyTransform(m);
        return box;
      };
      const legend = boxOf(
        internals.getViewOfComponentModel(internals.getModel().getComponent('legend')).group,
      );
      const stages = chart
        .getZr()
        .storage.getDisplayList(true)
        .filter((el) => el.type === 'polygon')
        .map((el) => boxOf(el as unknown as Element));
      chart.dispose();
      expect(stages).toHaveLength(statuses.length);
      for (const stage of stages) {
        const overlapX =
          Math.min(stage.x + stage.width, legend.x + legend.width) - Math.max(stage.x, legend.x);
        const overlapY =
          Math.min(stage.y + stage.height, legend.y + legend.height) - Math.max(stage.y, legend.y);
        expect(Math.min(overlapX, overlapY)).toBeLessThanOrEqual(0);
      }
    },
  );

  it('cross-filters on the clicked stage and drills to detail', () => {
    const setDataMask = vi.fn();
    const onContextMenu = vi.fn();
    const p = transform({}, { hooks: { setDataMask, onContextMenu }, emitCrossFilters: true });
    p.onItemClick?.('On Hold');
    expect(setDataMask).toHaveBeenCalledWith({
      extraFormData: { filters: [{ col: 'status', op: 'IN', val: ['On Hold'] }] },
      filterState: { label: ['On Hold'], value: [['On Hold']], selectedValues: ['On Hold'] },
    });
    p.onContextMenu?.(1, 2, 'Shipped');
    const filters = [{ col: 'status', op: '==', val: 'Shipped', formattedVal: 'Shipped' }];
    expect(onContextMenu).toHaveBeenCalledWith(
      1,
      2,
      expect.objectContaining({
        drillToDetail: filters,
        drillBy: { filters, groupbyFieldName: 'groupby' },
      }),
    );
    const dimmed = seriesOf(transform({}, { filterState: { selectedValues: ['Shipped'] } }))
      .data as { itemStyle: { opacity: number } }[];
    expect(dimmed.map((d) => d.itemStyle.opacity)).toEqual([1, 0.3, 0.3]);
  });
});
